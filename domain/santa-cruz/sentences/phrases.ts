import type { ByType } from "../../core/sentences";
import type { SantaCruzAction } from "../actions";
import type { CardCounts } from "../content/schema";
import type { SantaCruzEventView } from "../events";
import type { Words } from "./words";

type EventOf<T extends SantaCruzEventView["type"]> = Extract<SantaCruzEventView, { type: T }>;

/** The keywords of the short text forms. */
export const keywords = [
  "set",
  "land",
  "ship",
  "road",
  "river",
  "double",
  "build",
  "nothing",
  "score",
  "package",
  "discard",
] as const;
export type Keyword = (typeof keywords)[number];

/** Everything Santa Cruz says in one language. */
export interface Phrases {
  events: ByType<SantaCruzEventView, Words>;
  /** A building told together with the points it scored and the bird chit it took. */
  builtWith(
    built: EventOf<"built">,
    scored: EventOf<"scored"> | null,
    bird: EventOf<"birdTaken"> | null,
    w: Words,
  ): string;
  actions: ByType<SantaCruzAction, Words>;
  keywords: Readonly<Record<Keyword, string>>;
  /** How to write a choice in the short text form. */
  help: string;
  /** The reader's hand: building cards by kind, scoring cards by name, bird chits by value. */
  holding(cards: CardCounts, scoring: string[], birds: number[]): string;
}
