import { GameCatalog } from "./core/catalog";
import { santaCruzListing } from "./santa-cruz/listing";
import { santaMariaListing } from "./santa-maria/listing";

/** Every game the service hosts, each loaded on first use: what the functions play by. */
export const catalog = new GameCatalog([
  { ...santaCruzListing, load: async () => (await import("./santa-cruz")).santaCruz },
  { ...santaMariaListing, load: async () => (await import("./santa-maria")).santaMaria },
]);
