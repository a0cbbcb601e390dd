import { useState } from "preact/hooks";
import { pressable } from "../shared/pressable";
import { CELL, CellFace } from "./cell-face";
import { type GridSpace, type RotatedCell, SIZE } from "./grid";
import { DieFace, Occupant } from "./occupant";
import { cellText } from "./texts";
import { tileEdges } from "./tile-edges";
import type { Occupant as OccupantData } from "./types";
import type { Words } from "./words";

/** What a click on a piece does, and its accessible name. */
export interface Press {
  label: string;
  press(): void;
}

interface Props {
  grid: (GridSpace | null)[];
  occupied: OccupantData[];
  label: string;
  /** Spaces that are buttons now, by index: a building to activate, a space for a road, a tile's corner. */
  cellPresses?: Map<number, Press>;
  /** A die is chosen: the column (white) or row (blue) numbers that are buttons now, by value. */
  linePresses?: { axis: "col" | "row"; presses: Map<number, Press> };
  /** A tile being placed: drawn where the pointer or focus rests on one of its corners. */
  ghost?: RotatedCell[];
  /** The prefixes a reply counts rows and columns by ("r", "c"): each line then carries its name ("r3"). */
  coordinates?: { row: string; column: string };
  w: Words;
}

const HEAD = 26;
const EDGE = SIZE * CELL;
/** Room for the lines' names beyond the dice, when they are drawn. */
const NAMES = 24;

/** The die values along the top (white dice: columns) and the left (blue dice: rows). */
function Headers({ linePresses }: { linePresses?: Props["linePresses"] }) {
  return (
    <g>
      {[1, 2, 3, 4, 5, 6].flatMap((value) =>
        (["col", "row"] as const).map((axis) => {
          const press = linePresses?.axis === axis ? linePresses.presses.get(value) : undefined;
          const [x, y] =
            axis === "col" ? [(value - 0.5) * CELL, -HEAD / 2] : [-HEAD / 2, (value - 0.5) * CELL];
          return (
            <g
              key={`${axis}${value}`}
              transform={`translate(${x},${y})`}
              {...(press ? pressable(press.label, press.press) : {})}
            >
              {press && <circle class="gb-ring" r={15} />}
              <DieFace value={value} color={axis === "col" ? "white" : "blue"} size={17} />
            </g>
          );
        }),
      )}
    </g>
  );
}

/** Each row's and column's name as a reply writes it ("r3", "c2"), beyond the dice. */
function LineNames({ row, column }: { row: string; column: string }) {
  return (
    <g class="gb-sm-line-name">
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <g key={n}>
          <text x={(n - 0.5) * CELL} y={-HEAD - 6}>{`${column}${n}`}</text>
          <text x={-HEAD - NAMES / 2 - 4} y={(n - 0.5) * CELL + 5}>{`${row}${n}`}</text>
        </g>
      ))}
    </g>
  );
}

/** A 6 × 6 colony with its buildings, roads, tiles and the dice or coins on them; live spaces are buttons. */
export function Colony({ grid, occupied, label, cellPresses, linePresses, ghost, coordinates, w }: Props) {
  const [resting, setResting] = useState<number | null>(null);
  const start = -HEAD - 2 - (coordinates ? NAMES : 0);
  const side = EDGE + HEAD + 6 + (coordinates ? NAMES : 0);
  // a colony without tiles has no edges: no empty path (an XML copy of the drawing must stay valid)
  const edges = tileEdges(grid);
  return (
    <svg class="gb-sm-colony" viewBox={`${start} ${start} ${side} ${side}`} aria-label={label}>
      <rect class="gb-sm-colony-ground" x={-4} y={-4} width={EDGE + 8} height={EDGE + 8} rx={8} />
      <Headers linePresses={linePresses} />
      {coordinates && <LineNames {...coordinates} />}
      {grid.map((space, index) => {
        const press = cellPresses?.get(index);
        const rest = { onMouseEnter: () => setResting(index), onFocus: () => setResting(index) };
        return (
          <g
            key={index}
            class="gb-sm-cell"
            data-cell={index}
            transform={`translate(${(index % SIZE) * CELL},${Math.floor(index / SIZE) * CELL})`}
            {...(press ? { ...pressable(press.label, press.press), ...rest } : {})}
          >
            {/* a live space's name says where it is; every other space says it in its title */}
            <title>
              {press
                ? cellText(space?.cell ?? null, w)
                : `${w.at(Math.floor(index / SIZE), index % SIZE)}: ${cellText(space?.cell ?? null, w)}`}
            </title>
            <CellFace cell={space?.cell ?? null} />
            {press && <rect class="gb-ring" x={4} y={4} width={CELL - 8} height={CELL - 8} rx={6} />}
          </g>
        );
      })}
      {edges && <path class="gb-sm-tile-edge" d={edges} />}
      {occupied.map((o) => (
        <g
          key={o.cell}
          transform={`translate(${(o.cell % SIZE) * CELL},${Math.floor(o.cell / SIZE) * CELL})`}
        >
          <Occupant occupant={o} />
        </g>
      ))}
      {ghost && resting !== null && cellPresses?.has(resting) && (
        <g
          class="gb-sm-ghost"
          transform={`translate(${(resting % SIZE) * CELL},${Math.floor(resting / SIZE) * CELL})`}
        >
          {ghost.map(({ dr, dc, cell }) => (
            <g key={`${dr},${dc}`} transform={`translate(${dc * CELL},${dr * CELL})`}>
              <CellFace cell={cell} />
            </g>
          ))}
        </g>
      )}
    </svg>
  );
}
