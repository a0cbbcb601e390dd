import { gridOf } from "../colony";
import { content, contentInPlay } from "../content";
import { coloniesLeft } from "../setup";
import { colonyYield, ratesOf } from "./colony";
import { abilityWorth } from "./monks";
import type { Outlook } from "./outlook";
import { bestPlacements, colonyOf } from "./placement";
import type { Plan } from "./plan";

/** The colony board whose preprinted buildings promise most. */
export function colonyPlans(o: Outlook): Plan[] {
  return coloniesLeft(o.s).map((colony) => {
    const grid = content.preprinted.get(colony) ?? [];
    return { worth: colonyYield(o, grid, ratesOf(o, grid)), steps: [{ type: "chooseColony", colony }] };
  });
}

/** Each town hall at its best place, with the scholar that comes with it. */
export function townHallPlans(o: Outlook): Plan[] {
  const colony = colonyOf(o, gridOf(o.me));
  const plans: Plan[] = [];
  o.s.townHalls.forEach((offer, set) => {
    const scholar = contentInPlay.value.scholarById.get(offer.scholar);
    if (offer.takenBy !== null || scholar === undefined) return;
    const bonus = scholar.points + abilityWorth(o, scholar.ability);
    for (const place of bestPlacements(colony, [{ tile: offer.townHall, bonus }])) {
      const { rotation, row, col } = place;
      plans.push({ worth: place.worth, steps: [{ type: "chooseTownHall", set, rotation, row, col }] });
    }
  });
  return plans;
}
