import type { GameListing } from "../core/catalog";
import { SantaMariaOptions } from "./options";

/** Santa Maria as the catalog lists it, before its rules are loaded: a new match's options need no more. */
export const santaMariaListing = {
  id: "santa-maria",
  name: "Santa Maria",
  rulesVersion: 3,
  options: SantaMariaOptions,
} as const satisfies GameListing;
