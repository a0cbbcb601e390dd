import type { SantaMariaAction } from "./actions";
import { cellOf, eachPlacement, gridOf, vacantInLine } from "./colony";
import { SIZE } from "./content";
import { basicResources, resources } from "./content/schema";
import { activationCost, diceFor, dieChangeCost, expansionCost } from "./main-actions";
import { recruitSpaces } from "./monks";
import { coloniesLeft } from "./setup";
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
      out.push({ type: "pay", way });
    });
    return out;
  }
  if (head) {
    decisionActions(s, seat, head, out);
    out.push({ type: "decline" });
  } else if (!s.mainDone) mainActions(s, seat, out);
  else out.push({ type: "endTurn" });
  freeActions(s, seat, out);
  return out;
}

function mainActions(s: SantaMariaState, seat: number, out: SantaMariaAction[]): void {
  const me = s.seats[seat];
  const grid = gridOf(me);
  for (const tile of s.display) {
    if (!canPay(me.storage, expansionCost(s, seat, tile))) continue;
    eachPlacement(grid, tile, (rotation, row, col) => {
      out.push({ type: "expand", tile, rotation, row, col });
    });
  }
  if (me.coins >= activationCost(s, seat)) {
    const taken = new Set(me.occupied.map((o) => o.cell));
    for (let cell = 0; cell < N * N; cell++) {
      if (grid[cell]?.kind === "building" && !taken.has(cell)) {
        out.push({ type: "activate", row: Math.floor(cell / N), col: cell % N });
      }
    }
  }
  for (const color of ["white", "blue"] as const) {
    const dice = diceFor(s, seat, color);
    if (dice.length === 0) continue;
    for (let value = 1; value <= N; value++) {
      if (vacantInLine(me, color, value).length === 0) continue;
      for (const die of dice) {
        if (dieChangeCost(s, seat, die, value) <= me.coins) out.push({ type: "useDie", color, die, value });
      }
    }
  }
  s.retiring.forEach((taken, space) => {
    if (taken === null) out.push({ type: "retire", space });
  });
}

function decisionActions(s: SantaMariaState, seat: number, head: Decision, out: SantaMariaAction[]): void {
  const me = s.seats[seat];
  switch (head.kind) {
    case "trade":
      head.pay.forEach((cost, pay) => {
        if (!canPay(me.storage, cost)) return;
        head.gain.forEach((_, gain) => {
          out.push({ type: "trade", pay, gain });
        });
      });
      return;
    case "ship":
      for (const dock of shipDocks(s, seat)) out.push({ type: "ship", dock });
      return;
    case "religion":
      if (canPay(me.storage, { grain: 1 })) out.push({ type: "extraStep" });
      return;
    case "recruit":
      for (const space of recruitSpaces(s, seat)) out.push({ type: "recruit", space });
      return;
    case "road": {
      if (s.roadTiles === 0) return;
      const grid = gridOf(me);
      for (let row = 0; row < N; row++) {
        for (let col = 0; col < N; col++) {
          if (grid[cellOf(row, col)] === null) out.push({ type: "placeRoad", row, col });
        }
      }
      return;
    }
  }
}

/** Sell and buy, any number of times during the player's own turn (ruling 4). */
function freeActions(s: SantaMariaState, seat: number, out: SantaMariaAction[]): void {
  const me = s.seats[seat];
  for (const resource of resources) if (me.storage[resource] > 0) out.push({ type: "sell", resource });
  if (me.coins >= buyPrice(s, seat)) {
    const limit = storageLimit(s, seat);
    for (const resource of basicResources)
      if (me.storage[resource] < limit) out.push({ type: "buy", resource });
  }
}
