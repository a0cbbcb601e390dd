import type { GameId, GameTypes } from "../games/types";

/** A game's view with the actions the reader may take: a live match, or a step of a replay. */
export type Shown = {
  [G in GameId]: { game: G; view: GameTypes[G]["view"] | null; legalActions: GameTypes[G]["action"][] };
}[GameId];
