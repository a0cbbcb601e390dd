import type { Press } from "./colony";
import { type RotatedCell, rotate, SIZE, tileCells } from "./grid";
import { placementsOf, type Selection, usesOf } from "./selection";
import type { Action, Content, View } from "./types";

interface ColonyPresses {
  cellPresses: Map<number, Press>;
  linePresses?: { axis: "col" | "row"; presses: Map<number, Press> };
  ghost?: RotatedCell[];
}

/** What clicks on the player's own colony do now: place the chosen tile, use the chosen die, or activate and place roads. */
export function colonyPresses(
  selection: Selection,
  actions: Action[],
  view: View,
  content: Content,
  label: (action: Action) => string,
  onAction: (action: Action) => void,
): ColonyPresses {
  const press = (action: Action): Press => ({ label: label(action), press: () => onAction(action) });
  if (selection?.kind === "tile") {
    const placements = placementsOf(actions, view, selection.tile).filter(
      (p) => p.rotation === selection.rotation,
    );
    return {
      cellPresses: new Map(placements.map((p) => [p.row * SIZE + p.col, press(p)])),
      ghost: rotate(tileCells(content, selection.tile), selection.rotation),
    };
  }
  if (selection?.kind === "die") {
    const uses = usesOf(actions, selection.color, selection.die);
    return {
      cellPresses: new Map(),
      linePresses: {
        axis: selection.color === "white" ? "col" : "row",
        presses: new Map(uses.map((u) => [u.value, press(u)])),
      },
    };
  }
  const onCells = actions.filter(
    (a): a is Extract<Action, { type: "activate" | "placeRoad" }> =>
      a.type === "activate" || a.type === "placeRoad",
  );
  return { cellPresses: new Map(onCells.map((a) => [a.row * SIZE + a.col, press(a)])) };
}
