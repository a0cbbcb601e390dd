import { colonyGrid, SIZE } from "./grid";
import type { Content, View } from "./types";

/** What using a die for a line means to the deciding seat: the coins it costs and the buildings it activates. */
export interface DieUse {
  coins: number;
  buildings: number;
}

/** The scholars the seat has trained: under its monks on scholar spaces, and its town hall's. */
function scholarsOf(view: View, seat: number): string[] {
  const trained = view.monkSpaces.flatMap((space) =>
    space.kind === "scholar" && space.monks.includes(seat) ? [space.id] : [],
  );
  const own = view.seats[seat]?.townHallScholar;
  return own ? [...trained, own] : trained;
}

/**
 * A die of `die` used as `value`: a coin per step of change, one less with a scholar who makes
 * changes cheap (the rule in domain/santa-maria/scholars.ts); it activates the vacant buildings of
 * the column (white) or row (blue) of that value.
 */
export function dieUse(
  content: Content,
  view: View,
  color: "white" | "blue",
  die: number,
  value: number,
): DieUse {
  const seat = view.seats[view.turn];
  if (!seat) return { coins: 0, buildings: 0 };
  const cheap = scholarsOf(view, view.turn).some(
    (id) => content.scholars.find((s) => s.id === id)?.ability === "cheapDieChange",
  );
  const steps = Math.abs(value - die);
  const grid = colonyGrid(content, seat.colony, seat.tiles);
  const occupied = new Set(seat.occupied.map((o) => o.cell));
  const line = [0, 1, 2, 3, 4, 5].map((i) =>
    color === "white" ? i * SIZE + value - 1 : (value - 1) * SIZE + i,
  );
  const buildings = line.filter((cell) => grid[cell]?.cell.kind === "building" && !occupied.has(cell)).length;
  return { coins: cheap ? Math.max(0, steps - 1) : steps, buildings };
}
