import { membersOf } from "../core/small-set";
import type { SantaMariaAction } from "./actions";
import {
  cellOf,
  eachPlacement,
  filledCells,
  fitting,
  gridOf,
  lineHasVacant,
  placementsOf,
  vacantBuildings,
} from "./colony";
import { content, SIZE } from "./content";
import { basicResources, resources } from "./content/schema";
import { activationCost, diceFor, dieChangeCost, sizeCost } from "./main-actions";
import { recruitSpaces } from "./monks";
import { type Adjust, adjusterOf } from "./scholars";
import { coloniesLeft } from "./setup";
import { payAction, shared, tradeAction } from "./shared-actions";
import { shipDocks } from "./shipping";
import type { Decision, SantaMariaState } from "./state";
import { buyPrice, canPay, storageLimit } from "./storage";

const N = SIZE;

export function activeSeats(s: SantaMariaState): number[] {
  return s.phase === "over" ? [] : [s.turn];
}

export function legalActions(s: SantaMariaState, seat: number): SantaMariaAction[] {
  if (s.phase === "over" || seat !== s.turn) return [];
  const out: SantaMariaAction[] = [];
  switch (s.phase) {
    case "colonyDraft":
      for (const colony of coloniesLeft(s)) out.push({ type: "chooseColony", colony });
      return out;
    case "townHallDraft": {
      const grid = gridOf(s.seats[seat]);
      s.townHalls.forEach((set, i) => {
        if (set.takenBy !== null) return;
        eachPlacement(grid, set.townHall, (rotation, row, col) => {
          out.push({ type: "chooseTownHall", set: i, rotation, row, col });
        });
      });
      return out;
    }
  }
  const head = s.pending[0] as Decision | undefined;
  // a payment is chosen before anything else, and cannot be declined
  if (head?.kind === "payment") {
    head.ways.forEach((_, way) => {
      out.push(payAction(way));
    });
    return out;
  }
  const adjust = adjusterOf(s, seat);
  if (head) {
    decisionActions(s, seat, head, out);
    out.push(shared.decline);
  } else if (!s.mainDone) mainActions(s, seat, adjust, out);
  else out.push(shared.endTurn);
  freeActions(s, seat, adjust, out);
  return out;
}

function mainActions(s: SantaMariaState, seat: number, adjust: Adjust, out: SantaMariaAction[]): void {
  const me = s.seats[seat];
  const grid = gridOf(me);
  const payable = {
    double: canPay(me.storage, sizeCost("double", adjust)),
    triple: canPay(me.storage, sizeCost("triple", adjust)),
  };
  const filled = filledCells(grid);
  const fitsByShape = new Map<unknown, number[]>();
  for (const tile of s.display) {
    if (!payable[content.expansionById.get(tile)?.size ?? "triple"]) continue;
    const shape = placementsOf(tile);
    const fits = fitsByShape.get(shape) ?? fitting(filled, tile);
    fitsByShape.set(shape, fits);
    const placed = shared.expand.get(tile) as SantaMariaAction[];
    for (const i of fits) out.push(placed[i]);
  }
  const vacant = vacantBuildings(me);
  if (me.coins >= activationCost(s, seat, adjust)) {
    for (const cell of membersOf(vacant)) out.push(shared.activate[cell]);
  }
  // a change costs by its size alone: 0 to 5
  const changeCost = [0, 1, 2, 3, 4, 5].map((by) => dieChangeCost(s, seat, 1, 1 + by, adjust));
  for (const color of ["white", "blue"] as const) {
    const dice = diceFor(s, seat, color, adjust);
    if (dice.length === 0) continue;
    for (let value = 1; value <= N; value++) {
      if (!lineHasVacant(vacant, color, value)) continue;
      for (const die of dice) {
        if (changeCost[Math.abs(value - die)] <= me.coins) out.push(shared.useDie[color][die - 1][value - 1]);
      }
    }
  }
  s.retiring.forEach((taken, space) => {
    if (taken === null) out.push(shared.retire[space]);
  });
}

function decisionActions(s: SantaMariaState, seat: number, head: Decision, out: SantaMariaAction[]): void {
  const me = s.seats[seat];
  switch (head.kind) {
    case "trade":
      head.pay.forEach((cost, pay) => {
        if (!canPay(me.storage, cost)) return;
        head.gain.forEach((_, gain) => {
          out.push(tradeAction(pay, gain));
        });
      });
      return;
    case "ship":
      for (const dock of shipDocks(s, seat)) out.push(shared.ship[dock]);
      return;
    case "religion":
      if (canPay(me.storage, { grain: 1 })) out.push(shared.extraStep);
      return;
    case "recruit":
      for (const space of recruitSpaces(s, seat)) out.push(shared.recruit[space]);
      return;
    case "road": {
      if (s.roadTiles === 0) return;
      const grid = gridOf(me);
      for (let row = 0; row < N; row++) {
        for (let col = 0; col < N; col++) {
          if (grid[cellOf(row, col)] === null) out.push(shared.placeRoad[cellOf(row, col)]);
        }
      }
      return;
    }
  }
}

/** Sell and buy, any number of times during the player's own turn (ruling 4). */
function freeActions(s: SantaMariaState, seat: number, adjust: Adjust, out: SantaMariaAction[]): void {
  const me = s.seats[seat];
  for (const resource of resources) if (me.storage[resource] > 0) out.push(shared.sell[resource]);
  if (me.coins >= buyPrice(s, seat, adjust)) {
    const limit = storageLimit(s, seat, adjust);
    for (const resource of basicResources) if (me.storage[resource] < limit) out.push(shared.buy[resource]);
  }
}
