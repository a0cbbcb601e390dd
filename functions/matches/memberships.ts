import type { Deps } from "../deps";
import type { MatchRecord } from "../store/records";

/** Records each seated player's membership with the match's status (rewritten on join, start and end only). */
export async function writeMemberships(deps: Deps, match: MatchRecord): Promise<void> {
  await Promise.all(
    match.seats.map((seat, index) =>
      seat
        ? deps.store.putMembership({
            playerId: seat.playerId,
            matchId: match.id,
            game: match.game,
            seat: index,
            status: match.status,
            updatedAt: match.updatedAt,
          })
        : undefined,
    ),
  );
}
