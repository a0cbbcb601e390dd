import type { AnyGame } from "./core/game";
import type { Player } from "./core/players/player";
import { type AnyStrategy, uniformStrategy } from "./core/strategy";
import { hostedGames } from "./games";

/** A game's own strategy and its playouts' speed: only computer players load them, never the API. */
interface Playing {
  strategy: AnyStrategy;
  stepsPerMs: number;
}

const playing = new Map<string, Playing>(
  await Promise.all(
    hostedGames.map(
      async (module) =>
        [
          module.listing.id,
          { strategy: await module.strategy(), stepsPerMs: module.playoutStepsPerMs },
        ] as const,
    ),
  ),
);

/** Uniform playouts' speed, for a game without a measured one. */
const uniformStepsPerMs = 50;

/** The computer player of a game: with the game's own strategy, else uniform playouts. */
export function computerPlayer(game: AnyGame): Player {
  const own = playing.get(game.id);
  return own ? { game, ...own } : { game, strategy: uniformStrategy(game), stepsPerMs: uniformStepsPerMs };
}
