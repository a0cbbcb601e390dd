import { UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { snapshotItems } from "../../functions/store/entities/snapshot";
import { Client, expectProblem, inSeats, newPlayer, startedMatch, useServer } from "./harness";

const api = useServer();

describe("each game's content, served for clients to draw the game", () => {
  it.each(games.list().map((g) => [g.id, g] as const))(
    "%s: content with its rules version, cacheable",
    async (id, game) => {
      const anonymous = new Client(api.url);
      const first = await anonymous.get(`/v1/games/${id}/content`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ game: id, rulesVersion: game.rulesVersion, content: game.content });
      expect(first.headers.get("cache-control")).toMatch(/max-age=\d+/);
      const etag = first.headers.get("etag") as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await anonymous.get(`/v1/games/${id}/content`, { "If-None-Match": etag });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      const pinned = await anonymous.get(`/v1/games/${id}/content?rulesVersion=${game.rulesVersion}`);
      expect(pinned.headers.get("etag")).toBe(etag);
    },
  );

  it("answers 404 for an unknown game or rules version", async () => {
    const anonymous = new Client(api.url);
    expectProblem(await anonymous.get("/v1/games/chess/content"), 404, "not-found");
    expectProblem(await anonymous.get("/v1/games/santa-cruz/content?rulesVersion=999"), 404, "not-found");
  });

  it("describes each game with its rules version", async () => {
    const listed = await new Client(api.url).get("/v1/games");
    for (const game of games.list()) {
      expect(listed.body.games).toContainEqual(
        expect.objectContaining({
          id: game.id,
          rulesVersion: game.rulesVersion,
          description: game.description,
        }),
      );
    }
  });
});

describe("rules versions", () => {
  it("fixes a match's rules version at its start and keeps it in the history", async () => {
    const [ada, bea] = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(api.url, n)));
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    expect(created.body.rulesVersion).toBeNull();
    const match = await startedMatch([ada, bea]);
    expect(match.rulesVersion).toBe(games.get("santa-cruz")?.rulesVersion);
    const stored = await api.server.deps.store.getMatch(match.id);
    expect(stored?.rulesVersion).toBe(match.rulesVersion);
  });

  it("answers a clear problem for a match whose rules are no longer hosted, and changes nothing", async () => {
    const [ada, bea] = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch([ada, bea]);
    const store = api.server.deps.store;
    // as a match started under rules an older deployment hosted: its snapshot names version 99
    await store.db.send(
      new UpdateItemCommand({
        TableName: store.tableName,
        Key: marshall(snapshotItems.key(match.id, match.version)),
        UpdateExpression: "SET rulesVersion = :old",
        ExpressionAttributeValues: marshall({ ":old": 99 }),
      }),
    );
    const seen = await ada.get(`/v1/matches/${match.id}`);
    expectProblem(seen, 409, "rules-version-unavailable");
    expect(seen.body.detail).toMatch(/rules version 99/);
    const [seat] = match.activeSeats;
    const player = [ada, bea][seat];
    const action = { type: "chooseSet", set: "A" };
    const tried = await player.post(`/v1/matches/${match.id}/actions`, {
      action,
      expectedVersion: match.version,
    });
    expectProblem(tried, 409, "rules-version-unavailable");
    expect((await store.getMatch(match.id))?.version).toBe(match.version);
  });
});

describe("versions in problems", () => {
  it("calls a version from the future unknown, not stale, with the current version", async () => {
    const [ada, bea] = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch([ada, bea]);
    const player = inSeats(match, [ada, bea])[match.activeSeats[0]];
    const mine = await player.get(`/v1/matches/${match.id}`);
    const action = mine.body.legalActions[0];
    const future = await player.post(`/v1/matches/${match.id}/actions`, {
      action,
      expectedVersion: match.version + 5,
    });
    expectProblem(future, 409, "unknown-version");
    expect(future.body.currentVersion).toBe(match.version);
    const played = await player.post(`/v1/matches/${match.id}/actions`, {
      action,
      expectedVersion: match.version,
    });
    expect(played.status).toBe(201);
    const stale = await player.post(`/v1/matches/${match.id}/actions`, {
      action,
      expectedVersion: match.version,
    });
    expectProblem(stale, 409, "stale-version");
    expect(stale.body.currentVersion).toBe(match.version + 1);
  });

  it("names the current version `currentVersion` in a rule violation too", async () => {
    const [ada, bea] = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch([ada, bea]);
    const player = inSeats(match, [ada, bea])[match.activeSeats[0]];
    const refused = await player.post(`/v1/matches/${match.id}/actions`, {
      action: { type: "land", site: 0 },
      expectedVersion: match.version,
    });
    expectProblem(refused, 422, "rule-violation");
    expect(refused.body).toMatchObject({ code: "wrong-phase", currentVersion: match.version });
    expect(refused.body.version).toBeUndefined();
  });

  it("marks the answer to a retried action as replayed", async () => {
    const [ada, bea] = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch([ada, bea]);
    const player = inSeats(match, [ada, bea])[match.activeSeats[0]];
    const action = (await player.get(`/v1/matches/${match.id}`)).body.legalActions[0];
    const send = () =>
      player.post(
        `/v1/matches/${match.id}/actions`,
        { action },
        { "If-Match": `"v${match.version}"`, "Idempotency-Key": "retry-me" },
      );
    const first = await send();
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
  });
});

describe("moves carry their game, so clients narrow their events", () => {
  it("tags every move with the match's game", async () => {
    const [ada, bea] = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch([ada, bea], { game: "santa-maria" });
    const player = inSeats(match, [ada, bea])[match.activeSeats[0]];
    const action = (await player.get(`/v1/matches/${match.id}`)).body.legalActions[0];
    const moved = await player.post(`/v1/matches/${match.id}/actions`, {
      action,
      expectedVersion: match.version,
    });
    expect(moved.body.game).toBe("santa-maria");
    const list = await new Client(api.url).get(`/v1/matches/${match.id}/moves`);
    expect(list.body.moves.map((m: { game: string }) => m.game)).toEqual(["santa-maria"]);
  });
});
