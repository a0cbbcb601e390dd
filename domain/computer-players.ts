import type { AnyGame } from "./core/game";
import type { Player } from "./core/players/player";
import { type AnyStrategy, uniformStrategy } from "./core/strategy";
import { santaCruz } from "./santa-cruz";
import { santaCruzStrategy } from "./santa-cruz/strategy";
import { santaMaria } from "./santa-maria";
import { santaMariaStrategy } from "./santa-maria/strategy";

/** Each game's own strategy, by game id: only computer players load them, never the API. */
const strategies: Record<string, AnyStrategy> = {
  [santaCruz.id]: santaCruzStrategy,
  [santaMaria.id]: santaMariaStrategy,
};

/** The computer player of a game: with the game's own strategy, else uniform playouts. */
export function computerPlayer(game: AnyGame): Player {
  return { game, strategy: strategies[game.id] ?? uniformStrategy(game) };
}
