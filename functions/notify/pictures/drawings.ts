import type { Lang } from "../../../domain/core/sentences";
import { santaCruzListing } from "../../../domain/santa-cruz/listing";
import { santaMariaListing } from "../../../domain/santa-maria/listing";
import type { Picture } from "./picture";
import { drawSantaCruz } from "./santa-cruz";
import { drawSantaMaria } from "./santa-maria";

/** The match as one reader may see it, drawn from that reader's view by the web client's own board. */
export type Drawing = (view: unknown, content: unknown, names: string[], lang: Lang) => Picture;

/** Each hosted game's email picture, by the id its listing gives; a game without one is told in words alone. */
const drawings: Readonly<Record<string, Drawing>> = {
  [santaCruzListing.id]: drawSantaCruz as Drawing,
  [santaMariaListing.id]: drawSantaMaria as Drawing,
};

export const drawingOf = (game: string): Drawing | null => drawings[game] ?? null;
