import type { Deps } from "../deps";
import type { DeliveryRecord, MoveRecord } from "../store/records";

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
}

/**
 * The moves up to `upTo` that a reader has not been told of on a channel: those after their own
 * last move and after the last notice that channel delivered to them for the match. Only the moves
 * since the reader's own last one are read (newest first, up to it), and the deliveries since it,
 * however long the match and the reader's log.
 */
export async function unseenMoves(
  deps: Pick<Deps, "store">,
  to: { playerId: string; matchId: string; channel: DeliveryRecord["channel"]; seat: number | null },
  upTo: number,
  besides: ReadonlySet<string>,
): Promise<Unseen> {
  const start = Math.max(0, upTo - WINDOW);
  const ownMove = (m: MoveRecord) => m.seat === to.seat && m.by !== "stand-in";
  const recent = await deps.store.movesBack(to.matchId, { from: start + 1, to: upTo }, ownMove);
  const last = recent.find(ownMove);
  // a delivery made before the reader's own last move tells of no later version: only newer ones are read
  const log = last
    ? await deps.store.deliveriesSince(to.playerId, last.at, LOG)
    : await deps.store.deliveriesOf(to.playerId, LOG);
  const told = log
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
  const from = Math.max(told, own);
  const replyPlayed = own > told && last?.idempotencyKey?.startsWith("mail:") === true;
  return { moves: recent.filter((m) => m.version > from).reverse(), earlier: from < start, replyPlayed };
}
