import type { AnyGame, Seat } from "./game";
import { Random, seedRandom } from "./random";

/**
 * Players that act for a seat with nobody at it: the computer opponent, or a stand-in for an
 * absent player whose clock ran out. Both choose among `legalActions` only.
 */
export const standInKinds = ["random", "greedy"] as const;
export type StandInKind = (typeof standInKinds)[number];

/**
 * The stand-in's action. `salt` (e.g. match id and version) makes the choice repeatable, so a
 * replayed match makes the same choices. The greedy player takes the action after which the seat
 * stands best, looking one action ahead on the true state (it may see a tile it turns up).
 */
export function standInAction(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  kind: StandInKind,
  salt: string,
): unknown {
  const actions: unknown[] = game.legalActions(state, seat);
  if (actions.length === 0) throw new Error(`seat ${seat} has no legal action`);
  const random = new Random(seedRandom(`stand-in:${salt}`));
  if (kind === "random") return actions[random.int(actions.length)];
  let best = Number.NEGATIVE_INFINITY;
  let bestActions: unknown[] = [];
  for (const action of actions) {
    const value = game.standing(game.apply(state, seat, action).state, seat);
    if (value > best) {
      best = value;
      bestActions = [action];
    } else if (value === best) {
      bestActions.push(action);
    }
  }
  return bestActions[random.int(bestActions.length)];
}
