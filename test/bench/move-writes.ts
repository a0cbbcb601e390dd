/**
 * Where the WCU of a move go: each item kind's writes and each index entry's, per move, the
 * worker's and the due work's included, for a 4-player game played at the screen and by email
 * alone. Runnable alone: npx tsx test/bench/move-writes.ts
 */
import { pathToFileURL } from "node:url";
import { type MoveCosts, moveCosts } from "./move-costs";

const GAMES = ["santa-cruz", "santa-maria"];
const SEATS = 4;

const columnOf = (c: MoveCosts) => `${c.game} (${c.seats}, ${c.atScreen ? "at the screen" : "by email"})`;

/** One row per item kind or index entry, its WCU per move in each game's column, dearest first; a total row last. */
export function writeBreakdown(costs: MoveCosts[]): Record<string, string>[] {
  const kinds = [...new Set(costs.flatMap((c) => Object.keys(c.wcuByKind)))];
  const perMove = (c: MoveCosts, kind: string) => (c.wcuByKind[kind] ?? 0) / c.moves;
  const total = (kind: string) => costs.reduce((sum, c) => sum + perMove(c, kind), 0);
  const row = (name: string, value: (c: MoveCosts) => number) => ({
    "item kind → WCU per move": name,
    ...Object.fromEntries(costs.map((c) => [columnOf(c), value(c).toFixed(2)])),
  });
  return [
    ...kinds.sort((a, b) => total(b) - total(a)).map((kind) => row(kind, (c) => perMove(c, kind))),
    row("all", (c) => Object.values(c.wcuByKind).reduce((a, b) => a + b, 0) / c.moves),
  ];
}

/**
 * What the next seat's reads of the match cost, per read: a full GET and a poll answered 304 (both
 * also read the caller's key), and the unpacking of the snapshot a full GET does and a 304 skips.
 */
export function readBreakdown(costs: MoveCosts[]): Record<string, string>[] {
  const read = costs.filter((c) => c.atScreen);
  const row = (name: string, value: (c: MoveCosts) => string) => ({
    "a read of the match": name,
    ...Object.fromEntries(read.map((c) => [columnOf(c), value(c)])),
  });
  return [
    row("full GET: requests", (c) => (c.get.requests / c.moves).toFixed(2)),
    row("full GET: RCU", (c) => (c.get.rcu / c.moves).toFixed(2)),
    row("poll answered 304: requests", (c) => (c.poll.requests / c.moves).toFixed(2)),
    row("poll answered 304: RCU", (c) => (c.poll.rcu / c.moves).toFixed(2)),
    row("unpacking the snapshot (a full GET's, no longer a 304's): µs", (c) =>
      ((c.unpackMs * 1000) / c.moves).toFixed(0),
    ),
  ];
}

/** Both games at 4 seats, at the screen and by email alone: the writes' breakdown and the reads'. */
export async function benchMoveWrites(): Promise<{
  writes: Record<string, string>[];
  reads: Record<string, string>[];
}> {
  const costs: MoveCosts[] = [];
  for (const game of GAMES)
    for (const atScreen of [true, false]) costs.push(await moveCosts(game, SEATS, atScreen));
  return { writes: writeBreakdown(costs), reads: readBreakdown(costs) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { writes, reads } = await benchMoveWrites();
  console.table(writes);
  console.table(reads);
}
