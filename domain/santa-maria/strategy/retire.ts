import type { SantaMariaAction } from "../actions";
import { gridOf } from "../colony";
import { content } from "../content";
import { canPay } from "../storage";
import { conquistadorStep } from "./conquest";
import type { Outlook } from "./outlook";
import { bestRoad } from "./placement";
import type { Plan } from "./plan";
import { gainWorth, type Purse } from "./purse";
import { religionStep } from "./religion";
import { bestShipment, harbourCounts } from "./shipments";

/** Starting the next year (or winning a final tie) is worth a little. */
const FIRST_PLAYER = 0.3;

/** What the action of a retiring space brings the seat. */
function spaceActionWorth(o: Outlook, purse: Purse, space: number): number {
  const action = content.board.retiring[space].action;
  switch (action.kind) {
    case "produce":
      return gainWorth(o, purse, action.gain);
    case "religion": {
      const grain = canPay(purse.storage, { grain: 1 });
      const extra = grain ? Math.max(0, religionStep(o, o.me.religion + 1) - o.resource.grain) : 0;
      return religionStep(o, o.me.religion) + extra;
    }
    case "conquistador":
      return conquistadorStep(o, o.me.conquistador);
    case "ship":
      return Math.max(0, bestShipment(o, purse.storage, harbourCounts(o))?.net ?? 0);
    case "road":
      return o.s.roadTiles > 0 ? Math.max(0, bestRoad(o, gridOf(o.me))?.worth ?? 0) : 0;
    default:
      return 0;
  }
}

/** Retiring on each vacant space; the top space starts the next year and breaks the final tie. */
export function retirePlans(o: Outlook, purse: Purse): Plan[] {
  const plans: Plan[] = [];
  o.s.retiring.forEach((taken, space) => {
    if (taken !== null) return;
    const action: SantaMariaAction = { type: "retire", space };
    const first = space === 0 ? FIRST_PLAYER : 0;
    plans.push({ worth: spaceActionWorth(o, purse, space) + first, steps: [action] });
  });
  return plans;
}
