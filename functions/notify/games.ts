import type { AnyGame } from "../../domain/core/game";
import type { Sentences } from "../../domain/core/sentences";
import { hostedGames } from "../../domain/games";
import { type Drawing, drawingOf } from "./pictures/drawings";

/** What notices need of each game beyond the contract: its words, its scores, its picture. */
export interface GameNotes {
  // biome-ignore lint/suspicious/noExplicitAny: each game's sentences take its own events, actions and view
  sentences: Sentences<any, any, any>;
  /** Each seat's score as the reader's view shows it, by seat. */
  scores(view: unknown): number[];
  /** The match as the reader may see it, if the game has a picture. */
  picture: Drawing | null;
}

const notes = new Map<string, GameNotes>(
  await Promise.all(
    hostedGames.map(
      async (module) =>
        [
          module.listing.id,
          {
            sentences: await module.sentences(),
            scores: module.scores,
            picture: drawingOf(module.listing.id),
          },
        ] as const,
    ),
  ),
);

export function notesOf(game: AnyGame): GameNotes {
  const found = notes.get(game.id);
  if (!found) throw new Error(`No notification words for the game ${game.id}`);
  return found;
}
