import { RuleError } from "../core/rule-error";
import { content, SIZE } from "./content";
import type { Cell, Terrain } from "./content/schema";
import type { Placement, SeatState } from "./state";

/** The 36 cells of a colony (row * 6 + col): preprinted or placed content, or null where empty. */
export type Grid = readonly (Cell | null)[];

// module-level copies: hot loops read plain locals, not module bindings
const N = SIZE;
const { placeables, preprinted } = content;

export const cellOf = (row: number, col: number) => row * N + col;

// Placements are only ever appended, so a grid stays valid while the list keeps its length.
const grids = new WeakMap<Placement[], { colony: string; length: number; grid: Grid }>();

export function gridOf(seat: SeatState): Grid {
  const colony = seat.colony;
  if (colony === null) return new Array(N * N).fill(null);
  const cached = grids.get(seat.tiles);
  if (cached && cached.colony === colony && cached.length === seat.tiles.length) return cached.grid;
  const grid = (preprinted.get(colony) as (Cell | null)[]).slice();
  for (const p of seat.tiles) {
    for (const { dr, dc, cell } of rotationOf(p.tile, p.rotation).cells)
      grid[cellOf(p.row + dr, p.col + dc)] = cell;
  }
  grids.set(seat.tiles, { colony, length: seat.tiles.length, grid });
  return grid;
}

function rotationOf(tile: string, rotation: number) {
  const placeable = placeables.get(tile);
  if (!placeable) throw new RuleError("unknown-tile", `There is no tile ${tile}`);
  return placeable.rotations[rotation];
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

/** Calls `found` for every placement of a tile that fits, by rotation then row then column. */
export function eachPlacement(
  grid: Grid,
  tile: string,
  found: (rotation: number, row: number, col: number) => void,
): void {
  for (let rotation = 0; rotation < 4; rotation++) {
    const { cells, height, width } = rotationOf(tile, rotation);
    for (let row = 0; row + height <= N; row++) {
      for (let col = 0; col + width <= N; col++) {
        let free = true;
        for (const { dr, dc } of cells) {
          if (grid[(row + dr) * N + col + dc] !== null) {
            free = false;
            break;
          }
        }
        if (free) found(rotation, row, col);
      }
    }
  }
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

export function vacantInLine(seat: SeatState, color: "white" | "blue", value: number): number[] {
  const grid = gridOf(seat);
  const out: number[] = [];
  for (let i = 0; i < N; i++) {
    const cell = color === "white" ? i * N + value - 1 : (value - 1) * N + i;
    if (grid[cell]?.kind === "building" && !isOccupied(seat, cell)) out.push(cell);
  }
  return out;
}

/** Rows and columns filled with buildings and/or roads. */
export function developedLines(grid: Grid): number[][] {
  const lines: number[][] = [];
  for (const color of ["blue", "white"] as const) {
    for (let v = 1; v <= N; v++) {
      const line = lineCells(color, v);
      if (line.every((cell) => grid[cell] !== null)) lines.push(line);
    }
  }
  return lines;
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
  const terrainOf = (cell: number): Terrain | null => {
    const c = grid[cell];
    return c?.kind === "building" ? c.terrain : null;
  };
  const crosses = (starts: number[], reached: (cell: number) => boolean) => {
    for (const start of starts) {
      const terrain = terrainOf(start);
      if (terrain === null) continue;
      const seen = new Set([start]);
      const stack = [start];
      while (stack.length > 0) {
        const cell = stack.pop() as number;
        if (reached(cell)) return true;
        const row = Math.floor(cell / N);
        const col = cell % N;
        const near = [
          row > 0 ? cell - N : -1,
          row < N - 1 ? cell + N : -1,
          col > 0 ? cell - 1 : -1,
          col < N - 1 ? cell + 1 : -1,
        ];
        for (const next of near) {
          if (next >= 0 && !seen.has(next) && terrainOf(next) === terrain) {
            seen.add(next);
            stack.push(next);
          }
        }
      }
    }
    return false;
  };
  const west = lineCells("white", 1);
  const north = lineCells("blue", 1);
  return crosses(west, (cell) => cell % N === N - 1) || crosses(north, (cell) => cell >= N * (N - 1));
}
