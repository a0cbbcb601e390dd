import type { AnyGame } from "./core/game";
import { enterOf } from "./core/older-rules";
import type { Player } from "./core/players/player";
import { measuredStepsPerMs } from "./core/players/playout-rate";
import { type AnyStrategy, enteredStrategy, uniformStrategy } from "./core/strategy";
import { hostedGames } from "./games";

/** Each game's own strategy: only computer players load them, never the API. */
const strategies = new Map<string, AnyStrategy>(
  await Promise.all(hostedGames.map(async (module) => [module.listing.id, await module.strategy()] as const)),
);

/** Each game's playout rate on this machine, measured at its first computer player in the process. */
const rates = new Map<string, number>();

/** The computer player of each game and rules version made so far. */
const made = new Map<AnyGame, Player>();

/**
 * The computer player of a game: with the game's own strategy (run as the game's rules version
 * plays), else uniform playouts. Its playout
 * rate is measured on this machine at the game's first use in the process (one to two seconds), and
 * shared by its rules versions, so that a level's milliseconds mean this machine's time; a decision
 * then depends on its state and salt alone.
 */
export function computerPlayer(game: AnyGame): Player {
  const known = made.get(game);
  if (known) return known;
  const strategy = strategies.get(game.id) ?? uniformStrategy(game);
  // an older rules version's player judges by that version's content, as its rules play it
  const enter = enterOf(game);
  const playing = { game, strategy: enter ? enteredStrategy(strategy, enter) : strategy };
  const stepsPerMs = rates.get(game.id) ?? measuredStepsPerMs(playing, () => performance.now());
  rates.set(game.id, stepsPerMs);
  const player = { ...playing, stepsPerMs };
  made.set(game, player);
  return player;
}
