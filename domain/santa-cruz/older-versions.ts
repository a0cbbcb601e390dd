import type { CatalogEntry } from "../core/catalog";
import { santaCruzListing } from "./listing";

/** The older rules versions still hosted for the matches that started under them, each loaded on first use. */
export const santaCruzOlderVersions: readonly CatalogEntry[] = [
  { ...santaCruzListing, rulesVersion: 1, load: async () => (await import("./v1")).santaCruzV1 },
];
