import type { Seat } from "./game";
import type { Random } from "./random";

/**
 * What a game tells its computer players: a quick default policy for playouts and a judgement of a
 * position. Both see one seat's determinized state, never the true one.
 */
export interface Strategy<State, Action> {
  /** A quick, sensible action among `actions` (all legal) for playing a sampled game forward. */
  rollout(state: State, seat: Seat, actions: Action[], random: Random): Action;
  /** How well the seat stands, in points: its expected final score margin, roughly. */
  evaluate(state: State, seat: Seat): number;
}
