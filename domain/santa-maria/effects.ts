import { type Grid, gridOf } from "./colony";
import { content, SIZE } from "./content";
import type { SpaceAction } from "./content/schema";
import type { SantaMariaEvent } from "./events";
import { canRecruit } from "./monks";
import { adjusted } from "./scholars";
import { canShip } from "./shipping";
import type { Decision, SantaMariaState, Task } from "./state";
import { canTrade, gain, withinReach } from "./storage";
import { conquistador, religion } from "./tracks";
import { endTurn } from "./turns";

/** The task for one effect of a building, retiring space or dock (copied: the state owns it). */
export function taskOf(action: SpaceAction): Task {
  switch (action.kind) {
    case "produce":
      return { kind: "produce", gain: { ...action.gain } };
    case "trade":
      return {
        kind: "trade",
        pay: action.pay.map((c) => ({ ...c })),
        gain: action.gain.map((g) => ({ ...g })),
      };
    default:
      return { kind: action.kind };
  }
}

/** All effects of these buildings, building by building, each building's effects in order. */
export function buildingTasks(grid: Grid, cells: number[]): Task[] {
  const tasks: Task[] = [];
  for (const cell of cells) {
    const c = grid[cell];
    if (c?.kind === "building") for (const effect of c.effects) tasks.push(taskOf(effect));
  }
  return tasks;
}

/** Retiring: the income of one dock, one effect per shipment tile there. */
function incomeTasks(s: SantaMariaState, seat: number, dock: number, events: SantaMariaEvent[]): Task[] {
  const ships = s.seats[seat].harbour[dock].length;
  if (ships === 0) return [];
  events.push({ type: "harbourIncome", seat, dock, ships });
  const tasks: Task[] = [];
  for (let i = 0; i < ships; i++) {
    const task = taskOf(content.board.docks[dock].income);
    if (task.kind === "produce" && task.gain.coins) {
      task.gain.coins = adjusted(s, seat, "incomeCoins", task.gain.coins);
    }
    tasks.push(task);
  }
  return tasks;
}

/** The harbour's income on retiring: dock by dock, from top to bottom. */
export function harbourIncome(): Task[] {
  return content.board.docks.map((_, dock) => ({ kind: "income", dock }));
}

export function isDecision(task: Task): task is Decision {
  return task.kind !== "produce" && task.kind !== "conquistador" && task.kind !== "income";
}

/**
 * Whether a decision is put to the player: only when some choice could be made this turn (free
 * actions included); otherwise it is skipped (a religion action then advances one space).
 */
export function decisionOpen(s: SantaMariaState, seat: number, task: Decision): boolean {
  switch (task.kind) {
    case "trade":
      return task.pay.some((cost) => withinReach(s, seat, cost));
    case "ship":
      return canShip(s, seat);
    case "religion":
      return withinReach(s, seat, { grain: 1 });
    case "recruit":
      return canRecruit(s, seat);
    case "road":
      return s.roadTiles > 0 && hasEmptyCell(gridOf(s.seats[seat]));
    case "payment":
      return true;
  }
}

function hasEmptyCell(grid: Grid): boolean {
  for (let cell = 0; cell < SIZE * SIZE; cell++) if (grid[cell] === null) return true;
  return false;
}

/**
 * Carries out the pending effects of the seat to act, in order, until one waits for a decision.
 * Once the main action is fully done and no free action is left, the turn ends by itself (ruling 4).
 */
export function run(s: SantaMariaState, events: SantaMariaEvent[]): void {
  const seat = s.turn;
  while (s.pending.length > 0) {
    const task = s.pending[0];
    const decision = isDecision(task);
    if (decision && decisionOpen(s, seat, task)) return;
    s.pending.shift();
    if (decision) events.push({ type: "skipped", seat, decision: task.kind });
    if (task.kind === "produce") gain(s, seat, task.gain, events);
    else if (task.kind === "conquistador") conquistador(s, seat, events);
    else if (task.kind === "religion") religion(s, seat, 1, events);
    else if (task.kind === "income") s.pending.unshift(...incomeTasks(s, seat, task.dock, events));
  }
  if (s.mainDone && !canTrade(s, seat)) endTurn(s, events);
}
