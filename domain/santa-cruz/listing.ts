import type { GameListing } from "../core/catalog";

/** Santa Cruz as the catalog lists it, before its rules are loaded. */
export const santaCruzListing = {
  id: "santa-cruz",
  name: "Santa Cruz",
  rulesVersion: 2,
} as const satisfies GameListing;
