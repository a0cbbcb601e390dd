import type { GameModule } from "../core/game-module";
import { santaMariaListing } from "./listing";
import { santaMariaOlderVersions } from "./older-versions";
import packingSample from "./packing-dictionary.1.json";
import type { SantaMariaView } from "./view";

/** Santa Maria as the service knows it: its listing at once, the rest on first use. */
export const santaMariaModule: GameModule<SantaMariaView> = {
  listing: santaMariaListing,
  load: async () => (await import("./game")).santaMaria,
  olderVersions: santaMariaOlderVersions,
  sentences: async () => (await import("./sentences")).santaMariaSentences,
  strategy: async () => (await import("./strategy")).santaMariaStrategy,
  scores: (view) => view.seats.map((s) => s.points),
  packing: [{ name: "santa-maria.1", sample: packingSample }],
};
