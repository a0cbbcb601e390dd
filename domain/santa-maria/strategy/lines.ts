import type { Grid } from "../colony";
import { SIZE } from "../content";
import type { Outlook } from "./outlook";

const N = SIZE;

/** Each row's and column's empty spaces and colonists: rows are lines 0–5, columns 6–11. */
export interface Layout {
  empty: Int8Array;
  colonists: Int8Array;
}

export const rowLine = (cell: number) => Math.floor(cell / N);
export const colLine = (cell: number) => N + (cell % N);

export function layoutOf(grid: Grid): Layout {
  const empty = new Int8Array(2 * N);
  const colonists = new Int8Array(2 * N);
  for (let cell = 0; cell < N * N; cell++) {
    const c = grid[cell];
    if (c === null) {
      empty[rowLine(cell)]++;
      empty[colLine(cell)]++;
    } else if (c.kind === "road") {
      colonists[rowLine(cell)] += c.colonists;
      colonists[colLine(cell)] += c.colonists;
    }
  }
  return { empty, colonists };
}

const odds = new WeakMap<Outlook, Float64Array>();

/** How likely a line with 0–6 empty spaces is filled by the end of the game. */
export function fillOdds(o: Outlook): Float64Array {
  const known = odds.get(o);
  if (known) return known;
  const out = new Float64Array(N + 1);
  const each = o.ahead / (o.ahead + 1.2);
  for (let empty = 0; empty <= N; empty++) out[empty] = each ** empty;
  odds.set(o, out);
  return out;
}

/** Colonist points to expect: each line's colonists times the odds that it is filled. */
export function colonistOutlook(o: Outlook, grid: Grid): number {
  const { empty, colonists } = layoutOf(grid);
  const p = fillOdds(o);
  let points = 0;
  for (let line = 0; line < 2 * N; line++) points += colonists[line] * p[empty[line]];
  return points;
}

/** Fully developed lines to expect by the end of the game. */
export function expectedLines(o: Outlook, grid: Grid): number {
  const { empty } = layoutOf(grid);
  const p = fillOdds(o);
  let lines = 0;
  for (let line = 0; line < 2 * N; line++) lines += p[empty[line]];
  return lines;
}
