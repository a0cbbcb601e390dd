import type { GameModule } from "../../../domain/core/game-module";
import type { SticksView } from "./game";
import { sticksListing } from "./listing";

/**
 * Sticks as the service would know it, registered the way every hosted game is but only by the
 * tests that ask for it: it is in no list, so no catalog shows it.
 */
export const sticksModule: GameModule<SticksView> = {
  listing: sticksListing,
  load: async () => (await import("./game")).sticks,
  sentences: async () => (await import("./sentences")).sticksSentences,
  strategy: async () => (await import("./strategy")).sticksStrategy,
  scores: (view) => view.taken,
  packing: [],
};
