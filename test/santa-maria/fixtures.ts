import { expect } from "vitest";
import { cloneJson } from "../../domain/core/clone";
import { Random, seedRandom } from "../../domain/core/random";
import { RuleError } from "../../domain/core/rule-error";
import {
  type SantaMariaAction,
  type SantaMariaEvent,
  type SantaMariaState,
  santaMaria,
} from "../../domain/santa-maria";
import { content } from "../../domain/santa-maria/content";
import type { Cell, Cost, Effect, Gain, Resource, Terrain } from "../../domain/santa-maria/content/schema";
import { SantaMariaOptions } from "../../domain/santa-maria/options";
import type { Task } from "../../domain/santa-maria/state";

export function newGame(
  players = 2,
  options: Partial<SantaMariaOptions> = {},
  seed = "fixture",
): SantaMariaState {
  return santaMaria.setup(seed, players, SantaMariaOptions.parse(options));
}

/**
 * A basic game in play with seat `turn` to move, every seat on an empty test colony with no
 * resources, coins or dice: each test then gives exactly what it needs.
 */
export function inPlay(players = 2, turn = 0, options: Partial<SantaMariaOptions> = {}): SantaMariaState {
  const s = newGame(players, options);
  s.phase = "play";
  s.turn = turn;
  s.seats.forEach((me, seat) => {
    colony(s, seat, {});
    me.coins = 0;
    me.storage = { wood: 0, grain: 0, sugar: 0, gems: 0, gold: 0 };
    me.blue = [];
  });
  s.white = [];
  return s;
}

let testColonies = 0;

/**
 * Gives a seat a colony board with exactly these preprinted cells, keyed "row,col" (a test-only
 * board registered in this test file's copy of the content).
 */
export function colony(s: SantaMariaState, seat: number, cells: Record<string, Cell>): void {
  const id = `test-${++testColonies}`;
  const grid: (Cell | null)[] = new Array(36).fill(null);
  for (const [key, cell] of Object.entries(cells)) {
    const [row, col] = key.split(",").map(Number);
    grid[row * 6 + col] = cell;
  }
  content.preprinted.set(id, grid);
  s.seats[seat].colony = id;
  s.seats[seat].tiles = [];
  s.seats[seat].occupied = [];
}

export const building = (effects: Effect[], terrain: Terrain = "town"): Cell => ({
  kind: "building",
  terrain,
  effects,
});
export const produce = (gain: Gain, terrain: Terrain = "town"): Cell =>
  building([{ kind: "produce", gain }], terrain);
export const trading = (pay: Cost[], gain: Gain[]): Cell => building([{ kind: "trade", pay, gain }]);
export const shipping = (): Cell => building([{ kind: "ship" }], "coast");
export const conquistadorBuilding = (): Cell => building([{ kind: "conquistador" }]);
export const religionBuilding = (): Cell => building([{ kind: "religion" }]);
export const road = (colonists = 0): Cell => ({ kind: "road", colonists });

/** Sets a seat's coins and resources (the rest to 0). */
export function give(
  s: SantaMariaState,
  seat: number,
  what: Partial<Record<Resource, number>> & { coins?: number },
): void {
  const { coins = 0, ...storage } = what;
  s.seats[seat].coins = coins;
  s.seats[seat].storage = { wood: 0, grain: 0, sugar: 0, gems: 0, gold: 0, ...storage };
}

/** Applies an action after checking it is among the legal ones. */
export function play(s: SantaMariaState, seat: number, action: SantaMariaAction) {
  expect(santaMaria.legalActions(s, seat)).toContainEqual(action);
  return santaMaria.apply(s, seat, action);
}

/** Plays several actions of one seat in a row, each checked legal; returns the state and all events. */
export function playAll(s: SantaMariaState, seat: number, actions: SantaMariaAction[]) {
  let state = s;
  const events: SantaMariaEvent[] = [];
  for (const action of actions) {
    const out = play(state, seat, action);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

export function ruleCode(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error("expected a rule error");
}

/** The pending decision a seat faces, if any. */
export function decision(s: SantaMariaState): Task["kind"] | undefined {
  return s.pending[0]?.kind;
}

export function types(actions: SantaMariaAction[]): string[] {
  return [...new Set(actions.map((a) => a.type))];
}

export function copy(s: SantaMariaState): SantaMariaState {
  return cloneJson(s);
}

export function ofType<T extends SantaMariaEvent["type"]>(events: SantaMariaEvent[], type: T) {
  return events.filter((e): e is Extract<SantaMariaEvent, { type: T }> => e.type === type);
}

/** Puts the other seats on retiring spaces from the bottom up, as if they had retired already. */
export function othersRetired(s: SantaMariaState, seat: number): void {
  let space = s.retiring.length - 1;
  s.seats.forEach((_, other) => {
    if (other !== seat) s.retiring[space--] = other;
  });
}

/** Plays uniformly random legal actions until the predicate holds. */
export function playUntil(
  s: SantaMariaState,
  done: (s: SantaMariaState) => boolean,
  seed = "until",
): SantaMariaState {
  const random = new Random(seedRandom(seed));
  let state = s;
  while (!done(state)) {
    const seats = santaMaria.activeSeats(state);
    if (seats.length === 0) throw new Error("the game ended first");
    const seat = seats[random.int(seats.length)];
    const actions = santaMaria.legalActions(state, seat);
    state = santaMaria.apply(state, seat, actions[random.int(actions.length)]).state;
  }
  return state;
}
