import type { Cell, Content, SeatView } from "./types";

/** The colony is 6 × 6; a space's index is row * 6 + col. */
export const SIZE = 6;

export interface RotatedCell {
  dr: number;
  dc: number;
  cell: Cell;
}

/** A space of a colony and the placed tile it belongs to, if any. */
export interface GridSpace {
  cell: Cell;
  tile: string | null;
}

/** A placeable tile's spaces (expansion tile, town hall or road tile), before rotation. */
export function tileCells(content: Content, tile: string): RotatedCell[] {
  const found = content.expansions.find((t) => t.id === tile) ?? content.townHalls.find((t) => t.id === tile);
  if (found) return found.cells.map(({ dr, dc, ...cell }) => ({ dr, dc, cell: cell as Cell }));
  const road = content.board.roadTiles.find((t) => t.id === tile);
  return road ? [{ dr: 0, dc: 0, cell: { kind: "road", colonists: road.colonists } }] : [];
}

/** Quarter turns clockwise, the footprint kept at 0,0: the same turn the rules apply to a placement. */
export function rotate(cells: RotatedCell[], turns: number): RotatedCell[] {
  let out = cells;
  for (let t = 0; t < turns; t++) {
    const turned = out.map(({ dr, dc, cell }) => ({ dr: dc, dc: -dr, cell }));
    const top = Math.min(...turned.map((c) => c.dr));
    const left = Math.min(...turned.map((c) => c.dc));
    out = turned.map(({ dr, dc, cell }) => ({ dr: dr - top, dc: dc - left, cell }));
  }
  return out;
}

/** A colony's 36 spaces: the board's preprinted ones, then every placed tile; null where empty. */
export function colonyGrid(
  content: Content,
  colony: string | null,
  tiles: SeatView["tiles"],
): (GridSpace | null)[] {
  const grid: (GridSpace | null)[] = new Array(SIZE * SIZE).fill(null);
  const board = content.colonies.find((c) => c.id === colony);
  for (const { row, col, ...cell } of board?.cells ?? [])
    grid[row * SIZE + col] = { cell: cell as Cell, tile: null };
  for (const placed of tiles) {
    for (const { dr, dc, cell } of rotate(tileCells(content, placed.tile), placed.rotation)) {
      grid[(placed.row + dr) * SIZE + placed.col + dc] = { cell, tile: placed.tile };
    }
  }
  return grid;
}
