import { describe, expect, test } from "vitest";
import { loadCurrentBack } from "../../functions/matches/current";
import type { Delivery } from "../../functions/notify/deliveries";
import { settingsOf } from "../../functions/notify/settings";
import { mayHaveBeenToldSince } from "../../functions/notify/told-since";
import { movesReadBack, ownMove } from "../../functions/notify/unseen";
import { type Json, newPlayer, type Player, startedMatch, useServer } from "../api/harness";

const api = useServer();

/** What the judge of a turn email would find: the match, the moves back to the reader's own last one, the reader's settings. */
async function judged(d: Delivery, seat: number) {
  const { deps } = api.server;
  const read = await loadCurrentBack(deps, d.matchId, 8);
  const recent = await movesReadBack(deps, read, ownMove(seat));
  const player = await deps.store.getPlayer(d.playerId);
  if (!player) throw new Error("no reader");
  return { match: read.match, recent, settings: settingsOf(player) };
}

describe("a turn email reads its reader's deliveries only when one made since their own last move could matter", () => {
  test("with the worker following every move and two readers told of every move: whenever the read is skipped, it would have found no delivery of the match on the channel but the notice's own; and it is skipped for most turns of those told on their turn alone", async () => {
    const { deps } = api.server;
    const players = await Promise.all(["Ann", "Bo", "Cat", "Dan"].map((name) => newPlayer(api.url, name)));
    for (const [i, p] of players.entries()) {
      const stored = await deps.store.getPlayer(p.id);
      if (stored) await deps.store.changePlayer(stored, (q) => ({ ...q, email: `${p.id}@example.test` }));
      const when = i < 2 ? "always" : "myTurn";
      expect((await p.request("PUT", "/v1/me/notifications", { body: { email: { when } } })).status).toBe(
        200,
      );
    }
    const started = await startedMatch(players);
    const path = `/v1/matches/${started.id}`;
    const bySeat = new Map<number, Player>();
    for (const p of players) bySeat.set((await p.get(path)).body.yourSeat, p);
    await api.server.work();
    const seen = { skipped: 0, read: 0, byWhen: new Map<string, { skipped: number; read: number }>() };
    for (let m: Json = (await players[0].get(path)).body; m.status === "active"; ) {
      for (const seat of m.activeSeats as number[]) {
        const reader = bySeat.get(seat) as Player;
        const pending = (await deps.store.deliveriesOf(reader.id, 10)).find(
          (d) =>
            d.matchId === started.id &&
            d.kind === "yourTurn" &&
            d.channel === "email" &&
            d.version === m.version,
        );
        if (!pending) continue;
        const { match, recent, settings } = await judged(pending, seat);
        const own = recent.find(ownMove(seat));
        if (!own) continue;
        const skip = !mayHaveBeenToldSince(pending, match, seat, recent, settings);
        const since = await deps.store.deliveriesSince(reader.id, own.at, 50);
        const others = since.filter(
          (d) => d.matchId === started.id && d.channel === "email" && d.id !== pending.id,
        );
        if (skip) expect(others).toEqual([]);
        const tally = seen.byWhen.get(settings.email.when) ?? { skipped: 0, read: 0 };
        tally[skip ? "skipped" : "read"]++;
        seen.byWhen.set(settings.email.when, tally);
        // a clock could have reminded the reader since: then it is always read
        expect(mayHaveBeenToldSince(pending, { ...match, clock: clockOf() }, seat, recent, settings)).toBe(
          true,
        );
      }
      const seat: number = m.activeSeats[0];
      const mover = bySeat.get(seat) as Player;
      const view = (await mover.get(path)).body;
      const action = view.legalActions[(view.version * 7) % view.legalActions.length];
      expect((await mover.post(`${path}/actions`, { action, expectedVersion: view.version })).status).toBe(
        201,
      );
      await api.server.work();
      m = (await players[0].get(path)).body;
    }
    const always = seen.byWhen.get("always");
    const myTurn = seen.byWhen.get("myTurn");
    // told of every move, a reader has most often had a notice since their own last move: read
    expect(always?.read).toBeGreaterThan(5);
    expect(always?.read ?? 0).toBeGreaterThan(always?.skipped ?? 0);
    // told on their turn alone, nothing else came since: skipped
    expect(myTurn?.skipped).toBeGreaterThan(10);
    expect(myTurn?.skipped ?? 0).toBeGreaterThan(myTurn?.read ?? 0);
  }, 240_000);
});

function clockOf() {
  return {
    moveHours: 24,
    remindHours: [2],
    onTimeout: "wait" as const,
    standIn: "quick" as const,
    vacationDays: 0,
  };
}
