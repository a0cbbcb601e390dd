import type { GameModule } from "../core/game-module";
import { santaCruzListing } from "./listing";
import { santaCruzOlderVersions } from "./older-versions";
import packingSample from "./packing-dictionary.1.json";
import type { SantaCruzView } from "./view";

/** Santa Cruz as the service knows it: its listing at once, the rest on first use. */
export const santaCruzModule: GameModule<SantaCruzView> = {
  listing: santaCruzListing,
  load: async () => (await import("./game")).santaCruz,
  olderVersions: santaCruzOlderVersions,
  sentences: async () => (await import("./sentences")).santaCruzSentences,
  strategy: async () => (await import("./strategy")).santaCruzStrategy,
  scores: (view) => view.seats.map((s) => s.score),
  packing: [{ name: "santa-cruz.1", sample: packingSample }],
};
