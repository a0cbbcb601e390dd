import type { Action, View } from "./types";

/** A choice in two steps: a die before its value, or a tile before its rotation and place. */
export type Selection =
  | { kind: "die"; color: "white" | "blue"; die: number }
  | { kind: "tile"; tile: string; rotation: number }
  | null;

type UseDie = Extract<Action, { type: "useDie" }>;
export type PlaceTile = Extract<Action, { type: "expand" | "chooseTownHall" }>;

/** The tile a placing action lays: a display tile, or the town hall of the chosen set. */
export const tileOf = (action: PlaceTile, view: View): string =>
  action.type === "expand" ? action.tile : view.townHalls[action.set].townHall;

/** The legal placements of one tile. */
export const placementsOf = (actions: Action[], view: View, tile: string): PlaceTile[] =>
  actions.filter(
    (a): a is PlaceTile => (a.type === "expand" || a.type === "chooseTownHall") && tileOf(a, view) === tile,
  );

/** The rotations with at least one legal placement, in turning order. */
export const rotationsOf = (placements: PlaceTile[]): number[] =>
  [...new Set(placements.map((p) => p.rotation))].sort((a, b) => a - b);

/** The legal uses of one die: the values it may be turned to. */
export const usesOf = (actions: Action[], color: "white" | "blue", die: number): UseDie[] =>
  actions.filter((a): a is UseDie => a.type === "useDie" && a.color === color && a.die === die);

/** The selection if it still leads to a legal action (views change under it), else none. */
export function stillLegal(selection: Selection, actions: Action[], view: View): Selection {
  if (selection?.kind === "die")
    return usesOf(actions, selection.color, selection.die).length > 0 ? selection : null;
  if (selection?.kind === "tile") {
    const rotations = rotationsOf(placementsOf(actions, view, selection.tile));
    if (rotations.length === 0) return null;
    return rotations.includes(selection.rotation) ? selection : { ...selection, rotation: rotations[0] };
  }
  return null;
}
