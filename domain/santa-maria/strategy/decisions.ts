import type { SantaMariaAction } from "../actions";
import { gridOf } from "../colony";
import { resources } from "../content/schema";
import { monkFee, openSpaces } from "../monks";
import { shipmentAt } from "../shipping";
import type { Decision } from "../state";
import { bestTrade, forecastOf } from "./forecast";
import { fund } from "./funding";
import { spaceWorth } from "./monks";
import type { Outlook } from "./outlook";
import { bestRoad } from "./placement";
import type { Plan } from "./plan";
import { costWorth, type Purse, worth } from "./purse";
import { religionStep } from "./religion";
import { harbourCounts, shipWorth } from "./shipments";

const decline: SantaMariaAction = { type: "decline" };

function tradePlans(o: Outlook, start: Purse, head: Extract<Decision, { kind: "trade" }>): Plan[] {
  const best = bestTrade(o, forecastOf(o, start), { kind: "trade", pay: head.pay, gain: head.gain });
  return best ? [{ worth: best.net, steps: [{ type: "trade", pay: best.pay, gain: best.gain }] }] : [];
}

/** Each dock's tile, buying the basic resources it lacks when that still pays. */
function shipPlans(o: Outlook, start: Purse): Plan[] {
  const plans: Plan[] = [];
  const counts = harbourCounts(o);
  o.s.docks.forEach((_, dock) => {
    const tile = shipmentAt(o.s, dock);
    if (tile === null) return;
    const funded = fund(o, start, tile.cost, 0);
    const paid = funded && costWorth(o, funded.purse.storage, tile.cost);
    if (!funded || paid === null) return;
    const lost = worth(o, start) - worth(o, funded.purse);
    plans.push({
      worth: shipWorth(o, dock, counts) - paid - lost,
      steps: [...funded.steps, { type: "ship", dock }],
    });
  });
  return plans;
}

/** The extra step for a grain, bought if need be. */
function religionPlans(o: Outlook, start: Purse): Plan[] {
  const funded = fund(o, start, { grain: 1 }, 0);
  if (funded === null) return [];
  const lost = worth(o, start) - worth(o, funded.purse);
  const step = religionStep(o, o.me.religion + 1);
  return [{ worth: step - o.resource.grain - lost, steps: [...funded.steps, { type: "extraStep" }] }];
}

/** Each open monk space, selling goods for the fees if need be. */
function recruitPlans(o: Outlook, start: Purse): Plan[] {
  const plans: Plan[] = [];
  for (const space of openSpaces(o.s, o.seat)) {
    const funded = fund(o, start, {}, monkFee(o.s, o.seat, space));
    if (funded === null) continue;
    const lost = worth(o, start) - worth(o, funded.purse);
    plans.push({ worth: spaceWorth(o, space) - lost, steps: [...funded.steps, { type: "recruit", space }] });
  }
  return plans;
}

/** A road tile where it adds most: a road never does harm, so it is placed even where it adds nothing. */
function roadPlans(o: Outlook): Plan[] {
  const road = bestRoad(o, gridOf(o.me));
  return road
    ? [{ worth: Math.max(road.worth, 0.01), steps: [{ type: "placeRoad", row: road.row, col: road.col }] }]
    : [];
}

/** Gold may pay in several ways (a payment cannot be declined): the one that gives up least. */
function paymentPlans(o: Outlook, head: Extract<Decision, { kind: "payment" }>): Plan[] {
  return head.ways.map((way, index) => {
    let lost = 0;
    for (const r of resources) lost += (way[r] ?? 0) * o.resource[r];
    return { worth: -lost, steps: [{ type: "pay", way: index }] };
  });
}

function optionPlans(o: Outlook, start: Purse, head: Exclude<Decision, { kind: "payment" }>): Plan[] {
  switch (head.kind) {
    case "trade":
      return tradePlans(o, start, head);
    case "ship":
      return shipPlans(o, start);
    case "religion":
      return religionPlans(o, start);
    case "recruit":
      return recruitPlans(o, start);
    case "road":
      return roadPlans(o);
  }
}

/** The plans for the decision at the head of the pending effects; declining is worth 0. */
export function decisionPlans(o: Outlook, start: Purse, head: Decision): Plan[] {
  if (head.kind === "payment") return paymentPlans(o, head);
  const plans = optionPlans(o, start, head).filter((p) => p.worth > 0);
  return [...plans, { worth: 0, steps: [decline] }];
}
