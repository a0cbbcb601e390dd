import type { Strategy } from "../../../domain/core/strategy";
import type { SticksAction, SticksState } from "./game";

/** Leave the next player a multiple of four sticks where one can: the game's known winning line. */
export const sticksStrategy: Strategy<SticksState, SticksAction> = {
  rollout: (state, _seat, actions, random) =>
    actions.find((a) => (state.pile - a.count) % 4 === 0) ?? actions[random.int(actions.length)],
  evaluate: (state, seat) => (state.winner === null ? 0 : state.winner === seat ? 1 : -1),
};
