import { RuleError } from "../core/rule-error";
import {
  difference,
  has,
  intersection,
  isSubset,
  membersOf,
  overlaps,
  type SmallSet,
  setOf,
} from "../core/small-set";
import type { Content, Placeable } from "./content";
import { contentInPlay, SIZE } from "./content";
import type { Cell, Terrain } from "./content/schema";
import type { Placement, SeatState } from "./state";

/** The 36 cells of a colony (row * 6 + col): preprinted or placed content, or null where empty. */
export type Grid = readonly (Cell | null)[];

// a module-level copy: hot loops read a plain local, not a module binding
const N = SIZE;

export const cellOf = (row: number, col: number) => row * N + col;

// a seat's tile list only grows, and moves replace it rather than change it (copyState shares it),
// so a grid stays valid while its list keeps its length
const grids = new WeakMap<Placement[], { content: Content; colony: string; length: number; grid: Grid }>();

export function gridOf(seat: SeatState): Grid {
  const colony = seat.colony;
  if (colony === null) return new Array(N * N).fill(null);
  const content = contentInPlay.value;
  const cached = grids.get(seat.tiles);
  if (cached && cached.content === content && cached.colony === colony && cached.length === seat.tiles.length)
    return cached.grid;
  const grid = (content.preprinted.get(colony) as (Cell | null)[]).slice();
  for (const p of seat.tiles) {
    for (const { dr, dc, cell } of rotationOf(p.tile, p.rotation).cells)
      grid[cellOf(p.row + dr, p.col + dc)] = cell;
  }
  grids.set(seat.tiles, { content, colony, length: seat.tiles.length, grid });
  return grid;
}

function placeableOf(tile: string): Placeable {
  const placeable = contentInPlay.value.placeables.get(tile);
  if (!placeable) throw new RuleError("unknown-tile", `There is no tile ${tile}`);
  return placeable;
}

function rotationOf(tile: string, rotation: number) {
  return placeableOf(tile).rotations[rotation];
}

/**
 * Why a tile cannot lie there, or null: it must stay inside the colony and cover only empty spaces
 * (never another tile or a preprinted building). The action schema keeps rotation, row and col in range.
 */
export function placementProblem(grid: Grid, p: Placement): RuleError | null {
  const { cells, height, width } = rotationOf(p.tile, p.rotation);
  if (p.row + height > N || p.col + width > N) {
    return new RuleError("off-colony", "The tile must lie inside the 6 × 6 colony");
  }
  for (const { dr, dc } of cells) {
    if (grid[cellOf(p.row + dr, p.col + dc)] !== null) {
      return new RuleError("cell-occupied", `Space ${p.row + dr},${p.col + dc} is not empty`);
    }
  }
  return null;
}

/** Where a tile may lie in an empty colony, and the cells it then covers. */
interface Footprint {
  rotation: number;
  row: number;
  col: number;
  covers: SmallSet;
}

function footprintsOf(placeable: Placeable): Footprint[] {
  const out: Footprint[] = [];
  placeable.rotations.forEach(({ cells, height, width }, rotation) => {
    for (let row = 0; row + height <= N; row++) {
      for (let col = 0; col + width <= N; col++) {
        out.push({
          rotation,
          row,
          col,
          covers: setOf(cells.map(({ dr, dc }) => cellOf(row + dr, col + dc))),
        });
      }
    }
  });
  return out;
}

// every placement of a tile, by rotation then row then column, worked out once; tiles of one shape
// (all doubles are dominoes, in every rules version) share one list, so what fits is worked out once per shape
const byShape = new Map<string, Footprint[]>();
const footprints = new WeakMap<Placeable, Footprint[]>();

function footprintsFor(placeable: Placeable): Footprint[] {
  let found = footprints.get(placeable);
  if (!found) {
    const shape = JSON.stringify(placeable.rotations.map((r) => r.cells.map(({ dr, dc }) => [dr, dc])));
    found = byShape.get(shape) ?? footprintsOf(placeable);
    byShape.set(shape, found);
    footprints.set(placeable, found);
  }
  return found;
}

/** A grid's cells as sets: those filled, and those holding a building. */
interface GridCells {
  filled: SmallSet;
  buildings: SmallSet;
}

// grids are never changed once made, so their cell sets can be kept with them
const gridCells = new WeakMap<Grid, GridCells>();

function cellsOf(grid: Grid): GridCells {
  let found = gridCells.get(grid);
  if (!found) {
    const filled: number[] = [];
    const buildings: number[] = [];
    grid.forEach((c, cell) => {
      if (c !== null) filled.push(cell);
      if (c?.kind === "building") buildings.push(cell);
    });
    found = { filled: setOf(filled), buildings: setOf(buildings) };
    gridCells.set(grid, found);
  }
  return found;
}

