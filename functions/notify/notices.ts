import type { MatchRecord, MoveRecord, NoticeKind, NoticeRecord } from "../store/records";

/** One thing one player should hear about. */
export interface Notice {
  kind: NoticeKind;
  matchId: string;
  version: number;
  playerId: string;
  seat: number;
  at: string;
}

/** Who hears of a move: the seats it makes active (not the mover), everyone when it ends the match, the rest as news. */
export function noticesForMove(match: MatchRecord, move: MoveRecord): Notice[] {
  return match.seats.flatMap((seat, index): Notice[] => {
    if (!seat || seat.bot) return [];
    const base = {
      matchId: match.id,
      version: move.version,
      playerId: seat.playerId,
      seat: index,
      at: move.at,
    };
    if (move.status === "finished") return [{ ...base, kind: "matchEnded" }];
    if (index === move.seat && move.by !== "stand-in") return [];
    return [{ ...base, kind: move.activeSeats.includes(index) ? "yourTurn" : "moveMade" }];
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
    };
    // the start tells the active seats it is their turn, the others that the match began
    if (record.kind === "matchStarted" && match.activeSeats.includes(seat))
      return [{ ...notice, kind: "yourTurn" }];
    return [notice];
  });
}

export const noticeTitles: Record<NoticeKind, string> = {
  yourTurn: "It is your turn",
  moveMade: "A move was made",
  matchStarted: "The match has started",
  matchEnded: "The match is over",
  invited: "You are invited to a match",
  reminder: "Your turn clock is running out",
  timedOut: "Your turn clock ran out",
};

/** Whether a player's choice for a channel lets this kind of notice through. */
export function wants(when: "always" | "myTurn" | "digest" | "never", kind: NoticeKind): boolean {
  if (when === "never") return false;
  if (when === "myTurn") return kind !== "moveMade";
  return true;
}
