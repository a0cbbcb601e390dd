import type { AnyGame } from "../game";
import type { AnyStrategy } from "../strategy";

/** A computer player: the game whose rules it plays by and the strategy it plays with. */
export interface Player {
  game: AnyGame;
  strategy: AnyStrategy;
  /** Playout actions per millisecond of one core: turns a time budget into work, never the clock. */
  stepsPerMs: number;
}
