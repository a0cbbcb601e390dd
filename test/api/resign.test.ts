import { describe, expect, it } from "vitest";
import { finalStandings } from "../../domain/core/resignations";
import { rateLimits } from "../../functions/http/rate-limits";
import { replay } from "../../web/src/replay/engine";
import {
  type Client,
  expectProblem,
  type Json,
  newPlayer,
  seatOf,
  startedMatch,
  tableSnapshot,
  useServer,
} from "./harness";

const api = useServer({
  rateLimits: { ...rateLimits, "players-per-address": { quota: 1000, windowSeconds: 3600 } },
});

type Player = Client & { id: string };

async function people(...names: string[]): Promise<Player[]> {
  return Promise.all(names.map((name) => newPlayer(api.url, name)));
}

/** The table's items but the limits' counters: what a refused request must leave as it was. */
async function dataItems(): Promise<string[]> {
  return (await tableSnapshot(api.server)).filter((item) => !item.includes('"RATE#'));
}

/** The seated player whose seat is active plays its first legal action. */
async function playOne(players: Player[], matchId: string): Promise<Json> {
  const match = (await players[0].get(`/v1/matches/${matchId}`)).body;
  const seat = match.activeSeats[0];
  const mover = players.find((p) => seatOf(match, p) === seat);
  if (!mover) throw new Error(`nobody here sits at seat ${seat}`);
  const view = (await mover.get(`/v1/matches/${matchId}`)).body;
  return mover.post(
    `/v1/matches/${matchId}/actions`,
    { action: view.legalActions[0] },
    { "if-match": `"v${view.version}"` },
  );
}

