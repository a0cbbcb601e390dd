import type { SantaMariaAction } from "./actions";
import { MOST_PAYMENT_WAYS } from "./actions";
import { placementsOf } from "./colony";
import { content, SIZE } from "./content";
import { basicResources, resources } from "./content/schema";

const freeze = (action: SantaMariaAction): SantaMariaAction => Object.freeze(action);
const upTo = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const byName = <K extends string>(names: readonly K[], make: (name: K) => SantaMariaAction) =>
  Object.fromEntries(names.map((name) => [name, freeze(make(name))])) as Record<K, SantaMariaAction>;
const cells = SIZE * SIZE;
const dieValues = 6;

/**
 * The turn's actions, each made once and frozen: legal-action lists, the engine's busiest output,
 * hand out these shared values instead of making new ones every time. Only the set-up drafts,
 * once a game, make theirs.
 */
export const shared = {
  /** By tile, one per placement in the order of `placementsOf`. */
  expand: new Map(
    content.expansions.map(({ id }) => [
      id,
      placementsOf(id).map(({ rotation, row, col }) =>
        freeze({ type: "expand", tile: id, rotation, row, col }),
      ),
    ]),
  ),
  /** By cell (row * 6 + col). */
  activate: upTo(cells, (cell) =>
    freeze({ type: "activate", row: Math.floor(cell / SIZE), col: cell % SIZE }),
  ),
  /** By color, then the die's value less one, then the value it is set to less one. */
  useDie: {
    white: upTo(dieValues, (die) =>
      upTo(dieValues, (to) => freeze({ type: "useDie", color: "white", die: die + 1, value: to + 1 })),
    ),
    blue: upTo(dieValues, (die) =>
      upTo(dieValues, (to) => freeze({ type: "useDie", color: "blue", die: die + 1, value: to + 1 })),
    ),
  },
  retire: upTo(content.board.retiring.length, (space) => freeze({ type: "retire", space })),
  sell: byName(resources, (resource) => ({ type: "sell", resource })),
  buy: byName(basicResources, (resource) => ({ type: "buy", resource })),
  endTurn: freeze({ type: "endTurn" }),
  decline: freeze({ type: "decline" }),
  ship: upTo(content.board.docks.length, (dock) => freeze({ type: "ship", dock })),
  extraStep: freeze({ type: "extraStep" }),
  recruit: upTo(
    content.board.monkSpaces.reduce((n, m) => n + m.spaces, 0),
    (space) => freeze({ type: "recruit", space }),
  ),
  /** By cell (row * 6 + col). */
  placeRoad: upTo(cells, (cell) =>
    freeze({ type: "placeRoad", row: Math.floor(cell / SIZE), col: cell % SIZE }),
  ),
};

const payments = upTo(MOST_PAYMENT_WAYS, (way) => freeze({ type: "pay", way }));
// the action schema's trade options: 0 to 3
const trades = upTo(4, (pay) => upTo(4, (gain) => freeze({ type: "trade", pay, gain })));

/** How many options a task has comes from the content: one beyond the shared ones is made anew. */
export function payAction(way: number): SantaMariaAction {
  return payments[way] ?? { type: "pay", way };
}

export function tradeAction(pay: number, gain: number): SantaMariaAction {
  return trades[pay]?.[gain] ?? { type: "trade", pay, gain };
}
