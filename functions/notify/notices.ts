import type { MatchRecord, MoveRecord, NoticeKind, NoticeRecord } from "../store/records";

/** One thing one player should hear about. */
export interface Notice {
  kind: NoticeKind;
  matchId: string;
  version: number;
  playerId: string;
  seat: number;
  at: string;
  /** The player who caused it (who sent an invitation). */
  by?: string;
}

/**
 * Who hears of a move: one notice per turn, not per step. A seat that becomes active hears it is
 * its turn; when the mover's turn ends, the others hear the news; everyone hears the end. A move
 * after which its seat goes on acting (free actions, a double move's first step) tells no one.
 * `before`: the seats that were active before the move.
 */
export function noticesForMove(
  match: { id: string; seats: ({ playerId: string; bot?: string; resigned?: number } | null)[] },
  move: MoveRecord,
  before: readonly number[],
): Notice[] {
  const turnEnded = !move.activeSeats.includes(move.seat);
  return match.seats.flatMap((seat, index): Notice[] => {
    // a person who resigned hears only of the end, where a rematch may be offered
    const resigned = seat?.resigned !== undefined;
    if (!seat || (seat.bot && !(resigned && move.status === "finished"))) return [];
    const notice = {
      matchId: match.id,
      version: move.version,
      playerId: seat.playerId,
      seat: index,
      at: move.at,
    };
    if (move.status === "finished") return [{ ...notice, kind: "matchEnded" }];
    const active = move.activeSeats.includes(index);
    // a stand-in moved for an absent player: if the turn is still theirs, they must hear it again
    const newlyActive =
      active && (!before.includes(index) || (index === move.seat && move.by === "stand-in"));
    if (newlyActive) return [{ ...notice, kind: "yourTurn" }];
    if (turnEnded && !active && index !== move.seat) return [{ ...notice, kind: "moveMade" }];
    return [];
  });
}

export function noticesForRecord(record: NoticeRecord, match: MatchRecord): Notice[] {
  return record.playerIds.flatMap((playerId): Notice[] => {
    const seat = match.seats.findIndex((s) => s?.playerId === playerId);
    const notice = {
      kind: record.kind,
      matchId: match.id,
      version: record.version,
      playerId,
      seat,
      at: record.at,
      by: record.by,
    };
    // the start tells the active seats it is their turn, the others that the match began
    if (record.kind === "matchStarted" && match.activeSeats.includes(seat))
      return [{ ...notice, kind: "yourTurn" }];
    return [notice];
  });
}

/** Whether a player's choice for a channel lets this kind of notice through. */
export function wants(when: "always" | "myTurn" | "digest" | "never", kind: NoticeKind): boolean {
  if (when === "never") return false;
  if (when === "myTurn") return kind !== "moveMade";
  return true;
}
