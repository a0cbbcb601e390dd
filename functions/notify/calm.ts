import type { Deps } from "../deps";
import type { DeliveryRecord, MoveRecord } from "../store/records";
import { type Delivery, readChannels, wasSkipped } from "./deliveries";
import type { NotificationSettings } from "./settings";
import { mayHaveBeenToldSince } from "./told-since";
import { LOG, type Looked, movesReadBack, ownMove, type ReadBack, type Reader } from "./unseen";

/** A player who moved at the screen this recently is taken to be at the screen: their match is open before them. */
export const ACTIVE_MINUTES = 5;
const ACTIVE_MS = ACTIVE_MINUTES * 60_000;

/** The notices about the turn that calm email holds back; starts, ends, reminders and invitations always go. */
const turnKinds: readonly Delivery["kind"][] = ["yourTurn", "moveMade"];

/** A move the player made at the screen: not a stand-in's, not a reply by email (whose player reads email). */
export const atScreen = (m: Pick<MoveRecord, "by" | "idempotencyKey">) =>
  m.by !== "stand-in" && !m.idempotencyKey?.startsWith("mail:");

/**
 * Until when a notice about the turn waits because its reader is playing: they moved at the screen
 * less than ACTIVE_MINUTES ago (the match is open before them, its next turn shown at once, whoever
 * moved since). Then it is looked at anew: gone if they acted, sent if not. Null when the reader is
 * not playing now.
 */
export function heldUntil(d: Delivery, seat: number | null, moves: MoveRecord[], now: Date): Date | null {
  if (seat === null || !turnKinds.includes(d.kind) || !readChannels.includes(d.channel)) return null;
  const own = moves.filter((m) => m.seat === seat && atScreen(m)).at(-1);
  if (!own) return null;
  const until = new Date(Date.parse(own.at) + ACTIVE_MS);
  return until > now ? until : null;
}

/**
 * When a new notice may first go, its reader having ended a turn by their own move at the screen at
 * `screenAt` (null: unknown): as late as `heldUntil` would then hold it, so that it is written once
 * with that time rather than made, looked at and held. `heldUntil` still judges it when it comes due.
 */
export function firstAttemptAt(
  d: Pick<Delivery, "kind" | "channel">,
  screenAt: string | null,
  due: Date,
): Date {
  if (screenAt === null || !turnKinds.includes(d.kind) || !readChannels.includes(d.channel)) return due;
  const until = new Date(Date.parse(screenAt) + ACTIVE_MS);
  return until > due ? until : due;
}

/**
 * What a notice reads once, for the calm rules and for what it tells: the match's moves newest first
 * back to the reader's own last one at the screen (or to an own move too old to hold anything), most
 * often all among the snapshots read with the match, and the reader's deliveries since their own
 * last move (all their newest when they have none), whose sent ones tell what an earlier message told
 * already. One made before that move tells of an older version than the move: the reader has acted
 * since, so it neither holds a notice back nor starts what one tells. None are read when the moves
 * since show that no other could have been made (`mayHaveBeenToldSince`).
 */
export async function lookedBack(
  deps: Deps,
  read: ReadBack,
  to: Reader,
  now: Date,
  notice: { d: Delivery; settings: NotificationSettings },
): Promise<Looked> {
  const own = ownMove(to.seat);
  const enough = (m: MoveRecord) => own(m) && (atScreen(m) || Date.parse(m.at) + ACTIVE_MS <= now.getTime());
  const recent = await movesReadBack(deps, read, enough);
  if (!mayHaveBeenToldSince(notice.d, read.match, to.seat, recent, notice.settings))
    return { recent, log: [] };
  const last = recent.find(own);
  const log = last
    ? await deps.store.deliveriesSince(to.playerId, last.at, LOG)
    : await deps.store.deliveriesOf(to.playerId, LOG);
  return { recent, log };
}

/** A delivered email or chat message that was sent, not one only counted as told (merged, not sent). */
const sent = (d: Pick<DeliveryRecord, "status" | "attempts">) => d.status === "delivered" && !wasSkipped(d);

/** Notices told from the match as it is when sent: one that an earlier message already told is not sent again. */
const newsKinds: readonly Delivery["kind"][] = [...turnKinds, "matchStarted", "matchEnded"];

/**
 * Why a notice is not sent though it is still true: an earlier message on its channel already told
 * the reader of its version (the start and the first turn are one message), or, for a notice about
 * the turn, an earlier one told them it was their turn and they have not acted since (one unread
 * turn notice per match: they hear the newest state when they act, or from a reminder or digest).
 * Null when it should go.
 */
export function alreadyTold(
  d: Delivery,
  seat: number | null,
  earlier: Delivery[],
  moves: MoveRecord[],
): string | null {
  if (!newsKinds.includes(d.kind) || !readChannels.includes(d.channel)) return null;
  const last = earlier
    .filter((e) => e.id !== d.id && e.matchId === d.matchId && e.channel === d.channel && sent(e))
    .reduce<Delivery | null>((a, e) => (a === null || e.version > a.version ? e : a), null);
  if (!last) return null;
  if (d.version <= last.version) return "an earlier message told this already";
  if (!turnKinds.includes(d.kind)) return null;
  const acted = moves.some((m) => m.seat === seat && m.by !== "stand-in" && m.version > last.version);
  const told = moves.find((m) => m.version === last.version);
  const toldTheirTurn = seat !== null && told?.activeSeats.includes(seat) === true;
  return toldTheirTurn && !acted ? "an earlier turn email is not answered yet" : null;
}
