import type { MatchRecord } from "../store/records";

/** The seat a player sits in, or null for one without a seat (a spectator). */
export function seatOf(match: Pick<MatchRecord, "seats">, playerId: string): number | null {
  const seat = match.seats.findIndex((s) => s?.playerId === playerId);
  return seat < 0 ? null : seat;
}

/**
 * Whose copy of a match a reader gets, as far as copies differ: a seat's, the unseated creator's
 * (a lobby's invite code is theirs too) or anyone else's. What an ETag and a live frame are keyed by.
 */
export function readerOf(match: Pick<MatchRecord, "seats" | "createdBy">, viewerId: string | null): string {
  const seat = viewerId === null ? null : seatOf(match, viewerId);
  if (seat !== null) return `s${seat}`;
  return viewerId !== null && viewerId === match.createdBy ? "creator" : "spectator";
}
