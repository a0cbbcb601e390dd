import { describe, expect, test, vi } from "vitest";
import { loadCurrentBack } from "../../functions/matches/current";
import { deliver } from "../../functions/notify/send";
import { movesReadBack, unseenMoves, windowOf } from "../../functions/notify/unseen";
import type { MoveRecord } from "../../functions/store/records";
import { inSeats, newPlayer, playToEnd, startedMatch, useServer } from "../api/harness";
import { consumption, readRequests } from "../store/consumed";
import { atEachTurnEmail } from "./turn-emails";

const api = useServer();

/** What a reader had not seen, as it was found before: every move of the last 60 read and sifted. */
function unseenAsBefore(all: MoveRecord[], seat: number, upTo: number) {
  const start = Math.max(0, upTo - 60);
  const recent = all.filter((m) => m.version > start && m.version <= upTo);
  const last = recent.filter((m) => m.seat === seat && m.by !== "stand-in").at(-1);
  const own = last?.version ?? 0;
  const replyPlayed = own > 0 && last?.idempotencyKey?.startsWith("mail:") === true;
  const moves = recent.filter((m) => m.version > own);
  const seenAt = recent.find((m) => m.version === (moves[0] ? moves[0].version - 1 : upTo))?.at;
  return { moves, earlier: own < start, replyPlayed, ...(seenAt ? { seenAt } : {}) };
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
        // no email of this match was delivered here: a first telling exactly when the reader has not moved yet
        const { firstTelling, ...unseen } = result;
        expect(unseen).toEqual(unseenAsBefore(all, seat, upTo));
        expect(firstTelling).toBe(
          !all.some((m) => m.version <= upTo && m.seat === seat && m.by !== "stand-in"),
        );
        expect(spent.requests).toBeLessThanOrEqual(2);
        // a reader's first turn has no move of theirs to bound the log by: its 50 newest deliveries are read
        const first = !all.some((m) => m.seat === seat && m.version < upTo);
        expect(spent.rcu).toBeLessThanOrEqual(first ? 4 : 3);
      }
    } finally {
      meter.stop();
    }
  }, 120_000);

  test("the whole turn email reads the reader and the match with its newest moves, once for the calm check, what it tells and the chat it quotes alike; the reader's deliveries only before their first move, and the chat only when the match's header says a message came after the reader last looked and does not hold it itself: 2 requests past a reader's first turn when nothing was said", async () => {
    const { deps } = api.server;
    const meter = consumption(deps.store.db);
    const reads = [
      "matchPartsBack",
      "movesBack",
      "movesAfter",
      "deliveriesOf",
      "deliveriesSince",
      "getMove",
      "chatMessages",
    ] as const;
    const spies = reads.map((name) => vi.spyOn(deps.store, name));
    const mailer = deps.notify?.mailer;
    if (!mailer) throw new Error("the server sends no email");
    const mailed = vi.spyOn(mailer, "send");
    const spent: {
      requests: number;
      rcu: number;
      outcome: string;
      calls: Record<string, number>;
      chatted: boolean;
      quoted: boolean;
      before: number;
    }[] = [];
    try {
      await atEachTurnEmail(api.server, async ({ delivery, seat, at, chatted, before }) => {
        // the moves taken from the snapshots read with the match are those read back on their own,
        // with fewer snapshots than a turn email reads, so that reading on from them is tried too
        const own = (move: MoveRecord) => move.seat === seat && move.by !== "stand-in";
        const read = await loadCurrentBack(deps, delivery.matchId, 3);
        expect(await movesReadBack(deps, read, own)).toEqual(
          await deps.store.movesBack(delivery.matchId, windowOf(delivery.version), own),
        );
        for (const spy of [...spies, mailed]) spy.mockClear();
        const { result, spent: used } = await meter.measure(() => deliver(deps, delivery, at));
        const calls = Object.fromEntries(reads.map((name, i) => [name, spies[i].mock.calls.length]));
        const quoted = /said: “turn \d+”/.test(String(mailed.mock.calls[0]?.[0].text));
        spent.push({
          requests: readRequests(used),
          rcu: used.rcu,
          outcome: result,
          calls,
          chatted,
          quoted,
          before,
        });
      });
    } finally {
      meter.stop();
      for (const spy of [...spies, mailed]) spy.mockRestore();
    }
    expect(spent.length).toBeGreaterThan(20);
    // emails with a message to quote are among them, and quote it
    expect(spent.filter((s) => s.chatted).length).toBeGreaterThan(5);
    for (const s of spent.filter((s) => s.chatted)) expect(s.quoted).toBe(true);
    for (const s of spent) {
      expect(s.outcome).toBe("delivered");
      const chatRead = s.calls.chatMessages;
      // before: the calm check read the last 60 moves and 50 deliveries, then "since you last looked" read both again
      expect(s.calls).toEqual({
        matchPartsBack: 1,
        // the reader's own last move lies within the snapshots read with the match
        movesBack: 0,
        movesAfter: 0,
        // their newest deliveries before their first move; after it, those since it, only when the
        // moves since show another notice made for them (a turn of all seats at once)
        deliveriesOf: s.calls.deliveriesOf,
        deliveriesSince: s.calls.deliveriesSince,
        // when the reader last looked is among the moves read: the chat it quotes needs no read of its own
        getMove: 0,
        chatMessages: chatRead,
      });
      // the chat is read at most once: a quote comes from it or from the match's header
      expect(chatRead).toBeLessThanOrEqual(1);
      const logRead = s.calls.deliveriesOf + s.calls.deliveriesSince;
      expect(logRead).toBeLessThanOrEqual(1);
      // the reader, the match with its newest moves; the deliveries and the table's chat when needed
      expect(s.requests).toBe(2 + logRead + chatRead);
      // before: 6 with the 50 newest deliveries read and the match read consistent
      expect(s.rcu).toBeLessThanOrEqual(3 + chatRead / 2);
    }
    // one message said since the reader looked is quoted from the header, with no read of the chat
    const fromHeader = spent.filter((s) => s.chatted && s.calls.chatMessages === 0);
    expect(fromHeader.length).toBeGreaterThan(spent.filter((s) => s.chatted).length / 2);
    // each of the four readers' first turn reads their newest deliveries
    expect(spent.filter((s) => s.calls.deliveriesOf === 1)).toHaveLength(4);
    // most emails read no deliveries at all
    const unread = spent.filter((s) => s.calls.deliveriesOf + s.calls.deliveriesSince === 0);
    expect(unread.length).toBeGreaterThan(spent.length * 0.7);
    // before anyone chatted (the walk's first 8 emails), the reader and the match, and the deliveries when needed
    const quiet = spent.filter((s) => s.before < 8);
    expect(quiet.length).toBe(8);
    for (const s of quiet) expect(s.requests).toBe(2 + s.calls.deliveriesOf + s.calls.deliveriesSince);
  }, 240_000);

  test("a lobby's notice (version 0, before any move) reads no moves and tells none", async () => {
    const [ada] = [await newPlayer(api.url, "Ann")];
    const to = { playerId: ada.id, matchId: "m_lobby", channel: "email" as const, seat: null };
    expect(await unseenMoves({ store: api.server.deps.store }, to, 0, new Set())).toEqual({
      moves: [],
      earlier: false,
      replyPlayed: false,
      firstTelling: true,
    });
  });

  test("a match read that lags behind the notice's version is made again, consistent: the notice is never judged on an older match", async () => {
    const { deps } = api.server;
    const reads: { consistent: boolean; lagged: boolean }[] = [];
    let lag = false;
    // DynamoDB's eventually consistent read may miss a write of the last second: here, the newest snapshot
    deps.store.db.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { ConsistentRead?: boolean; Limit?: number };
        const result = await next(args);
        if (context.commandName !== "QueryCommand" || input.Limit !== 9) return result;
        const output = result.output as { Items?: unknown[] };
        const lagged = lag && input.ConsistentRead === false && (output.Items?.length ?? 0) > 1;
        if (lagged) output.Items?.splice(1, 1);
        reads.push({ consistent: input.ConsistentRead === true, lagged });
        return result;
      },
      { step: "initialize", name: "lagging-reads" },
    );
    const outcomes: { lagged: string; caughtUp: string }[] = [];
    try {
      await atEachTurnEmail(api.server, async ({ delivery, at, before }) => {
        if (before >= 6) return;
        reads.length = 0;
        lag = before % 2 === 1;
        const result = await deliver(deps, delivery, at);
        // with the lag, the newest snapshot, the one the notice was made at, was missed once
        expect(reads).toEqual(
          lag
            ? [
                { consistent: false, lagged: true },
                { consistent: true, lagged: false },
              ]
            : [{ consistent: false, lagged: false }],
        );
        outcomes.push({ lagged: String(lag), caughtUp: result });
      });
    } finally {
      deps.store.db.middlewareStack.remove("lagging-reads");
    }
    // each was sent, lagging read or not: judged on the match at the notice's version, whose turn it tells
    expect(outcomes).toHaveLength(6);
    for (const o of outcomes) expect(o.caughtUp).toBe("delivered");
  }, 240_000);
});
