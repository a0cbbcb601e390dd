import { Glyph } from "./glyphs";
import { rowWidth, TokenRow } from "./token-row";
import { effectLines } from "./tokens";
import type { Cell } from "./types";

/** A colony space's side, in drawn units. */
export const CELL = 60;
const INSET = 2;
const LINE = 17;

/** Colonists on a road, side by side. */
function Colonists({ n }: { n: number }) {
  return (
    <g>
      {Array.from({ length: n }, (_, i) => (
        <g key={i} transform={`translate(${CELL / 2 + (i - (n - 1) / 2) * 13},${CELL / 2})`}>
          <Glyph kind="colonist" />
        </g>
      ))}
    </g>
  );
}

/** A building's effects, line under line, shrunk to fit the space. */
function Effects({ cell }: { cell: Extract<Cell, { kind: "building" }> }) {
  const lines = effectLines(cell.effects);
  const scale = Math.min(
    1.15,
    (CELL - 10) / Math.max(...lines.map(rowWidth)),
    (CELL - 8) / (lines.length * LINE),
  );
  const top = CELL / 2 - ((lines.length - 1) * LINE * scale) / 2;
  return (
    <g>
      {lines.map((tokens, i) => (
        <g key={i} transform={`translate(${CELL / 2},${top + i * LINE * scale}) scale(${scale})`}>
          <TokenRow tokens={tokens} />
        </g>
      ))}
    </g>
  );
}

/** One space of a colony, drawn in a CELL square from 0,0: empty, a road with colonists, or a building. */
export function CellFace({ cell }: { cell: Cell | null }) {
  const box = { x: INSET, y: INSET, width: CELL - 2 * INSET, height: CELL - 2 * INSET, rx: 5 };
  if (!cell) return <rect class="gb-sm-empty" {...box} />;
  if (cell.kind === "road") {
    return (
      <g>
        <rect class="gb-sm-roadbed" {...box} />
        <rect class="gb-sm-road" x={INSET} y={CELL / 2 - 9} width={CELL - 2 * INSET} height={18} />
        <Colonists n={cell.colonists} />
      </g>
    );
  }
  return (
    <g>
      <rect class={`gb-sm-terrain gb-sm-${cell.terrain}`} {...box} />
      <Effects cell={cell} />
    </g>
  );
}
