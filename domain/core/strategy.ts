import type { Seat } from "./game";
import type { Enter } from "./older-rules";
import type { Random } from "./random";

/**
 * What a game tells its computer players: a quick default policy for playouts and a judgement of a
 * position. Both see one seat's determinized state, never the true one. It lives beside the rules,
 * not in them, so that what only computer players need stays out of the API.
 */
export interface Strategy<State, Action> {
  /** A quick, sensible action among `actions` (all legal) for playing a sampled game forward. */
  rollout(state: State, seat: Seat, actions: Action[], random: Random): Action;
  /** How well the seat stands, in points: its expected final score margin (alone, its score), roughly. */
  evaluate(state: State, seat: Seat): number;
  /** Whether the seat plays alone, so that `evaluate` is a score, not a margin; absent for a game never played solo. */
  alone?(state: State): boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: computer players hold the strategy of any game
export type AnyStrategy = Strategy<any, any>;

/** The strategy of a game without its own: uniform playouts, judged by the game's `standing`. */
export function uniformStrategy<State, Action>(game: {
  standing(state: State, seat: Seat): number;
}): Strategy<State, Action> {
  return {
    rollout: (_state, _seat, actions, random) => actions[random.int(actions.length)],
    evaluate: game.standing,
  };
}

/** A strategy whose every call runs under `enter`: an older rules version's content and rulings. */
export function enteredStrategy<State, Action>(
  strategy: Strategy<State, Action>,
  enter: Enter,
): Strategy<State, Action> {
  const { alone } = strategy;
  return {
    rollout: (state, seat, actions, random) => enter(() => strategy.rollout(state, seat, actions, random)),
    evaluate: (state, seat) => enter(() => strategy.evaluate(state, seat)),
    ...(alone ? { alone: (state: State) => enter(() => alone.call(strategy, state)) } : {}),
  };
}
