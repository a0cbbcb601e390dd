import type { AnyGame } from "../game";
import type { AnyStrategy } from "../strategy";

/** A computer player: the game whose rules it plays by and the strategy it plays with. */
export interface Player {
  game: AnyGame;
  strategy: AnyStrategy;
}