describe("resign", () => {
  it("rule: a resigned seat counts as last, a later resignation above an earlier one, the others keep the game's order", () => {
    const game = {
      result: () => ({
        standings: [
          { seat: 2, score: 30, place: 1 },
          { seat: 0, score: 20, place: 2 },
          { seat: 3, score: 20, place: 2 },
          { seat: 1, score: 10, place: 4 },
        ],
      }),
      standing: () => 0,
    };
    expect(finalStandings(game, {}, [undefined, undefined, 7, 3], true)?.standings).toEqual([
      { seat: 0, score: 20, place: 1 },
      { seat: 1, score: 10, place: 2 },
      { seat: 2, score: 30, place: 3, resigned: true },
      { seat: 3, score: 20, place: 4, resigned: true },
    ]);
    // ended by the resignations before the rules ended it: the seats still playing by their standing then
    const early = { result: () => null, standing: (_: unknown, seat: number) => [5, 9, 1][seat] };
    expect(finalStandings(early, {}, [4, undefined, undefined], true)?.standings).toEqual([
      { seat: 1, score: 9, place: 1 },
      { seat: 2, score: 1, place: 2 },
      { seat: 0, score: 5, place: 3, resigned: true },
    ]);
    expect(finalStandings(early, {}, [4, undefined, undefined], false)).toBeNull();
  });

  it("rule: in a match of two people the one left wins at once, the resigned seat last in the result and in the history", async () => {
    const [ada, bea] = await people("Ada", "Bea");
    const started = await startedMatch([ada, bea]);
    const resigned = await ada.post(`/v1/matches/${started.id}/resign`);
    expect(resigned.status).toBe(200);
    expect(resigned.headers.get("etag")).toBe(`"v${started.version + 1}-s${seatOf(started, ada)}"`);
    const match = resigned.body;
    expect(match).toMatchObject({
      status: "finished",
      version: started.version + 1,
      activeSeats: [],
      legalActions: [],
    });
    // the game's view agrees: no seat is to act once a resignation ended the match
    expect(match.view.activeSeats).toEqual([]);
    expect((await bea.get(`/v1/matches/${started.id}`)).body.view.activeSeats).toEqual([]);
    expect(match.seats.map((s: Json) => s.resigned)).toEqual(
      match.seats.map((s: Json) => s.player.id === ada.id),
    );
    expect(match.result.standings).toEqual([
      expect.objectContaining({ seat: seatOf(match, bea), place: 1 }),
      { seat: seatOf(match, ada), score: expect.any(Number), place: 2, resigned: true },
    ]);
    const history = (
      await new (ada.constructor as typeof Client)(api.url).get(`/v1/matches/${started.id}/history`)
    ).body;
    expect(history.resignations).toEqual([
      { version: match.version, seat: seatOf(match, ada), at: expect.any(String) },
    ]);
    expect(history.moves).toEqual([]);
    expect(history.result).toEqual(match.result);
    // the web client's replay, by the rules and the resignations, reaches the recorded result
    expect(replay(history).result).toEqual(history.result);
  });

  it("a computer plays the resigned seat on while two or more still play, and the person can no longer act", async () => {
    const players = await people("Ada", "Bea", "Cy");
    const [ada] = players;
    const started = await startedMatch(players);
    const resigned = await ada.post(`/v1/matches/${started.id}/resign`);
    expect(resigned.body).toMatchObject({ status: "active", legalActions: [], awaitingYou: false });
    const mine = seatOf(started, ada);
    const after = resigned.body.version;
    for (let round = 0; round < 40; round++) {
      const match = (await ada.get(`/v1/matches/${started.id}`)).body;
      const moves = (await ada.get(`/v1/matches/${started.id}/moves?after=${after}`)).body.moves;
      if (moves.some((m: Json) => m.seat === mine)) break;
      if (match.activeSeats.includes(mine)) {
        const refused = await ada.post(
          `/v1/matches/${started.id}/actions`,
          { action: { type: "pass" } },
          { "if-match": `"v${match.version}"` },
        );
        expectProblem(refused, 403, "forbidden");
        await api.server.work();
      } else {
        await playOne(players.slice(1), started.id);
      }
    }
    const moves = (await ada.get(`/v1/matches/${started.id}/moves?after=${after}`)).body.moves;
    expect(moves.some((m: Json) => m.seat === mine)).toBe(true);
  });

  it("the resignation is in every reader's moves, a spectator's with no action and nothing the table hid", async () => {
    const [ada, bea] = await people("Ada", "Bea");
    const started = await startedMatch([ada, bea]);
    const anyone = new (ada.constructor as typeof Client)(api.url);
    const before = (await anyone.get(`/v1/matches/${started.id}`)).body;
    await bea.post(`/v1/matches/${started.id}/resign`);
    const seen = (await anyone.get(`/v1/matches/${started.id}/moves?after=${started.version}`)).body.moves;
    expect(seen).toEqual([
      {
        game: "santa-cruz",
        matchId: started.id,
        version: started.version + 1,
        seat: seatOf(started, bea),
        at: expect.any(String),
        resigned: true,
        events: [],
        activeSeats: [],
        status: "finished",
      },
    ]);
    const own = (await bea.get(`/v1/matches/${started.id}/moves?after=${started.version}`)).body.moves[0];
    expect(own).not.toHaveProperty("action");
    const after = (await anyone.get(`/v1/matches/${started.id}`)).body;
    // the state did not change: the spectator sees the board it saw, with no seat left to act
    expect(before.view.activeSeats.length).toBeGreaterThan(0);
    expect(after.view).toEqual({ ...before.view, activeSeats: [] });
  });

  it("refuses a stranger, a missing or forged key, an unknown match, the lobby, a second resignation and the end, changing nothing", async () => {
    const [ada, bea, eve] = await people("Ada", "Bea", "Eve");
    const lobby = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const started = await startedMatch([ada, bea].reverse().concat(await people("Cy")));
    const unchanged = await dataItems();
    expectProblem(await eve.post(`/v1/matches/${started.id}/resign`), 403, "forbidden");
    expectProblem(
      await new (ada.constructor as typeof Client)(api.url).post(`/v1/matches/${started.id}/resign`),
      401,
      "unauthorized",
    );
    expectProblem(
      await new (ada.constructor as typeof Client)(api.url, "forged-key-0000").post(
        `/v1/matches/${started.id}/resign`,
      ),
      401,
      "unauthorized",
    );
    expectProblem(await ada.post("/v1/matches/m_nosuchmatch00/resign"), 404, "not-found");
    expectProblem(await ada.post(`/v1/matches/m_${"x".repeat(300)}/resign`), 400, "validation-error");
    expectProblem(
      await ada.post(`/v1/matches/${started.id}/resign`, undefined, { "if-match": `"v${"9".repeat(200)}"` }),
      400,
      "validation-error",
    );
    expectProblem(
      await ada.post(`/v1/matches/${started.id}/resign`, undefined, { "idempotency-key": "k".repeat(201) }),
      400,
      "validation-error",
    );
    expectProblem(
      await ada.post(`/v1/matches/${started.id}/resign`, undefined, { "if-match": "seven" }),
      400,
      "validation-error",
    );
    expect(await dataItems()).toEqual(unchanged);
    expectProblem(await ada.post(`/v1/matches/${lobby.id}/resign`), 409, "conflict");

    const first = await ada.post(`/v1/matches/${started.id}/resign`, undefined, {
      "idempotency-key": "resign-1",
    });
    expect(first.status).toBe(200);
    const again = await ada.post(`/v1/matches/${started.id}/resign`, undefined, {
      "idempotency-key": "resign-1",
    });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.version).toBe(first.body.version);
    const afterFirst = await dataItems();
    expectProblem(await ada.post(`/v1/matches/${started.id}/resign`), 409, "conflict");
    expect(await dataItems()).toEqual(afterFirst);

    await bea.post(`/v1/matches/${started.id}/resign`);
    const ended = (await ada.get(`/v1/matches/${started.id}`)).body;
    expect(ended.status).toBe("finished");
    expect(ended.result.standings.map((s: Json) => [s.seat, s.place, s.resigned ?? false])).toEqual([
      [ended.seats.find((s: Json) => s.player.name === "Cy").seat, 1, false],
      [seatOf(ended, bea), 2, true],
      [seatOf(ended, ada), 3, true],
    ]);
    const cy = ended.seats.find((s: Json) => s.player.name === "Cy").player;
    expect(cy.computer).toBe(false);
    const done = await dataItems();
    expectProblem(await bea.post(`/v1/matches/${started.id}/resign`), 409, "conflict");
    expect(await dataItems()).toEqual(done);
  });

  it("a resignation and a move decided on the same version: exactly one wins it", async () => {
    for (let round = 0; round < 3; round++) {
      const [ada, bea] = await people("Ada", "Bea");
      const started = await startedMatch([ada, bea]);
      const mover = started.activeSeats.includes(seatOf(started, ada)) ? ada : bea;
      const quitter = mover === ada ? bea : ada;
      const view = (await mover.get(`/v1/matches/${started.id}`)).body;
      const ifMatch = { "if-match": `"v${view.version}"` };
      const [moved, resigned] = await Promise.all([
        mover.post(`/v1/matches/${started.id}/actions`, { action: view.legalActions[0] }, ifMatch),
        quitter.post(`/v1/matches/${started.id}/resign`, undefined, ifMatch),
      ]);
      const won = [moved.status, resigned.status].filter((s) => s < 300);
      expect(won).toHaveLength(1);
      const lost = moved.status < 300 ? resigned : moved;
      expectProblem(lost, 412, "precondition-failed");
      const now = (await ada.get(`/v1/matches/${started.id}`)).body;
      expect(now.version).toBe(view.version + 1);
    }
  });
});
