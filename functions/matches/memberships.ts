import type { StandInKind } from "../../domain/core/stand-ins";
import type { Deps } from "../deps";
import type { MatchStatus } from "../store/records";

/** What "my games" lists of a match, from a match record or a snapshot alike. */
export interface Listed {
  id: string;
  game: string;
  seats: ({ playerId: string; bot?: StandInKind } | null)[];
  status: MatchStatus;
  activeSeats: number[];
  version: number;
  updatedAt: string;
}

/** Seats with a person at them: computer players keep no lists. */
function people(match: Listed): [number, string][] {
  return match.seats.flatMap((s, seat): [number, string][] => (s && !s.bot ? [[seat, s.playerId]] : []));
}

/** Each seated person's membership with the match's status: rewritten on join, start and end only. */
export async function writeMemberships(deps: Deps, match: Listed): Promise<void> {
  await Promise.all(
    people(match).map(([seat, playerId]) =>
      deps.store.putMembership({
        playerId,
        matchId: match.id,
        game: match.game,
        seat,
        status: match.status,
        activeSeats: match.activeSeats,
        version: match.version,
        updatedAt: match.updatedAt,
      }),
    ),
  );
}

/**
 * Keeps "my games" in step with whose turn it is: an entry for each person whose turn has just
 * come, none for each whose turn has ended. Seats that stay active are left as they are.
 */
export async function markTurns(deps: Deps, match: Listed, activeBefore: readonly number[]): Promise<void> {
  const active = match.status === "active" ? match.activeSeats : [];
  await Promise.all(
    people(match).flatMap(([seat, playerId]) => {
      const now = active.includes(seat);
      if (now === activeBefore.includes(seat)) return [];
      if (!now) return [deps.store.deleteAwaiting(playerId, match.id)];
      return [
        deps.store.putAwaiting({
          playerId,
          matchId: match.id,
          game: match.game,
          seat,
          activeSeats: match.activeSeats,
          version: match.version,
          updatedAt: match.updatedAt,
        }),
      ];
    }),
  );
}
