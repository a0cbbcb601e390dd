import { describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { Client, inSeats, newPlayer, startedMatch, useServer } from "./harness";

const api = useServer();

/** The match state rebuilt from the seed and the stored moves, as an auditor would. */
async function replayed(matchId: string) {
  const { store } = api.server.deps;
  const match = await store.getMatch(matchId);
  if (!match) throw new Error("no match");
  let state = santaCruz.setup(match.seed, match.seats.length, match.options as { setAssignment: "draft" });
  for (const move of await store.movesAfter(matchId, 0))
    state = santaCruz.apply(state, move.seat, move.action as never).state;
  return { match, state };
}

describe("concurrent actions on one match", () => {
  it("lets exactly one of many simultaneous actions at a version succeed; the rest get the conflict answer", async () => {
    const joined = await Promise.all(["Ann", "Ben", "Cid"].map((n) => newPlayer(api.url, n)));
    const created = await startedMatch(joined, { seed: "race" });
    const players = inSeats(created, joined);
    for (let round = 0; round < 12; round++) {
      const before = await players[0].get(`/v1/matches/${created.id}`);
      const [seat] = before.body.activeSeats;
      const actor = players[seat];
      const mine = await actor.get(`/v1/matches/${created.id}`);
      const actions: unknown[] = mine.body.legalActions;
      // eight clients of the same player race with different legal actions, plus the other players
      const attempts = Array.from({ length: 8 }, (_, i) =>
        new Client(api.url, actor.apiKey).post(`/v1/matches/${created.id}/actions`, {
          action: actions[i % actions.length],
          expectedVersion: mine.body.version,
        }),
      );
      const others = players
        .filter((_, i) => i !== seat)
        .map((p) =>
          p.post(`/v1/matches/${created.id}/actions`, {
            action: actions[0],
            expectedVersion: mine.body.version,
          }),
        );
      const replies = await Promise.all(attempts);
      const won = replies.filter((r) => r.status === 201);
      expect(won.length).toBe(1);
      for (const r of replies.filter((x) => x.status !== 201)) {
        expect(r.status).toBe(409);
        expect(r.body.type).toBe("/problems/stale-version");
        expect(r.body.currentVersion).toBe(mine.body.version + 1);
      }
      for (const r of await Promise.all(others)) expect([409, 422]).toContain(r.status);
      expect(won[0].body.version).toBe(mine.body.version + 1);
    }
    const { match, state } = await replayed(created.id);
    expect(match.version).toBe(created.version + 12);
    expect(JSON.stringify(match.state)).toBe(JSON.stringify(state));
  });

  it("answers every concurrent retry with one Idempotency-Key with the same first answer, applied once", async () => {
    const joined = await Promise.all(["Dee", "Eve"].map((n) => newPlayer(api.url, n)));
    const created = await startedMatch(joined, { seed: "retry" });
    const players = inSeats(created, joined);
    const [seat] = created.activeSeats;
    const mine = await players[seat].get(`/v1/matches/${created.id}`);
    const body = { action: mine.body.legalActions[0], expectedVersion: mine.body.version };
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        new Client(api.url, players[seat].apiKey).post(`/v1/matches/${created.id}/actions`, body, {
          "Idempotency-Key": "same-key",
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(new Array(6).fill(201));
    for (const r of replies) expect(r.body).toEqual(replies[0].body);
    const moves = await api.server.deps.store.movesAfter(created.id, 0);
    expect(moves.length).toBe(1);
    const later = await players[seat].post(`/v1/matches/${created.id}/actions`, body, {
      "Idempotency-Key": "same-key",
    });
    expect(later.status).toBe(201);
    expect(later.body).toEqual(replies[0].body);
  });
});
