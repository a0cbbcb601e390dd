import type { GameModule } from "../core/game-module";
import type { SantaCruzContent } from "./content/schema";
import { santaCruzListing } from "./listing";
import { santaCruzOlderVersions } from "./older-versions";
import packingSample from "./packing-dictionary.1.json";
import type { SantaCruzView } from "./view";

/** Santa Cruz as the service knows it: its listing at once, the rest on first use. */
export const santaCruzModule: GameModule<SantaCruzView, SantaCruzContent> = {
  listing: santaCruzListing,
  load: async () => (await import("./game")).santaCruz,
  olderVersions: santaCruzOlderVersions,
  sentences: async () => (await import("./sentences")).santaCruzSentences,
  strategy: async () => (await import("./strategy")).santaCruzStrategy,
  playoutStepsPerMs: 50,
  scores: (view) => view.seats.map((s) => s.score),
  picture: async () => (await import("./picture")).drawSantaCruz,
  packing: [{ name: "santa-cruz.1", sample: packingSample }],
};
