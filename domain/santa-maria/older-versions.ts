import type { CatalogEntry } from "../core/catalog";
import { santaMariaListing } from "./listing";

/** The older rules versions still hosted for the matches that started under them, each loaded on first use. */
export const santaMariaOlderVersions: readonly CatalogEntry[] = [
  { ...santaMariaListing, rulesVersion: 2, load: async () => (await import("./v2")).santaMariaV2 },
  { ...santaMariaListing, rulesVersion: 1, load: async () => (await import("./v1")).santaMariaV1 },
];
