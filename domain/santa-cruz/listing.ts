import type { GameListing } from "../core/catalog";
import { SantaCruzOptions } from "./options";

/** Santa Cruz as the catalog lists it, before its rules are loaded: a new match's options need no more. */
export const santaCruzListing = {
  id: "santa-cruz",
  name: "Santa Cruz",
  rulesVersion: 2,
  options: SantaCruzOptions,
} as const satisfies GameListing;
