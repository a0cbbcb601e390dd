import type { GameId, GameTypes } from "../games/types";

/** A game's view with the actions the reader may take: a live match, or a step of a replay. */
export type Shown = {
  [G in GameId]: { game: G; view: GameTypes[G]["view"] | null; legalActions: GameTypes[G]["action"][] };
}[GameId];

/** What the pages pass on of any game's view, one this build hosts or not. */
export interface AnyShown {
  game: string;
  view: unknown;
  legalActions: unknown[];
}
