/** The games' sentences (events and actions told in English and German): a chunk of its own, loaded by match pages. */
import type { Sentences } from "../../../domain/core/sentences";
import { santaCruzSentences } from "../../../domain/santa-cruz/sentences";
import { santaMariaSentences } from "../../../domain/santa-maria/sentences";
import type { GameId } from "../games/types";

export type AnySentences = Sentences<unknown, unknown, unknown>;

export const sentences: Record<GameId, AnySentences> = {
  "santa-cruz": santaCruzSentences,
  "santa-maria": santaMariaSentences,
};
