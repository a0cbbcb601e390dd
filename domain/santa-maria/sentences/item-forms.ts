import type { Phrases } from "./phrases";

/** Resources, coins and points as counted ([one, other]), in each language: the emails' and the web client's one table. */
export const itemForms: Readonly<Record<"en" | "de", Phrases["items"]>> = {
  en: {
    wood: ["wood", "wood"],
    grain: ["grain", "grain"],
    sugar: ["sugar", "sugar"],
    gems: ["gem", "gems"],
    gold: ["gold", "gold"],
    coins: ["coin", "coins"],
    points: ["point", "points"],
  },
  de: {
    wood: ["Holz", "Holz"],
    grain: ["Getreide", "Getreide"],
    sugar: ["Zucker", "Zucker"],
    gems: ["Edelstein", "Edelsteine"],
    gold: ["Gold", "Gold"],
    coins: ["Münze", "Münzen"],
    points: ["Punkt", "Punkte"],
  },
};
