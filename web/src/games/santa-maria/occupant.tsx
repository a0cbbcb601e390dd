import { CELL } from "./cell-face";
import { Glyph } from "./glyphs";
import type { Occupant as OccupantData } from "./types";

const pipSpots: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die showing its value as pips, centred on 0,0. */
export function DieFace({
  value,
  color,
  size = 22,
}: {
  value: number;
  color: "white" | "blue";
  size?: number;
}) {
  const pip = size / 4.2;
  return (
    <g class={`gb-sm-die gb-sm-die-${color}`}>
      <rect x={-size / 2} y={-size / 2} width={size} height={size} rx={size / 5} />
      {(pipSpots[value] ?? []).map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x * pip * 1.4} cy={y * pip * 1.4} r={size / 11} />
      ))}
    </g>
  );
}

/** What blocks a building this year, in the space's lower right corner: a die, or the coins paid. */
export function Occupant({ occupant }: { occupant: OccupantData }) {
  return (
    <g transform={`translate(${CELL - 14},${CELL - 14})`} class="gb-sm-occupant">
      {occupant.by === "coins" ? (
        <g transform="scale(1.4)">
          <Glyph kind="coins" n={occupant.value} />
        </g>
      ) : (
        <DieFace value={occupant.value} color={occupant.by} />
      )}
    </g>
  );
}
