import { describe, expect, test } from "vitest";
import { myMatches } from "../../functions/matches/my-matches";
import type { MatchStatus } from "../../functions/store/records";
import { Store } from "../../functions/store/store";
import { consumption } from "./consumed";
import { tableOnDynalite } from "./fixtures";

const db = tableOnDynalite("my-games-reads");

const statuses: MatchStatus[] = ["active", "active", "lobby", "finished", "abandoned"];
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

/** A player in `count` matches, `awaiting` of them awaiting their move; the order "my games" must show. */
async function seed(store: Store, playerId: string, count: number, awaiting: number) {
  const expected: { id: string; group: number; at: string }[] = [];
  const groups: Record<MatchStatus, number> = { active: 1, lobby: 2, finished: 3, abandoned: 3 };
  for (let from = 0; from < count; from += 50) {
    const batch = Array.from({ length: Math.min(50, count - from) }, (_, k) => from + k);
    await Promise.all(
      batch.map(async (i) => {
        const matchId = `m_${String(i).padStart(5, "0")}`;
        const awaits = i < awaiting;
        const status = awaits ? "active" : statuses[i % statuses.length];
        const base = { playerId, matchId, game: "santa-cruz", seat: 0, activeSeats: [1], version: 2 };
        await store.putMembership({ ...base, status, updatedAt: at(i) });
        // the turn came later than the start: it is the turn's time that orders those awaiting
        if (awaits)
          await store.putAwaiting({ ...base, activeSeats: [0], version: 5, updatedAt: at(count - i) });
        expected.push({
          id: matchId,
          group: awaits ? 0 : groups[status],
          at: awaits ? at(count - i) : at(i),
        });
      }),
    );
  }
  return expected
    .sort((a, b) => a.group - b.group || b.at.localeCompare(a.at) || a.id.localeCompare(b.id))
    .map((e) => e.id);
}

describe("my games: every page is one query, whatever the number of matches and however many await you, in either order", () => {
  // the bench (test/bench/my-games.ts) goes on to 10,000
  const sizes = [1, 100].flatMap((count) => [0, 0.5, 1].map((share) => [count, share] as const));
  for (const [count, share] of [...sizes, [1000, 1] as const])
    test(`${count} matches, ${share * 100}% awaiting: each page ≤ 2 requests and ≤ 25 RCU, in order, none twice`, async () => {
      const store = new Store(db(), "my-games-reads");
      const playerId = `p_${count}_${share * 100}`;
      const expected = await seed(store, playerId, count, Math.round(count * share));
      const meter = consumption(db());
      try {
        const listed: string[] = [];
        let cursor: string | undefined;
        do {
          const { result, spent } = await meter.measure(() =>
            myMatches({ store }, { id: playerId }, { cursor, limit: 20 }),
          );
          expect(spent.requests).toBeLessThanOrEqual(2);
          expect(spent.rcu).toBeLessThanOrEqual(25);
          expect(result.matches.length).toBeLessThanOrEqual(20);
          listed.push(...result.matches.map((m) => m.id));
          cursor = result.nextCursor ?? undefined;
        } while (cursor);
        expect(listed).toEqual(expected);
        // by match id: the same bound, each match once
        const byId: string[] = [];
        do {
          const { result, spent } = await meter.measure(() =>
            myMatches({ store }, { id: playerId }, { cursor, limit: 20, order: "id" }),
          );
          expect(spent.requests).toBeLessThanOrEqual(2);
          expect(spent.rcu).toBeLessThanOrEqual(25);
          byId.push(...result.matches.map((m) => m.id));
          cursor = result.nextCursor ?? undefined;
        } while (cursor);
        expect(byId).toEqual([...expected].sort());
      } finally {
        meter.stop();
      }
    }, 60_000);
});