/** Every placement of a tile inside an empty colony, by rotation then row then column (one list per shape). */
export function placementsOf(tile: string): readonly Footprint[] {
  return footprintsFor(placeableOf(tile));
}

/** A grid's cells that hold something. */
export function filledCells(grid: Grid): SmallSet {
  return cellsOf(grid).filled;
}

/** The placements of a tile that fit among the filled cells, as indexes into its `placementsOf`. */
export function fitting(filled: SmallSet, tile: string): number[] {
  const places = placementsOf(tile);
  const out: number[] = [];
  for (let i = 0; i < places.length; i++) if (!overlaps(places[i].covers, filled)) out.push(i);
  return out;
}

/** Calls `found` for every placement of a tile that fits, by rotation then row then column. */
export function eachPlacement(
  grid: Grid,
  tile: string,
  found: (rotation: number, row: number, col: number) => void,
): void {
  const places = placementsOf(tile);
  for (const i of fitting(filledCells(grid), tile)) found(places[i].rotation, places[i].row, places[i].col);
}

export function isOccupied(seat: SeatState, cell: number): boolean {
  return seat.occupied.some((o) => o.cell === cell);
}

/** A building with neither a die nor coins on it. */
export function isVacantBuilding(seat: SeatState, grid: Grid, cell: number): boolean {
  return grid[cell]?.kind === "building" && !isOccupied(seat, cell);
}

/** A white die picks a column (top to bottom), a blue die a row (left to right). */
export function lineCells(color: "white" | "blue", value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < N; i++) out.push(color === "white" ? cellOf(i, value - 1) : cellOf(value - 1, i));
  return out;
}

const lines = {
  white: [1, 2, 3, 4, 5, 6].map((value) => setOf(lineCells("white", value))),
  blue: [1, 2, 3, 4, 5, 6].map((value) => setOf(lineCells("blue", value))),
};

/** The seat's buildings with neither a die nor coins on them. */
export function vacantBuildings(seat: SeatState): SmallSet {
  return difference(cellsOf(gridOf(seat)).buildings, setOf(seat.occupied.map((o) => o.cell)));
}

/** The vacant buildings a die picks, in its line's order (both go by ascending cell). */
export function vacantInLine(seat: SeatState, color: "white" | "blue", value: number): number[] {
  return membersOf(intersection(lines[color][value - 1], vacantBuildings(seat)));
}

/** Whether a die of this value would find a vacant building among `vacant`. */
export function lineHasVacant(vacant: SmallSet, color: "white" | "blue", value: number): boolean {
  return overlaps(lines[color][value - 1], vacant);
}

/** Rows and columns filled with buildings and/or roads. */
export function developedLines(grid: Grid): number[][] {
  const { filled } = cellsOf(grid);
  const out: number[][] = [];
  for (const color of ["blue", "white"] as const) {
    for (let v = 1; v <= N; v++) {
      if (isSubset(lines[color][v - 1], filled)) out.push(lineCells(color, v));
    }
  }
  return out;
}

const colonistsAt = (grid: Grid, cell: number) => {
  const c = grid[cell];
  return c?.kind === "road" ? c.colonists : 0;
};

/** 1 point per colonist in each fully developed line: a colonist in two such lines counts twice. */
export function colonistPoints(grid: Grid): number {
  let points = 0;
  for (const line of developedLines(grid)) for (const cell of line) points += colonistsAt(grid, cell);
  return points;
}

export function colonists(grid: Grid): number {
  let n = 0;
  for (let cell = 0; cell < grid.length; cell++) n += colonistsAt(grid, cell);
  return n;
}

/** Solo "Capracracy": edge-connected buildings of one terrain from the west to the east edge, or north to south. */
export function terrainChain(grid: Grid): boolean {
  const east = setOf(lineCells("white", N));
  const south = setOf(lineCells("blue", N));
  return (
    lineCells("white", 1).some((start) => reachesEdge(grid, start, east)) ||
    lineCells("blue", 1).some((start) => reachesEdge(grid, start, south))
  );
}

function terrainAt(grid: Grid, cell: number): Terrain | null {
  const c = grid[cell];
  return c?.kind === "building" ? c.terrain : null;
}

/** Whether buildings of the start's terrain link it, edge to edge, to a cell of `edge`. */
function reachesEdge(grid: Grid, start: number, edge: SmallSet): boolean {
  const terrain = terrainAt(grid, start);
  if (terrain === null) return false;
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    const cell = stack.pop() as number;
    if (has(edge, cell)) return true;
    const row = Math.floor(cell / N);
    const col = cell % N;
    const near = [
      row > 0 ? cell - N : -1,
      row < N - 1 ? cell + N : -1,
      col > 0 ? cell - 1 : -1,
      col < N - 1 ? cell + 1 : -1,
    ];
    for (const next of near) {
      if (next >= 0 && !seen.has(next) && terrainAt(grid, next) === terrain) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return false;
}
