import type { MatchRecord } from "../store/records";

/** The seat a player sits in, or null for one without a seat (a spectator). */
export function seatOf(match: Pick<MatchRecord, "seats">, playerId: string): number | null {
  const seat = match.seats.findIndex((s) => s?.playerId === playerId);
  return seat < 0 ? null : seat;
}
