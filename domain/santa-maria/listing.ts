import type { GameListing } from "../core/catalog";

/** Santa Maria as the catalog lists it, before its rules are loaded. */
export const santaMariaListing = {
  id: "santa-maria",
  name: "Santa Maria",
  rulesVersion: 2,
} as const satisfies GameListing;
