import type { SantaMariaAction } from "../actions";
import { type Grid, gridOf, isVacantBuilding, vacantInLine } from "../colony";
import { SIZE } from "../content";
import type { Cost } from "../content/schema";
import { activationCost, diceFor, dieChangeCost, expansionCost } from "../main-actions";
import { type Forecast, forecastOf, foresee } from "./forecast";
import { fund } from "./funding";
import type { Outlook } from "./outlook";
import { bestPlacements, type Colony, colonyOf, tileBonus } from "./placement";
import { firstStep, type Plan } from "./plan";
import { copyPurse, type Purse, spend, worth } from "./purse";
import { retirePlans } from "./retire";

/** The plan of paying coins (and the free actions they need), then activating these buildings. */
function activationPlan(
  o: Outlook,
  start: Purse,
  grid: Grid,
  coins: number,
  cells: number[],
  action: SantaMariaAction,
): Plan | null {
  const funded = fund(o, start, {}, coins);
  if (funded === null) return null;
  const f: Forecast = forecastOf(o, funded.purse);
  f.purse.coins -= coins;
  for (const cell of cells) {
    const c = grid[cell];
    if (c?.kind === "building") for (const effect of c.effects) foresee(o, f, effect);
  }
  return { worth: worth(o, f.purse) + f.extra - worth(o, start), steps: [...funded.steps, action] };
}

/** A main action must bring at least this much, or the seat retires. */
const RETIRE_BELOW = 0.15;

/** Candidates judged in full after a quick ranking by the buildings' worths. */
const SHORTLIST = 4;

interface Candidate {
  quick: number;
  coins: number;
  cells: number[];
  action: SantaMariaAction;
}

/** Coins the seat could raise now: its own, and what selling its advanced resources brings. */
const cash = (p: Purse) => p.coins + 2 * (p.storage.sugar + p.storage.gems + p.storage.gold);

/** Forecasts the best few affordable candidates in full. */
function shortlisted(o: Outlook, start: Purse, c: Colony, candidates: Candidate[]): Plan[] {
  const affordable = candidates.filter((x) => x.coins <= cash(start));
  affordable.sort((a, b) => b.quick - a.quick);
  const plans: Plan[] = [];
  for (const x of affordable.slice(0, SHORTLIST)) {
    const plan = activationPlan(o, start, c.grid, x.coins, x.cells, x.action);
    if (plan) plans.push(plan);
  }
  return plans;
}

const quickWorth = (o: Outlook, c: Colony, coins: number, cells: number[]) =>
  cells.reduce((sum, cell) => sum + c.rates.worth[cell], 0) - coins * o.coin;

/** Each row or column a die can activate, with the die that costs least to turn to it. */
function dicePlans(o: Outlook, start: Purse, c: Colony): Plan[] {
  const candidates: Candidate[] = [];
  // coins by points of change
  const change = [0, 1, 2, 3, 4, 5].map((points) => dieChangeCost(o.s, o.seat, 0, points));
  for (const color of ["white", "blue"] as const) {
    const dice = diceFor(o.s, o.seat, color);
    if (dice.length === 0) continue;
    for (let value = 1; value <= SIZE; value++) {
      const cells = vacantInLine(o.me, color, value);
      if (cells.length === 0) continue;
      const die = dice.reduce((a, b) => (Math.abs(b - value) < Math.abs(a - value) ? b : a));
      const coins = change[Math.abs(die - value)];
      const action: SantaMariaAction = { type: "useDie", color, die, value };
      candidates.push({ quick: quickWorth(o, c, coins, cells), coins, cells, action });
    }
  }
  return shortlisted(o, start, c, candidates);
}

function activatePlans(o: Outlook, start: Purse, c: Colony): Plan[] {
  const coins = activationCost(o.s, o.seat);
  const candidates: Candidate[] = [];
  for (let cell = 0; cell < SIZE * SIZE; cell++) {
    if (!isVacantBuilding(o.me, c.grid, cell)) continue;
    const action: SantaMariaAction = { type: "activate", row: Math.floor(cell / SIZE), col: cell % SIZE };
    candidates.push({ quick: quickWorth(o, c, coins, [cell]), coins, cells: [cell], action });
  }
  return shortlisted(o, start, c, candidates);
}

/** The display tiles at their best places, buying the wood or grain they lack. */
function expandPlans(o: Outlook, start: Purse, c: Colony): Plan[] {
  const funding = new Map<string, { steps: SantaMariaAction[]; spent: number }>();
  for (const tile of o.s.display) {
    const cost: Cost = expansionCost(o.s, o.seat, tile);
    const funded = fund(o, start, cost, 0);
    if (funded === null) continue;
    const after = copyPurse(funded.purse);
    spend(after, cost);
    funding.set(tile, { steps: funded.steps, spent: worth(o, start) - worth(o, after) });
  }
  if (funding.size === 0) return [];
  const bonus = tileBonus(o);
  const tiles = [...funding].map(([tile, f]) => ({ tile, bonus: bonus - f.spent }));
  return bestPlacements(c, tiles).map((p) => ({
    worth: p.worth,
    steps: [
      ...(funding.get(p.tile)?.steps ?? []),
      { type: "expand", tile: p.tile, rotation: p.rotation, row: p.row, col: p.col },
    ],
  }));
}

/** The seat's next step before its main action: the best main action, or retiring when none pays. */
export function mainStep(o: Outlook, start: Purse, actions: SantaMariaAction[]): SantaMariaAction | null {
  const c = colonyOf(o, gridOf(o.me));
  const plans = [...expandPlans(o, start, c), ...dicePlans(o, start, c), ...activatePlans(o, start, c)];
  const worthwhile = plans.filter((p) => p.worth > RETIRE_BELOW);
  return firstStep(actions, worthwhile) ?? firstStep(actions, retirePlans(o, start));
}
