import { gridOf } from "../colony";
import { resources } from "../content/schema";
import { RULES } from "../rules";
import { shipmentPoints } from "../scoring";
import type { SantaMariaState, Task } from "../state";
import { colonyYield, REALIZED, ratesOf } from "./colony";
import { expectedConquest } from "./conquest";
import { type Forecast, forecastOf, foresee } from "./forecast";
import { colonistOutlook } from "./lines";
import { bestMonkWorth, bishopsWorth, scholarsWorth } from "./monks";
import { type Outlook, outlook } from "./outlook";
import { bestRoad, colonyOf, placedWorth, tileBonus } from "./placement";
import { purseOf, receive, worth } from "./purse";
import { religionProgress, religionStep } from "./religion";
import { harbourCounts, incomeWorth, setsWorth, shipWorth } from "./shipments";

type Payment = Extract<Task, { kind: "payment" }>;

/** A payment being chosen: the cheapest way paid and the paid-for action carried out. */
function foreseePaid(o: Outlook, f: Forecast, task: Payment): void {
  const way = task.ways[0];
  for (const r of resources) f.purse.storage[r] -= way[r] ?? 0;
  const { action } = task;
  switch (action.type) {
    case "expand":
      f.extra += placedWorth(colonyOf(o, gridOf(o.me)), action) + tileBonus(o);
      return;
    case "trade": {
      const trade = o.s.pending[1];
      if (trade?.kind === "trade") receive(o, f.purse, trade.gain[action.gain]);
      return;
    }
    case "ship":
      f.extra += shipWorth(o, action.dock, f.counts);
      f.counts[action.dock]++;
      return;
    case "extraStep":
      f.extra += religionStep(o, f.religion) + religionStep(o, f.religion + 1);
      f.religion += 2;
      return;
  }
}

/** The effects still waiting in the seat's turn, carried out as the strategy would decide them. */
function pendingWorth(o: Outlook): number {
  const { s } = o;
  if (s.phase !== "play" || s.turn !== o.seat || s.pending.length === 0) return 0;
  const start = purseOf(o);
  const f = forecastOf(o, start);
  // a payment settles the decision after it (trade, ship or religion step) together with it
  const settled = s.pending[0].kind === "payment" && s.pending[0].action.type !== "expand" ? 1 : -1;
  s.pending.forEach((task, i) => {
    if (i === settled) return;
    switch (task.kind) {
      case "payment":
        foreseePaid(o, f, task);
        return;
      // harbour income is counted with the ships, as a retirement still to come
      case "income":
        return;
      case "recruit":
        f.extra += bestMonkWorth(o);
        return;
      case "road":
        f.extra += Math.max(0, bestRoad(o, gridOf(o.me))?.worth ?? 0);
        return;
      default:
        foresee(o, f, task);
    }
  });
  return worth(o, f.purse) + f.extra - worth(o, start);
}

/** The harbour: tile points, sets and the income of the retirements to come. */
function harbourWorth(o: Outlook): number {
  const counts = harbourCounts(o);
  let income = 0;
  counts.forEach((ships, dock) => {
    if (ships > 0) income += ships * incomeWorth(o, dock) * o.retirements;
  });
  return shipmentPoints(o.s, o.seat) + setsWorth(o, counts) + income;
}

/**
 * Points, coins and resources. Resources count at half of what the strategy prizes them at above
 * their selling price: in played games that is what they turned into.
 */
function holdings(o: Outlook): number {
  const { me } = o;
  let value = me.points + me.coins * o.coin;
  for (const r of resources) {
    const sale = RULES.sellPrice[r] / RULES.coinsPerPoint;
    value += me.storage[r] * (sale + 0.5 * (o.resource[r] - sale));
  }
  return value;
}

/** Tiles still to come: a colony that keeps expanding early gains this much more (measured). */
const growth = (o: Outlook) => 12 * Math.max(0, o.ahead - 1.5) ** 2;

/**
 * The seat's expected final score: points so far, what it holds, the final scoring as it is likely
 * to turn out, and what its colony, tracks and harbour will still bring (calibrated on played games).
 */
export function expectedScore(s: SantaMariaState, seat: number): number {
  if (s.phase === "over") return s.seats[seat].points;
  return Object.values(evaluationParts(s, seat)).reduce((a, b) => a + b, 0);
}

/** How well the seat stands: its expected final score less the best rival's (alone: its own). */
export function evaluate(s: SantaMariaState, seat: number): number {
  const mine = expectedScore(s, seat);
  if (s.seats.length === 1) return mine;
  let rival = Number.NEGATIVE_INFINITY;
  for (let other = 0; other < s.seats.length; other++) {
    if (other !== seat) rival = Math.max(rival, expectedScore(s, other));
  }
  return mine - rival;
}

/** The evaluation's parts, by what they come from. */
function evaluationParts(s: SantaMariaState, seat: number): Record<string, number> {
  const o = outlook(s, seat);
  const grid = gridOf(o.me);
  return {
    purse: holdings(o),
    growth: growth(o),
    scholars: scholarsWorth(o),
    bishops: bishopsWorth(o),
    harbour: harbourWorth(o),
    colonists: colonistOutlook(o, grid),
    religion: religionProgress(o, o.me.religion),
    conquest: s.phase === "play" ? expectedConquest(o, o.me.conquistador, false) : 0,
    colony: colonyYield(o, grid, ratesOf(o, grid), REALIZED.evaluation),
    pending: pendingWorth(o),
  };
}
