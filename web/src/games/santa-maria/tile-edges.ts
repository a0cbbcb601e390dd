import { CELL } from "./cell-face";
import { type GridSpace, SIZE } from "./grid";

/** Line segments, in drawn units, where a placed tile meets a space that is not part of it. */
export function tileEdges(grid: (GridSpace | null)[]): string {
  const tileAt = (row: number, col: number) =>
    row < 0 || col < 0 || row >= SIZE || col >= SIZE ? null : (grid[row * SIZE + col]?.tile ?? null);
  let d = "";
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const tile = tileAt(row, col);
      if (tile === null) continue;
      const [x, y] = [col * CELL, row * CELL];
      if (tileAt(row - 1, col) !== tile) d += `M${x},${y}h${CELL}`;
      if (tileAt(row + 1, col) !== tile) d += `M${x},${y + CELL}h${CELL}`;
      if (tileAt(row, col - 1) !== tile) d += `M${x},${y}v${CELL}`;
      if (tileAt(row, col + 1) !== tile) d += `M${x + CELL},${y}v${CELL}`;
    }
  }
  return d;
}
