/** A player's public profile: their name and, per game, their record; never an address, key or setting. */
import type { Deps } from "../deps";
import { Refusal } from "../requests/refusal";
import { ratingsTable } from "../store/ratings";
import { ratingView, recentMatchView } from "./views";

export async function profileOf(deps: Deps, playerId: string) {
  const [player, records] = await Promise.all([
    deps.store.getPlayer(playerId),
    ratingsTable(deps.store).ratingsOf(playerId),
  ]);
  if (!player) throw new Refusal("not-found", `No player ${playerId}`);
  return {
    id: player.id,
    name: player.name,
    games: records
      .sort((a, b) => b.played - a.played || a.game.localeCompare(b.game))
      .map((r) => ({ game: r.game, ...ratingView(r), recentMatches: r.recent.map(recentMatchView) })),
  };
}
