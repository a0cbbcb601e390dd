import { eachPlacement, type Grid } from "../colony";
import { content, contentInPlay, type RotatedCell, SIZE } from "../content";
import { cellRate, colonyYield, copyRates, type Rates, ratesOf, setRate } from "./colony";
import { colLine, fillOdds, type Layout, layoutOf, rowLine } from "./lines";
import { bishopRate } from "./monks";
import type { Outlook } from "./outlook";

const N = SIZE;
/** Placements judged in full after the quick ranking. */
const SHORTLIST = 6;
/** Tiles whose every placement is ranked. */
const TILE_SHORTLIST = 6;

interface Placing {
  tile: string;
  rotation: number;
  row: number;
  col: number;
  worth: number;
}

/** The colony's rows and columns as they stand, and what filling them is worth. */
interface Lines {
  o: Outlook;
  grid: Grid;
  layout: Layout;
  odds: Float64Array;
  /** Points per colonist (people bishop) and per developed line (builders bishop). */
  people: number;
  builders: number;
}

/** The colony as it stands, judged once per decision: its lines, building worths and production. */
export interface Colony extends Lines {
  rates: Rates;
  /** Buildings per line, rows then columns. */
  crowd: Int8Array;
  /** The production to come, once asked for. */
  yield: number | null;
}

function linesOf(o: Outlook, grid: Grid): Lines {
  return {
    o,
    grid,
    layout: layoutOf(grid),
    odds: fillOdds(o),
    people: bishopRate(o, "colonists"),
    builders: bishopRate(o, "developedLines"),
  };
}

export function colonyOf(o: Outlook, grid: Grid): Colony {
  const rates = ratesOf(o, grid);
  const crowd = new Int8Array(2 * N);
  for (let cell = 0; cell < N * N; cell++) {
    if (grid[cell]?.kind !== "building") continue;
    crowd[rowLine(cell)]++;
    crowd[colLine(cell)]++;
  }
  return { ...linesOf(o, grid), rates, crowd, yield: null };
}

function yieldOf(c: Colony): number {
  c.yield ??= colonyYield(c.o, c.grid, c.rates);
  return c.yield;
}

const lineWorth = (c: Lines, empty: number, colonists: number) => (colonists + c.builders) * c.odds[empty];

type Shape = readonly RotatedCell[];

// scratch counts per line, zeroed again after each use: the quick ranking runs for every placement
const filled = new Int8Array(2 * N);
const settled = new Int8Array(2 * N);

/** What new cells add to the layout: colonists in lines likely filled, and the bishops counting them. */
function layoutGain(c: Lines, shape: Shape, at: number): number {
  let colonists = 0;
  for (const { dr, dc, cell } of shape) {
    const index = at + dr * N + dc;
    const added = cell.kind === "road" ? cell.colonists : 0;
    filled[rowLine(index)]++;
    filled[colLine(index)]++;
    settled[rowLine(index)] += added;
    settled[colLine(index)] += added;
    colonists += added;
  }
  let gain = c.people * colonists;
  const { empty, colonists: had } = c.layout;
  for (let line = 0; line < 2 * N; line++) {
    if (filled[line] === 0) continue;
    gain +=
      lineWorth(c, empty[line] - filled[line], had[line] + settled[line]) -
      lineWorth(c, empty[line], had[line]);
    filled[line] = 0;
    settled[line] = 0;
  }
  return gain;
}

/** A quick ranking: the layout, and buildings where their row and column hold many others. */
function quickWorth(c: Colony, shape: Shape, at: number): number {
  let worth = layoutGain(c, shape, at);
  for (const { dr, dc, cell } of shape) {
    if (cell.kind !== "building") continue;
    const index = at + dr * N + dc;
    const crowd = c.crowd[rowLine(index)] + c.crowd[colLine(index)];
    worth += cellRate(c.o, cell) * (0.5 + 0.3 * crowd) * c.o.ahead;
  }
  return worth;
}

