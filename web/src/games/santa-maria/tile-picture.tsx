import { CELL, CellFace } from "./cell-face";
import type { RotatedCell } from "./grid";

/** A tile on its own, its spaces drawn as in a colony. */
export function TilePicture({ cells }: { cells: RotatedCell[] }) {
  const rows = Math.max(...cells.map((c) => c.dr)) + 1;
  const cols = Math.max(...cells.map((c) => c.dc)) + 1;
  return (
    <svg
      class="gb-sm-tile"
      viewBox={`-2 -2 ${cols * CELL + 4} ${rows * CELL + 4}`}
      style={{ width: `${cols * 2.4}em` }}
      aria-hidden="true"
    >
      {cells.map(({ dr, dc, cell }) => (
        <g key={`${dr},${dc}`} transform={`translate(${dc * CELL},${dr * CELL})`}>
          <CellFace cell={cell} />
        </g>
      ))}
    </svg>
  );
}
