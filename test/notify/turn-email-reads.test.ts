import { describe, expect, test, vi } from "vitest";
import { deliver } from "../../functions/notify/send";
import { unseenMoves } from "../../functions/notify/unseen";
import type { MoveRecord } from "../../functions/store/records";
import {
  inSeats,
  type Json,
  newPlayer,
  type Player,
  playToEnd,
  startedMatch,
  useServer,
} from "../api/harness";
import { consumption } from "../store/consumed";

const api = useServer();

/** What a reader had not seen, as it was found before: every move of the last 60 read and sifted. */
function unseenAsBefore(all: MoveRecord[], seat: number, upTo: number) {
  const start = Math.max(0, upTo - 60);
  const recent = all.filter((m) => m.version > start && m.version <= upTo);
  const last = recent.filter((m) => m.seat === seat && m.by !== "stand-in").at(-1);
  const own = last?.version ?? 0;
  const replyPlayed = own > 0 && last?.idempotencyKey?.startsWith("mail:") === true;
  return { moves: recent.filter((m) => m.version > own), earlier: own < start, replyPlayed };
}

describe("a turn email's reads", () => {
  test("read only the moves and deliveries since the reader's own last move, however long the match: 2 requests and at most 3 RCU, the same moves as before", async () => {
    const players = await Promise.all(["Ada", "Bea", "Cy", "Dee"].map((name) => newPlayer(api.url, name)));
    const started = await startedMatch(players);
    await playToEnd(players, started.id, { chooserSeed: "turn-email-reads" });
    const { store } = api.server.deps;
    const all = await store.movesAfter(started.id, 0);
    expect(all.length).toBeGreaterThan(60);
    // each reader's log full of delivered emails of other matches, as a busy player's is
    for (const [n, player] of players.entries())
      for (let i = 0; i < 50; i++)
        await store.createDelivery({
          id: `2026-01-01T00:00:${String(i).padStart(2, "0")}.000Z_yourTurn_${n}${i}`,
          playerId: player.id,
          matchId: `m_other${i}`,
          version: 40 + i,
          kind: "yourTurn",
          channel: "email",
          status: "delivered",
          attempts: [
            {
              at: "2026-01-01T00:00:00.000Z",
              ok: true,
              detail: "sent: 0100018c-1234-5678-9abc-def012345678",
            },
          ],
          nextAttemptAt: "2026-01-01T00:00:00.000Z",
          createdAt: "2026-01-01T00:00:00.000Z",
        });
    const meter = consumption(store.db);

    try {
      // every turn that came to a seat, as its email would tell it
      const turns = all.flatMap((m, i) =>
        m.status === "active" && i > 0 && all[i - 1].seat !== m.activeSeats[0]
          ? [{ upTo: m.version, seat: m.activeSeats[0] }]
          : [],
      );
      expect(turns.length).toBeGreaterThan(20);
      for (const { upTo, seat } of turns) {
        const to = {
          playerId: inSeats(started, players)[seat].id,
          matchId: started.id,
          channel: "email" as const,
          seat,
        };
        const { result, spent } = await meter.measure(() => unseenMoves({ store }, to, upTo, new Set()));
        expect(result).toEqual(unseenAsBefore(all, seat, upTo));
        expect(spent.requests).toBeLessThanOrEqual(2);
        // a reader's first turn has no move of theirs to bound the log by: its 50 newest deliveries are read
        const first = !all.some((m) => m.seat === seat && m.version < upTo);
        expect(spent.rcu).toBeLessThanOrEqual(first ? 4 : 3);
      }
    } finally {
      meter.stop();
    }
  }, 120_000);

  test("the whole turn email reads the match's moves once and the reader's deliveries once, for the calm check and what it tells alike", async () => {
    const players = await Promise.all(["Ann", "Bo", "Cat", "Dan"].map((name) => newPlayer(api.url, name)));
    const started = await startedMatch(players);
    const { deps } = api.server;
    for (const p of players) await deps.store.updateProfile(p.id, { email: `${p.id}@example.test` });
    const path = `/v1/matches/${started.id}`;
    const bySeat = new Map<number, Player>();
    for (const p of players) bySeat.set((await p.get(path)).body.yourSeat, p);
    const meter = consumption(deps.store.db);
    const reads = ["movesBack", "movesAfter", "deliveriesOf", "deliveriesSince"] as const;
    const spies = reads.map((name) => vi.spyOn(deps.store, name));
    const spent: { requests: number; rcu: number; outcome: string; calls: Record<string, number> }[] = [];
    try {
      let mover: number | null = null;
      for (let m: Json = (await players[0].get(path)).body; m.status === "active"; ) {
        const seat: number = m.activeSeats[0];
        const reader = bySeat.get(seat) as Player;
        if (seat !== mover) {
          const id = `${new Date().toISOString()}_yourTurn_${m.version}`;
          const d = {
            id,
            playerId: reader.id,
            matchId: started.id,
            version: m.version,
            kind: "yourTurn" as const,
            channel: "email" as const,
            status: "pending" as const,
            attempts: [],
            nextAttemptAt: new Date().toISOString(),
            createdAt: new Date().toISOString(),
          };
          await deps.store.createDelivery(d);
          // past the calm minutes: the reader is no longer at the screen, so the email goes
          const later = new Date(Date.now() + 10 * 60_000);
          for (const spy of spies) spy.mockClear();
          const { result, spent: used } = await meter.measure(() => deliver(deps, d, later));
          const calls = Object.fromEntries(reads.map((name, i) => [name, spies[i].mock.calls.length]));
          const requests = ["GetItemCommand", "QueryCommand", "BatchGetItemCommand"]
            .map((c) => used.calls[c] ?? 0)
            .reduce((a, b) => a + b);
          spent.push({ requests, rcu: used.rcu, outcome: result, calls });
        }
        const view = (await reader.get(path)).body;
        const action = view.legalActions[(view.version * 7) % view.legalActions.length];
        expect((await reader.post(`${path}/actions`, { action, expectedVersion: view.version })).status).toBe(
          201,
        );
        mover = seat;
        m = (await players[0].get(path)).body;
      }
    } finally {
      meter.stop();
      for (const spy of spies) spy.mockRestore();
    }
    expect(spent.length).toBeGreaterThan(20);
    for (const s of spent) {
      expect(s.outcome).toBe("delivered");
      // before: the calm check read the last 60 moves and 50 deliveries, then "since you last looked" read both again
      expect(s.calls).toEqual({ movesBack: 1, movesAfter: 0, deliveriesOf: 1, deliveriesSince: 0 });
      // the reader, the match, the moves, the deliveries and the table's chat
      expect(s.requests).toBeLessThanOrEqual(5);
      expect(s.rcu).toBeLessThanOrEqual(6);
    }
  }, 240_000);

  test("a lobby's notice (version 0, before any move) reads no moves and tells none", async () => {
    const [ada] = [await newPlayer(api.url, "Ann")];
    const to = { playerId: ada.id, matchId: "m_lobby", channel: "email" as const, seat: null };
    expect(await unseenMoves({ store: api.server.deps.store }, to, 0, new Set())).toEqual({
      moves: [],
      earlier: false,
      replyPlayed: false,
    });
  });
});
