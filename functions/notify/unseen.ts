import type { Deps } from "../deps";
import { moveOf } from "../store/match-items";
import type { DeliveryRecord, MatchRecord, MoveRecord, UnreadSnapshot } from "../store/records";

/** How far back a notice tells: older moves are only counted. */
const WINDOW = 60;
/** Deliveries looked through for the last one of a match and channel. */
export const LOG = 50;

export interface Unseen {
  moves: MoveRecord[];
  /** Whether moves before those were not told either: they lie beyond the window. */
  earlier: boolean;
  /** Whether the reader's own move since they were last told was their reply by email: this notice says it was played. */
  replyPlayed?: boolean;
  /** When the version the reader last saw was made, when its move was among those read. */
  seenAt?: string;
  /** Whether the reader was told nothing of the match on this channel before, nor moved in it: there is no "since" yet. */
  firstTelling?: boolean;
}

/** Who a notice is told to, about which match, on which channel. */
export interface Reader {
  playerId: string;
  matchId: string;
  channel: DeliveryRecord["channel"];
  seat: number | null;
}

/** What a notice reads once: the match's moves newest first, back at least to the reader's own last one, and the reader's deliveries. */
export interface Looked {
  recent: MoveRecord[];
  log: DeliveryRecord[];
}

/** The versions a notice up to `upTo` may tell, its oldest first. */
export const windowOf = (upTo: number) => ({ from: Math.max(0, upTo - WINDOW) + 1, to: upTo });

/** A move the reader made themself: a stand-in's does not count as their looking. */
export const ownMove = (seat: number | null) => (m: MoveRecord) => m.seat === seat && m.by !== "stand-in";

/**
 * The moves up to `upTo` that a reader has not been told of on a channel: those after their own
 * last move and after the last notice that channel delivered to them for the match. Only the moves
 * since the reader's own last one are read (newest first, up to it), and the deliveries since it,
 * however long the match and the reader's log.
 */
export async function unseenMoves(
  deps: Pick<Deps, "store">,
  to: Reader,
  upTo: number,
  besides: ReadonlySet<string>,
): Promise<Unseen> {
  const recent = await deps.store.movesBack(to.matchId, windowOf(upTo), ownMove(to.seat));
  const last = recent.find(ownMove(to.seat));
  // a delivery made before the reader's own last move tells of no later version: only newer ones are read
  const log = last
    ? await deps.store.deliveriesSince(to.playerId, last.at, LOG)
    : await deps.store.deliveriesOf(to.playerId, LOG);
  return unseenOf({ recent, log }, to, upTo, besides);
}

/** What a reader has not been told of, from what was read already (none read again). */
export function unseenOf(looked: Looked, to: Reader, upTo: number, besides: ReadonlySet<string>): Unseen {
  const start = windowOf(upTo).from - 1;
  const { recent } = looked;
  const last = recent.find(ownMove(to.seat));
  const told = looked.log
    .filter(
      (d) =>
        d.matchId === to.matchId &&
        d.channel === to.channel &&
        d.status === "delivered" &&
        !besides.has(d.id) &&
        d.version <= upTo,
    )
    .reduce((latest, d) => Math.max(latest, d.version), 0);
  const own = last?.version ?? 0;
  const replyPlayed = own > told && last?.idempotencyKey?.startsWith("mail:") === true;
  // a move made by reply was never seen played: its own events (what it scored, a round's end) are told too
  const from = replyPlayed ? own - 1 : Math.max(told, own);
  const moves = recent.filter((m) => m.version > from).reverse();
  const seen = moves[0] ? moves[0].version - 1 : upTo;
  const seenAt = recent.find((m) => m.version === seen)?.at;
  const firstTelling = told === 0 && own === 0;
  return { moves, earlier: from < start, replyPlayed, firstTelling, ...(seenAt ? { seenAt } : {}) };
}

/** A match as read with its newest snapshots (`loadCurrentBack`). */
export interface ReadBack {
  match: MatchRecord;
  snapshots: UnreadSnapshot[];
  more: boolean;
}

/**
 * The moves of a notice's window, newest first, taken from the snapshots read with the match and
 * read on from there only when `enough` held for none of them (it holds for the last given).
 */
export async function movesReadBack(
  deps: Pick<Deps, "store">,
  { match, snapshots, more }: ReadBack,
  enough: (move: MoveRecord) => boolean,
): Promise<MoveRecord[]> {
  const window = windowOf(match.version);
  const moves: MoveRecord[] = [];
  let below = window.to + 1;
  for (const snapshot of snapshots) {
    below = Math.min(below, snapshot.version);
    if (snapshot.version < window.from) return moves;
    const move = snapshot.version <= window.to ? moveOf(snapshot.read()) : null;
    if (!move) continue;
    moves.push(move);
    if (enough(move)) return moves;
  }
  if (!more || below - 1 < window.from) return moves;
  const older = await deps.store.movesBack(match.id, { from: window.from, to: below - 1 }, enough);
  return [...moves, ...older];
}
