import type { SantaCruzAction } from "./actions";
import { content } from "./content";
import { type BuildMode, buildModes } from "./content/schema";

/** A build step's actions: one per site, and the site-less one (it has no `site` key at all). */
export interface StepActions {
  at: readonly SantaCruzAction[];
  none: SantaCruzAction;
}

function stepActions(make: (site?: number) => SantaCruzAction): StepActions {
  return { at: content.map.sites.map((site) => Object.freeze(make(site.id))), none: Object.freeze(make()) };
}

function byMode(make: (mode: BuildMode, site?: number) => SantaCruzAction): Record<BuildMode, StepActions> {
  return Object.fromEntries(
    buildModes.map((mode) => [mode, stepActions((site) => make(mode, site))]),
  ) as Record<BuildMode, StepActions>;
}

/**
 * The actions of the play, each made once and frozen: legal-action lists, the engine's busiest
 * output, hand out these shared values instead of making new ones every time.
 */
export const shared = {
  land: stepActions((site) => ({ type: "land", site: site as number })),
  build: stepActions((site) => (site === undefined ? { type: "build" } : { type: "build", site })),
  playBuilding: byMode((card, site) =>
    site === undefined ? { type: "playBuilding", card } : { type: "playBuilding", card, site },
  ),
  playDouble: byMode((mode, site) =>
    site === undefined ? { type: "playDouble", mode } : { type: "playDouble", mode, site },
  ),
  playScoring: new Map(
    content.components.scoringCards.map((card) => [
      card.id,
      Object.freeze<SantaCruzAction>({ type: "playScoring", card: card.id }),
    ]),
  ),
};
