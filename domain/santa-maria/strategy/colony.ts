import type { Grid } from "../colony";
import { content, SIZE } from "../content";
import type { Cell, Effect, Gain } from "../content/schema";
import { resources } from "../content/schema";
import { conquistadorRate, PLACE_PER_CONQUISTADOR } from "./conquest";
import type { Outlook } from "./outlook";
import { religionRate } from "./religion";

const N = SIZE;

/**
 * How much of the colony's planned production to count. Plans are never carried out perfectly (dice
 * show other values, trades lack goods): games realize about 0.45 of it, which the evaluation
 * counts. Choosing actions, the strategy weighs it at 1.5: what a tile adds compounds over the
 * years, and played games score best so.
 */
export const REALIZED = { evaluation: 0.45, planning: 1.5 };
/** A die's use costs this much on average: changing its value. */
const DIE_COST = 0.3;
/** A trading building's goods are not always at hand. */
const TRADE_AT_HAND = 0.8;

function gainRate(o: Outlook, gain: Gain): number {
  let value = (gain.points ?? 0) + (gain.coins ?? 0) * o.coin;
  for (const r of resources) value += (gain[r] ?? 0) * o.resource[r];
  return value;
}

/** An effect's worth when a building is activated some time this year or later. */
function effectRate(o: Outlook, effect: Effect): number {
  switch (effect.kind) {
    case "produce":
      return gainRate(o, effect.gain);
    case "trade": {
      let best = 0;
      for (const pay of effect.pay) {
        for (const gain of effect.gain) best = Math.max(best, gainRate(o, gain) - gainRate(o, pay));
      }
      return TRADE_AT_HAND * best;
    }
    case "ship":
      // a tile's points and a share of a set, its income at each retirement to come, less its goods
      return 0.8 * (1 + 0.7 * o.retirements);
    case "religion":
      return religionRate(o);
    case "conquistador":
      return conquistadorRate(o);
  }
}

const rateCache = new WeakMap<Outlook, Map<Cell, number>>();

/** A cell's worth when activated once (0 for a road), kept for the decision. */
export function cellRate(o: Outlook, cell: Cell): number {
  if (cell.kind !== "building") return 0;
  let cache = rateCache.get(o);
  if (cache === undefined) {
    cache = new Map();
    rateCache.set(o, cache);
  }
  let rate = cache.get(cell);
  if (rate === undefined) {
    rate = 0;
    for (const effect of cell.effects) rate += effectRate(o, effect);
    cache.set(cell, rate);
  }
  return rate;
}

/** Each building's worth when activated once, and its religion and conquistador effects. */
export interface Rates {
  worth: Float64Array;
  religion: Int8Array;
  conquest: Int8Array;
}

export function setRate(o: Outlook, rates: Rates, index: number, cell: Cell | null): void {
  rates.worth[index] = cell === null ? 0 : cellRate(o, cell);
  rates.religion[index] = 0;
  rates.conquest[index] = 0;
  if (cell?.kind !== "building") return;
  for (const effect of cell.effects) {
    if (effect.kind === "religion") rates.religion[index]++;
    else if (effect.kind === "conquistador") rates.conquest[index]++;
  }
}

export function ratesOf(o: Outlook, grid: Grid): Rates {
  const rates = {
    worth: new Float64Array(N * N),
    religion: new Int8Array(N * N),
    conquest: new Int8Array(N * N),
  };
  for (let cell = 0; cell < N * N; cell++) if (grid[cell] !== null) setRate(o, rates, cell, grid[cell]);
  return rates;
}

export function copyRates(rates: Rates): Rates {
  return { worth: rates.worth.slice(), religion: rates.religion.slice(), conquest: rates.conquest.slice() };
}

interface Dice {
  white: number;
  blue: number;
  /** Single activations already made this year. */
  activations: number;
}

/** What a year draws from the colony: its worth, and its religion and conquistador effects apart. */
interface Harvest {
  worth: number;
  religion: number;
  conquest: number;
}

function reap(h: Harvest, rates: Rates, cell: number, cost: number): void {
  h.worth += rates.worth[cell] - cost;
  h.religion += rates.religion[cell];
  h.conquest += rates.conquest[cell];
}

/**
 * What a year's dice and coins can draw from the colony, planned greedily: each die on the line
 * (white: column, blue: row) whose vacant buildings are worth most, blocking its last one, then
 * single activations while a building is worth more than its coins.
 */
