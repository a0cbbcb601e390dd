/** A game's leaderboard, best rating first: one query a page, paged by where the last line stood. */
import type { Deps } from "../deps";
import { CURSOR_REFUSED, refusedCursor } from "../requests/field-errors";
import { Refusal } from "../requests/refusal";
import { isLeaderboardPosition, ratingsTable } from "../store/ratings";
import { ratingView } from "./views";

export async function leaderboardPage(deps: Deps, gameId: string, after: string | null, limit: number) {
  if (!(await deps.games.get(gameId))) throw new Refusal("not-found", `No game ${gameId}`);
  if (after !== null && !isLeaderboardPosition(after))
    throw new Refusal("validation-error", CURSOR_REFUSED, refusedCursor());
  // one more than shown says whether another page follows
  const lines = await ratingsTable(deps.store).leaderboardPage(gameId, after, limit + 1);
  const page = lines.slice(0, limit);
  return {
    players: page.map(({ record }) => ({
      playerId: record.playerId,
      name: record.name,
      ...ratingView(record),
    })),
    after: lines.length > limit ? (page.at(-1)?.position ?? null) : null,
  };
}
