import { DeleteItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { Glicko2 } from "glicko2";
import { describe, expect, it } from "vitest";
import { initialRating, outcomeByPlace, TAU } from "../../domain/core/ratings";
import { processChange } from "../../functions/follow-ups/fan-out";
import { rateMatch } from "../../functions/ratings/rate-match";
import { encodePageCursor } from "../../functions/routes/paging";
import { type RatingRecord, ratingsTable } from "../../functions/store/ratings";
import type { SnapshotRecord } from "../../functions/store/records";
import { crashAfterCall } from "./crash-injection";
import {
  Client,
  expectProblem,
  finishMatch,
  type Json,
  newPlayer,
  type Player,
  startedMatch,
  useServer,
} from "./harness";

const api = useServer();

/** Each person's rating after one match between people who all start out new, as the library itself says. */
function libraryRatings(places: number[]): { rating: number; rd: number }[] {
  const system = new Glicko2({ tau: TAU, ...initialRating });
  const players = places.map(() =>
    system.makePlayer(initialRating.rating, initialRating.rd, initialRating.vol),
  );
  system.updateRatings(
    places.flatMap((a, i) =>
      places
        .slice(i + 1)
        .map(
          (b, j) =>
            [players[i], players[i + 1 + j], outcomeByPlace(a, b)] as [
              (typeof players)[number],
              (typeof players)[number],
              number,
            ],
        ),
    ),
  );
  return players.map((p) => ({ rating: p.getRating(), rd: p.getRd() }));
}

/** The match's final places by player id, from its own answer. */
async function placesOf(reader: Client, matchId: string): Promise<Map<string, number>> {
  const match = (await reader.get(`/v1/matches/${matchId}`)).body;
  expect(match.status).toBe("finished");
  return new Map(
    match.result.standings.map((s: Json) => [match.seats[s.seat].player.id as string, s.place as number]),
  );
}

/** Plays a match with computer seats to its end: the people take their first legal action, the worker moves the computers. */
async function finishWithComputers(people: Player[], matchId: string): Promise<void> {
  for (let step = 0; step < 2000; step++) {
    await api.server.work({ queues: false });
    const views = await Promise.all(people.map((p) => p.get(`/v1/matches/${matchId}`)));
    if (views[0].body.status === "finished") return;
    const mover = views.findIndex((v) => v.body.awaitingYou);
    if (mover < 0) continue;
    const moved = await people[mover].post(`/v1/matches/${matchId}/actions`, {
      action: views[mover].body.legalActions[0],
      expectedVersion: views[mover].body.version,
    });
    expect([201, 409]).toContain(moved.status);
  }
  throw new Error("the match does not end");
}

async function finishedSnapshot(matchId: string): Promise<SnapshotRecord> {
  const { store } = api.server.deps;
  const match = await store.getMatch(matchId);
  const snapshot = await store.getSnapshot(matchId, match?.version ?? 0);
  if (snapshot?.status !== "finished") throw new Error("the match is not finished");
  return snapshot;
}

const profile = async (p: Player) => (await new Client(api.url).get(`/v1/players/${p.id}/profile`)).body;
const gameOf = (body: Json, game = "santa-cruz") => body.games.find((g: Json) => g.game === game);

describe("ratings: Glicko-2 per game, after the match ends", () => {
  it("a finished 2-person match moves both ratings by the library's numbers, the winner's up", async () => {
    const players = await Promise.all(["Rae", "Sol"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players, { seed: "rated-pair" });
    await finishMatch(players, match.id);
    // the move's own write rates nobody: the worker does, after the end
    expect(gameOf(await profile(players[0]))).toBeUndefined();
    await api.server.work();

    const places = await placesOf(players[0], match.id);
    const expected = libraryRatings(players.map((p) => places.get(p.id) as number));
    for (const [i, p] of players.entries()) {
      const g = gameOf(await profile(p));
      expect(g).toMatchObject({
        played: 1,
        rated: 1,
        won: places.get(p.id) === 1 ? 1 : 0,
        provisional: true,
      });
      expect(g.rating).toBeCloseTo(expected[i].rating, 1);
      expect(g.deviation).toBeCloseTo(expected[i].rd, 1);
      expect(g.recentMatches).toEqual([
        {
          matchId: match.id,
          place: places.get(p.id),
          seats: 2,
          ratingChange: expect.closeTo(expected[i].rating - 1500, 1),
          finishedAt: expect.any(String),
        },
      ]);
    }
    const [a, b] = players.map((p) => places.get(p.id) as number);
    if (a !== b) {
      const winner = a < b ? 0 : 1;
      expect(gameOf(await profile(players[winner])).rating).toBeGreaterThan(1500);
      expect(gameOf(await profile(players[1 - winner])).rating).toBeLessThan(1500);
    }
  });

  it("computer seats are not rated: the people are rated against each other only, and a person alone is not rated", async () => {
    const [host, guest, solo] = await Promise.all(["Ula", "Vic", "Wes"].map((n) => newPlayer(api.url, n)));
    const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 3 });
    await guest.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
    const started = await host.post(`/v1/matches/${created.body.id}/bots`, { level: "random" });
    expect(started.body.status).toBe("active");
    await finishWithComputers([host, guest], created.body.id);
    await api.server.work();

    const places = await placesOf(host, created.body.id);
    const people = [host, guest];
    const expected = libraryRatings(people.map((p) => places.get(p.id) as number));
    for (const [i, p] of people.entries()) {
      const g = gameOf(await profile(p));
      expect(g).toMatchObject({ played: 1, rated: 1 });
      expect(g.rating).toBeCloseTo(expected[i].rating, 1);
      expect(g.recentMatches[0]).toMatchObject({ seats: 3, place: places.get(p.id) });
    }

    const alone = await solo.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    await solo.post(`/v1/matches/${alone.body.id}/bots`, { level: "random" });
    await finishWithComputers([solo], alone.body.id);
    await api.server.work();
    const g = gameOf(await profile(solo));
    expect(g).toMatchObject({ played: 1, rated: 0, rating: 1500, deviation: 350, provisional: true });
    expect(g.recentMatches[0].ratingChange).toBeNull();
    const board = await new Client(api.url).get("/v1/games/santa-cruz/leaderboard?limit=100");
    expect(board.body.players.map((l: Json) => l.playerId)).not.toContain(solo.id);
  });

  it("a person who resigned is rated as last, against the person who played on", async () => {
    const players = await Promise.all(["Quin", "Pia"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players, { seed: "rated-resign" });
    const resigned = await players[0].post(`/v1/matches/${match.id}/resign`);
    expect(resigned.status).toBe(200);
    await api.server.work();
    const places = await placesOf(players[1], match.id);
    expect(places.get(players[0].id)).toBe(2);
    const expected = libraryRatings([2, 1]);
    const [quitter, stayer] = await Promise.all(players.map(async (p) => gameOf(await profile(p))));
    expect(quitter).toMatchObject({ played: 1, won: 0, rated: 1 });
    expect(quitter.rating).toBeCloseTo(expected[0].rating, 1);
    expect(stayer).toMatchObject({ played: 1, won: 1, rated: 1 });
    expect(stayer.rating).toBeCloseTo(expected[1].rating, 1);
  });

  it("a redelivered stream record, and two workers at once, rate a match exactly once", async () => {
    const players = await Promise.all(["Xia", "Yul"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players, { seed: "rated-twice" });
    await finishMatch(players, match.id);
    const snapshot = await finishedSnapshot(match.id);
    const change = {
      kind: "snapshot" as const,
      id: `snapshot:${match.id}:${snapshot.version}`,
      matchId: match.id,
      version: snapshot.version,
      snapshot,
    };
    // two workers at once, then the stream's own delivery, then a redelivery of the same record
    await Promise.all([processChange(api.server.deps, change), processChange(api.server.deps, change)]);
    await api.server.work();
    await processChange(api.server.deps, change);

    const places = await placesOf(players[0], match.id);
    const expected = libraryRatings(players.map((p) => places.get(p.id) as number));
    for (const [i, p] of players.entries()) {
      const g = gameOf(await profile(p));
      expect(g).toMatchObject({ played: 1, rated: 1 });
      expect(g.recentMatches).toHaveLength(1);
      expect(g.rating).toBeCloseTo(expected[i].rating, 1);
    }
  });

  it("a worker that dies after any of its writes leaves a match its retry rates exactly once", async () => {
    const players = await Promise.all(["Zed", "Amy"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players, { seed: "rated-crash" });
    await finishMatch(players, match.id);
    const snapshot = await finishedSnapshot(match.id);
    const { deps } = api.server;
    const { db, tableName } = deps.store;
    const ratings = ratingsTable(deps.store);
    const forget = async () => {
      for (const key of [
        { pk: `RATED#${match.id}`, sk: "RATINGS" },
        ...players.map((p) => ({ pk: `PLAYER#${p.id}`, sk: "RATING#santa-cruz" })),
      ])
        await db.send(new DeleteItemCommand({ TableName: tableName, Key: marshall(key) }));
    };
    const counted = crashAfterCall(db, 0);
    await rateMatch(deps, snapshot);
    counted.stop();
    const once = await ratings.ratingsIn(
      "santa-cruz",
      players.map((p) => p.id),
    );
    expect(counted.calls.length).toBeGreaterThan(4);

    for (let n = 1; n <= counted.calls.length; n++) {
      await forget();
      const crash = crashAfterCall(db, n);
      await expect(rateMatch(deps, snapshot)).rejects.toThrow(/injected crash/);
      crash.stop();
      await rateMatch(deps, snapshot);
      await rateMatch(deps, snapshot);
      expect(
        await ratings.ratingsIn(
          "santa-cruz",
          players.map((p) => p.id),
        ),
        `crash after call ${n}`,
      ).toEqual(once);
    }
  });
});

describe("GET /v1/players/{playerId}/profile", () => {
  it("is public and shows no private data: no email, API key, settings or sessions", async () => {
    const created = await new Client(api.url).post("/v1/players", { name: "Bo", email: "bo@example.org" });
    const bo = Object.assign(new Client(api.url, created.body.apiKey), {
      id: created.body.player.id as string,
    });
    const other = await newPlayer(api.url, "Cy");
    const match = await startedMatch([bo, other], { seed: "private" });
    await finishMatch([bo, other], match.id);
    await api.server.work();
    // anyone, and another person's key, read the same public profile
    const anonymous = await new Client(api.url).get(`/v1/players/${bo.id}/profile`);
    const byOther = await other.get(`/v1/players/${bo.id}/profile`);
    expect(anonymous.status).toBe(200);
    expect(byOther.body).toEqual(anonymous.body);
    expect(anonymous.headers.get("cache-control")).toMatch(/^public/);
    expect(Object.keys(anonymous.body).sort()).toEqual(["games", "id", "name"]);
    expect(anonymous.body).toMatchObject({ id: bo.id, name: "Bo" });
    const text = JSON.stringify(anonymous.body);
    for (const secret of [
      "bo@example.org",
      created.body.apiKey,
      created.body.apiKey.split(".")[1],
      "keyHash",
      "email",
      "notifications",
    ])
      expect(text).not.toContain(secret);
  });

  it("answers 404 for an unknown player and 400 for an id no player can have, changing nothing", async () => {
    expectProblem(await new Client(api.url).get("/v1/players/p_nobodyAtAll/profile"), 404, "not-found");
    expectProblem(
      await new Client(api.url).get(`/v1/players/${"x".repeat(65)}/profile`),
      400,
      "validation-error",
    );
    expectProblem(await new Client(api.url).get("/v1/players/p%24%7B1%7D/profile"), 400, "validation-error");
  });
});

describe("GET /v1/games/{gameId}/leaderboard", () => {
  /** Rated records written as the worker writes them: the order and paging need many ratings, not many matches. */
  async function seedBoard(game: string, ratingsList: number[]): Promise<RatingRecord[]> {
    const table = ratingsTable(api.server.deps.store);
    const records = ratingsList.map(
      (rating, i): RatingRecord => ({
        playerId: `p_board${game.length}${i}`,
        game,
        name: `Board ${i}`,
        played: 3,
        won: 1,
        rated: i === ratingsList.length - 1 ? 0 : 3,
        rating,
        rd: i % 2 === 0 ? 80 : 200,
        vol: 0.06,
        recent: [],
        updatedAt: new Date().toISOString(),
      }),
    );
    for (const r of records) expect(await table.putRating(r, null)).toBe(true);
    return records;
  }

  it("lists rated players best first, one page after another, each once; an unrated record is not on it", async () => {
    const records = await seedBoard(
      "santa-maria",
      [1500, 1720.5, 1288.25, 1720.5, 1999, 1500.01, 1600, 2100],
    );
    const rated = records.filter((r) => r.rated > 0);
    const seen: Json[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: Json = await new Client(api.url).get(
        `/v1/games/santa-maria/leaderboard?limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.game).toBe("santa-maria");
      expect(reply.body.players.length).toBeLessThanOrEqual(3);
      seen.push(...reply.body.players);
      cursor = reply.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((l) => l.playerId).sort()).toEqual(rated.map((r) => r.playerId).sort());
    const ratingsSeen = seen.map((l) => l.rating);
    expect(ratingsSeen).toEqual([...ratingsSeen].sort((x, y) => y - x));
    expect(seen[0]).toMatchObject({
      rating: 1999,
      name: "Board 4",
      provisional: false,
      played: 3,
      won: 1,
      rated: 3,
    });
    // the odd ones are still unsure (deviation 200): provisional
    expect(seen.find((l) => l.playerId === records[1].playerId)?.provisional).toBe(true);
  });

  it("names a renamed player as their profile does: the rename reaches their lines, and a match they sat down to before it", async () => {
    const players = await Promise.all(["Kim", "Lou"].map((n) => newPlayer(api.url, n)));
    const first = await startedMatch(players, { seed: "renamed-1" });
    const second = await startedMatch(players, { seed: "renamed-2" });
    await finishMatch(players, first.id);
    await api.server.work();
    const line = async () =>
      (await new Client(api.url).get("/v1/games/santa-cruz/leaderboard?limit=100")).body.players.find(
        (p: Json) => p.playerId === players[0].id,
      );
    expect((await line()).name).toBe("Kim");
    expect((await players[0].request("PATCH", "/v1/me", { body: { name: "Kim Renamed" } })).status).toBe(200);
    expect((await line()).name).toBe("Kim Renamed");
    expect((await profile(players[0])).name).toBe("Kim Renamed");
    // the second match was joined as "Kim": its end names her as she is called now
    await finishMatch(players, second.id);
    await api.server.work();
    expect(await line()).toMatchObject({ name: "Kim Renamed", played: 2 });
  });

  it("refuses a forged cursor, another list's cursor and an unknown game, with a clear 4xx", async () => {
    const anyone = new Client(api.url);
    const path = "/v1/games/santa-maria/leaderboard";
    expectProblem(await anyone.get(`${path}?cursor=not-a-cursor`), 400, "validation-error");
    expectProblem(
      await anyone.get(`${path}?cursor=${encodePageCursor("leaderboard/santa-cruz", "0000001#p_x")}`),
      400,
      "validation-error",
    );
    expectProblem(
      await anyone.get(`${path}?cursor=${encodePageCursor("leaderboard/santa-maria", "' OR 1=1")}`),
      400,
      "validation-error",
    );
    expectProblem(
      await anyone.get(`${path}?cursor=${encodePageCursor("leaderboard/santa-maria", 7)}`),
      400,
      "validation-error",
    );
    expectProblem(await anyone.get(`${path}?limit=101`), 400, "validation-error");
    expectProblem(await anyone.get(`${path}?cursor=${"A".repeat(201)}`), 400, "validation-error");
    expectProblem(await anyone.get("/v1/games/no-such-game/leaderboard"), 404, "not-found");
  });
});