function yearYield(o: Outlook, grid: Grid, rates: Rates, blocked: number[], dice: Dice): Harvest {
  const worth = rates.worth;
  const vacant = new Uint8Array(N * N);
  for (let cell = 0; cell < N * N; cell++) vacant[cell] = grid[cell]?.kind === "building" ? 1 : 0;
  for (const cell of blocked) vacant[cell] = 0;
  // what each line's vacant buildings are worth: rows 0–5, then columns 6–11
  const lines = new Float64Array(2 * N);
  for (let cell = 0; cell < N * N; cell++) {
    if (!vacant[cell]) continue;
    lines[Math.floor(cell / N)] += worth[cell];
    lines[N + (cell % N)] += worth[cell];
  }
  const h: Harvest = { worth: 0, religion: 0, conquest: 0 };
  let white = dice.white;
  let blue = dice.blue;
  while (white + blue > 0) {
    let best = DIE_COST;
    let line = -1;
    for (let i = 0; i < N; i++) {
      if (blue > 0 && lines[i] > best) {
        best = lines[i];
        line = i;
      }
      if (white > 0 && lines[N + i] > best) {
        best = lines[N + i];
        line = N + i;
      }
    }
    if (line < 0) break;
    h.worth -= DIE_COST;
    let last = -1;
    for (let j = 0; j < N; j++) {
      const cell = line < N ? line * N + j : j * N + line - N;
      if (!vacant[cell]) continue;
      reap(h, rates, cell, 0);
      last = cell;
    }
    vacant[last] = 0;
    lines[Math.floor(last / N)] -= worth[last];
    lines[N + (last % N)] -= worth[last];
    if (line < N) blue--;
    else white--;
  }
  // then single activations, the best building first, while it is worth its coins
  for (let k = 0; ; k++) {
    let pick = -1;
    for (let cell = 0; cell < N * N; cell++)
      if (vacant[cell] && (pick < 0 || worth[cell] > worth[pick])) pick = cell;
    const coins = Math.max(0, dice.activations + k + 1 - o.activationDiscount) * o.coin;
    if (pick < 0 || worth[pick] <= coins) break;
    reap(h, rates, pick, coins);
    vacant[pick] = 0;
  }
  return h;
}

/** The dice the seat still has this year. */
function diceLeft(o: Outlook): Dice {
  if (o.retired) return { white: 0, blue: 0, activations: 0 };
  const { s, me } = o;
  const white = Math.min(Math.max(0, o.whiteLimit - me.whiteTaken), s.white.length);
  const blue =
    s.options.blueDice === "commonPool"
      ? Math.min(Math.max(0, me.blueUnlocked - me.blueTaken), s.bluePool.length)
      : me.blue.length;
  return { white, blue, activations: me.activations };
}

/** A whole later year's dice. */
function diceOfYear(o: Outlook): Dice {
  return { white: o.whiteLimit, blue: o.me.blueUnlocked, activations: 0 };
}

/** Conquistadors beyond these in one year rarely change the year's places. */
const CONQUESTS_A_YEAR = 5;

/**
 * Religion steps beyond the track's end are a point each; conquistadors beyond a handful a year
 * bring only their gold. The plain rates would count both as if they never ran out.
 */
function saturation(o: Outlook, now: Harvest, year: Harvest): number {
  const room = Math.max(0, content.board.religion.last - o.me.religion);
  const beyond = Math.max(0, now.religion + o.later * year.religion - room);
  const excess =
    Math.max(0, now.conquest - CONQUESTS_A_YEAR) + o.later * Math.max(0, year.conquest - CONQUESTS_A_YEAR);
  return beyond * (religionRate(o) - 1) + excess * PLACE_PER_CONQUISTADOR;
}

/** What the colony will still produce, the rest of this year and every later year, at this weight. */
export function colonyYield(o: Outlook, grid: Grid, rates: Rates, realized = REALIZED.planning): number {
  const now = yearYield(o, grid, rates, o.blocked, diceLeft(o));
  const year =
    o.later > 0 ? yearYield(o, grid, rates, [], diceOfYear(o)) : { worth: 0, religion: 0, conquest: 0 };
  return realized * (now.worth + o.later * year.worth - saturation(o, now, year));
}
