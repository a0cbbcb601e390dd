import type { AnyGame } from "./core/game";
import type { Player } from "./core/players/player";
import { measuredStepsPerMs } from "./core/players/playout-rate";
import { type AnyStrategy, uniformStrategy } from "./core/strategy";
import { hostedGames } from "./games";

/** Each game's own strategy: only computer players load them, never the API. */
const strategies = new Map<string, AnyStrategy>(
  await Promise.all(hostedGames.map(async (module) => [module.listing.id, await module.strategy()] as const)),
);

/** Each game's computer player as first made in this process, its playout rate measured then. */
const made = new Map<string, Player>();

/**
 * The computer player of a game: with the game's own strategy, else uniform playouts. Its playout
 * rate is measured on this machine at its first use in the process (one to two seconds), so that a
 * level's milliseconds mean this machine's time; a decision then depends on its state and salt alone.
 */
export function computerPlayer(game: AnyGame): Player {
  const known = made.get(game.id);
  if (known?.game === game) return known;
  const playing = { game, strategy: strategies.get(game.id) ?? uniformStrategy(game) };
  const player = { ...playing, stepsPerMs: measuredStepsPerMs(playing, () => performance.now()) };
  made.set(game.id, player);
  return player;
}
