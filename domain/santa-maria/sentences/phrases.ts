import type { ByType } from "../../core/sentences";
import type { SantaMariaAction } from "../actions";
import type { Resource } from "../content/schema";
import type { SantaMariaEventView } from "../events";
import type { Words } from "./words";

/** The keywords of the short text forms; `row` and `column` prefix a number ("r3 c2"). */
export const keywords = [
  "colony",
  "townHall",
  "expand",
  "activate",
  "white",
  "blue",
  "as",
  "retire",
  "sell",
  "buy",
  "end",
  "trade",
  "for",
  "ship",
  "step",
  "monk",
  "road",
  "decline",
  "pay",
  "row",
  "column",
] as const;
export type Keyword = (typeof keywords)[number];

/** What a gain or a cost counts: resources, coins and points. */
export type Item = Resource | "coins" | "points";

/** Everything Santa Maria says in one language. */
export interface Phrases {
  events: ByType<SantaMariaEventView, Words>;
  actions: ByType<SantaMariaAction, Words>;
  keywords: Readonly<Record<Keyword, string>>;
  /** Each item's name for one and for several: "1 gem", "2 gems". */
  items: Readonly<Record<Item, readonly [string, string]>>;
  /** How to write a choice in the short text form. */
  help: string;
}
