import type { Seat } from "../game";
import type { Random } from "../random";
import type { Player } from "./player";

/** A sampled game played forward: where it stopped and how many actions it took. */
export interface Playout {
  state: unknown;
  steps: number;
}

/**
 * Plays a sampled world forward with the strategy's playout policy, for at most `maxSteps` actions.
 * In a simultaneous choice the seats act one after the other: none of them sees the others' choice.
 */
export function playOut(
  { game, strategy }: Pick<Player, "game" | "strategy">,
  state: unknown,
  random: Random,
  maxSteps: number,
): Playout {
  let steps = 0;
  while (steps < maxSteps && game.result(state) === null) {
    const seat: Seat = game.activeSeats(state)[0];
    const actions: unknown[] = game.legalActions(state, seat);
    const action = actions.length === 1 ? actions[0] : strategy.rollout(state, seat, actions, random);
    state = game.apply(state, seat, action).state;
    steps++;
  }
  return { state, steps };
}
