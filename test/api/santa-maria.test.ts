import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import { type Client, inSeats, newPlayer, useServer } from "./harness";

const api = useServer();

/** Plays a match to its end through the API only: whoever is active picks one of their legal actions. */
async function playToEnd(players: (Client & { id: string })[], matchId: string) {
  let moves = 0;
  for (;;) {
    const seen = await players[0].get(`/v1/matches/${matchId}`);
    if (seen.body.status !== "active") return { match: seen.body, moves };
    const bySeat = inSeats(seen.body, players);
    for (const seat of seen.body.activeSeats as number[]) {
      const mine = await bySeat[seat].get(`/v1/matches/${matchId}`);
      const actions = mine.body.legalActions;
      expect(actions.length).toBeGreaterThan(0);
      const action = actions[(mine.body.version * 7919) % actions.length];
      const moved = await bySeat[seat].post(
        `/v1/matches/${matchId}/actions`,
        { action },
        { "If-Match": `"v${mine.body.version}"` },
      );
      expect(moved.status).toBe(201);
      moves++;
    }
  }
}

describe("Santa Maria hosted by the same API", () => {
  it("is listed with its option and action schemas", async () => {
    const listed = await listedGames();
    const game = listed.find((g: { id: string }) => g.id === "santa-maria");
    expect(game.players).toEqual({ min: 1, max: 4 });
    expect(JSON.stringify(game.actionSchema)).toContain("retire");
    expect(JSON.stringify(game.optionsSchema)).toContain("blueDice");
  });

  it("plays a solo match, which starts at once, to the end", async () => {
    const solo = await newPlayer(api.url, "Solo");
    const created = await solo.post("/v1/matches", { game: "santa-maria", seats: 1, seed: "solo-api" });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("active");
    const { match } = await playToEnd([solo], created.body.id);
    expect(match.status).toBe("finished");
    expect(match.result.standings.map((p: { seat: number }) => p.seat)).toEqual([0]);
  });

  it("plays a two-player match to the end; its history replays from the revealed seed", async () => {
    const players = [await newPlayer(api.url, "Isa"), await newPlayer(api.url, "Jon")];
    const created = await players[0].post("/v1/matches", {
      game: "santa-maria",
      seats: 2,
      seed: "duo-api",
      options: { blueDice: "commonPool" },
    });
    await players[1].post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
    const { match, moves } = await playToEnd(players, created.body.id);
    expect(match.status).toBe("finished");
    expect(createHash("sha256").update(match.seed).digest("hex")).toBe(match.seedCommitment);
    const history = await players[1].get(`/v1/matches/${created.body.id}/history`);
    expect(history.body.moves.length).toBe(moves);
    let state = santaMaria.setup(
      history.body.seed,
      2,
      santaMaria.schemas.options.parse(history.body.options),
    );
    for (const move of history.body.moves) state = santaMaria.apply(state, move.seat, move.action).state;
    expect(santaMaria.result(state)).toEqual(match.result);
    const stale = await players[0].post(`/v1/matches/${created.body.id}/actions`, {
      action: { type: "endTurn" },
      expectedVersion: match.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/finished/);
  });

  it("refuses an action of the other game with a validation problem", async () => {
    const solo = await newPlayer(api.url, "Mix");
    const created = await solo.post("/v1/matches", { game: "santa-maria", seats: 1 });
    const wrong = await solo.post(`/v1/matches/${created.body.id}/actions`, {
      action: { type: "chooseSet", set: "A" },
      expectedVersion: created.body.version,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.type).toBe("/problems/validation-error");
    const after = await solo.get(`/v1/matches/${created.body.id}`);
    expect(after.body.version).toBe(created.body.version);
  });
});

async function listedGames() {
  const anyone = await newPlayer(api.url, "Lister");
  return (await anyone.get("/v1/games")).body.games;
}
