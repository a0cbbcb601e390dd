import type { MatchRecord, MoveRecord } from "../store/records";
import type { Delivery } from "./deliveries";
import { noticesForMove, wants } from "./notices";
import type { NotificationSettings } from "./settings";
import { ownMove } from "./unseen";

/**
 * Whether the reader may hold a delivery on the notice's channel for the match made since their own
 * last move, besides the notice itself: only such a one changes what a notice tells or whether it
 * goes (one made before that move is of an older version, and the reader acted since). False only
 * when the moves since, read with the match, show that the worker made no other notice for the
 * reader that their email setting lets through, and no clock could have (a reminder, a timeout): the
 * reader's deliveries need no read then. `recent`: the match's moves newest first, back at least to
 * the reader's own last one.
 */
export function mayHaveBeenToldSince(
  d: Pick<Delivery, "channel" | "version" | "kind">,
  match: Pick<MatchRecord, "id" | "seats" | "clock">,
  seat: number | null,
  recent: readonly MoveRecord[],
  settings: NotificationSettings,
): boolean {
  const when = settings.email.when;
  if (d.channel !== "email" || (when !== "myTurn" && when !== "always")) return true;
  const reader = seat === null ? null : match.seats[seat];
  if (!reader || reader.bot || reader.resigned !== undefined || match.clock) return true;
  const own = recent.findIndex(ownMove(seat));
  if (own < 0) return true;
  // each move since, with the seats active before it (the next older move's), as the worker met it
  for (let i = 0; i < own; i++) {
    const [move, before] = [recent[i], recent[i + 1]];
    if (before.version !== move.version - 1) return true;
    const told = noticesForMove(match, move, before.activeSeats).some(
      (n) => n.seat === seat && wants(when, n.kind) && !(n.version === d.version && n.kind === d.kind),
    );
    if (told) return true;
  }
  return false;
}