/** What the cells add in full: the colony's production to come, and the layout. */
function fullWorth(c: Colony, shape: Shape, at: number): number {
  const grid = c.grid.slice();
  const rates = copyRates(c.rates);
  for (const { dr, dc, cell } of shape) {
    grid[at + dr * N + dc] = cell;
    setRate(c.o, rates, at + dr * N + dc, cell);
  }
  return colonyYield(c.o, grid, rates) - yieldOf(c) + layoutGain(c, shape, at);
}

const shapeOf = (tile: string, rotation: number): Shape =>
  contentInPlay.value.placeables.get(tile)?.rotations[rotation].cells ?? [];

/** What a tile holds, wherever it goes: its buildings' worths and its colonists. */
function contentWorth(c: Colony, tile: string): number {
  let worth = 0;
  for (const { cell } of shapeOf(tile, 0))
    worth += cell.kind === "road" ? 0.5 * cell.colonists : cellRate(c.o, cell) * c.o.ahead;
  return worth;
}

/** The tiles worth placing in every way: those whose contents promise most. */
function promising(c: Colony, tiles: { tile: string; bonus: number }[]) {
  if (tiles.length <= TILE_SHORTLIST) return tiles;
  return tiles
    .map((t) => ({ ...t, promise: t.bonus + contentWorth(c, t.tile) }))
    .sort((a, b) => b.promise - a.promise)
    .slice(0, TILE_SHORTLIST);
}

/**
 * The best places for these tiles (expansions or a town hall), each with the worth of the tile's
 * own cost or bonus added: every placement ranked quickly, the best few judged in full.
 */
export function bestPlacements(c: Colony, tiles: { tile: string; bonus: number }[]): Placing[] {
  // the best few so far, best first
  const top: Placing[] = [];
  for (const { tile, bonus } of promising(c, tiles)) {
    eachPlacement(c.grid, tile, (rotation, row, col) => {
      const worth = bonus + quickWorth(c, shapeOf(tile, rotation), row * N + col);
      if (top.length === SHORTLIST && worth <= top[SHORTLIST - 1].worth) return;
      let at = top.length;
      while (at > 0 && top[at - 1].worth < worth) at--;
      top.splice(at, 0, { tile, rotation, row, col, worth });
      if (top.length > SHORTLIST) top.pop();
    });
  }
  const bonusOf = new Map(tiles.map((t) => [t.tile, t.bonus]));
  return top.map((p) => ({
    ...p,
    worth: (bonusOf.get(p.tile) ?? 0) + fullWorth(c, shapeOf(p.tile, p.rotation), p.row * N + p.col),
  }));
}

/** What a tile placed just there adds. */
export function placedWorth(
  c: Colony,
  p: { tile: string; rotation: number; row: number; col: number },
): number {
  return fullWorth(c, shapeOf(p.tile, p.rotation), p.row * N + p.col);
}

/** The empty space where a road tile adds most, and what it adds. */
export function bestRoad(o: Outlook, grid: Grid): { row: number; col: number; worth: number } | null {
  const tile = content.roadTileIds[content.roadTileIds.length - o.s.roadTiles];
  const road =
    tile === undefined ? undefined : contentInPlay.value.placeables.get(tile)?.rotations[0].cells[0].cell;
  if (road === undefined) return null;
  const c = linesOf(o, grid);
  let best: { row: number; col: number; worth: number } | null = null;
  for (let cell = 0; cell < N * N; cell++) {
    if (grid[cell] !== null) continue;
    const worth = layoutGain(c, [{ dr: 0, dc: 0, cell: road }], cell);
    if (best === null || worth > best.worth) best = { row: Math.floor(cell / N), col: cell % N, worth };
  }
  return best;
}

/** Expansion tiles also count for the frontier bishop. */
export const tileBonus = (o: Outlook) => bishopRate(o, "expansionTiles");
