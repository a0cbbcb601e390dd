import type { AnyGame } from "../../domain/core/game";
import type { Sentences } from "../../domain/core/sentences";
import type { SantaCruzContent, SantaCruzView } from "../../domain/santa-cruz";
import { santaCruzSentences } from "../../domain/santa-cruz/sentences";
import type { SantaMariaContent, SantaMariaView } from "../../domain/santa-maria";
import { santaMariaSentences } from "../../domain/santa-maria/sentences";
import { drawSantaCruz } from "./pictures/santa-cruz";
import { drawSantaMaria } from "./pictures/santa-maria";
import type { Picture } from "./pictures/svg";

/** What notices need of each game beyond the contract: its words, its scores, its picture. */
export interface GameNotes {
  // biome-ignore lint/suspicious/noExplicitAny: each game's sentences take its own events, actions and view
  sentences: Sentences<any, any, any>;
  /** Each seat's score as the reader's view shows it, by seat. */
  scores(view: unknown): number[];
  /** The match as the reader may see it. */
  picture(view: unknown, content: unknown, names: string[]): Picture;
}

const notes: Record<string, GameNotes> = {
  "santa-cruz": {
    sentences: santaCruzSentences,
    scores: (view) => (view as SantaCruzView).seats.map((s) => s.score),
    picture: (view, content, names) =>
      drawSantaCruz(view as SantaCruzView, content as SantaCruzContent, names),
  },
  "santa-maria": {
    sentences: santaMariaSentences,
    scores: (view) => (view as SantaMariaView).seats.map((s) => s.points),
    picture: (view, content, names) =>
      drawSantaMaria(view as SantaMariaView, content as SantaMariaContent, names),
  },
};

export function notesOf(game: AnyGame): GameNotes {
  const found = notes[game.id];
  if (!found) throw new Error(`No notification words for the game ${game.id}`);
  return found;
}
