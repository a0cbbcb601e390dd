import type { Seat } from "./game";
import { budgetFor, type Level, levelMs } from "./players/levels";
import type { Player } from "./players/player";
import { searchAction } from "./players/search";
import { Random, seedRandom } from "./random";

/**
 * Players that act for a seat with nobody at it: the computer opponent, or a stand-in for an
 * absent player whose clock ran out. `quick` and `strong` search worlds drawn from what the seat may
 * see, for a short or a long time; `random` takes any legal action; `greedy` is the old name of
 * `quick`, kept for matches that stored it (it once judged the true state, hidden tiles included).
 */
export const standInKinds = ["quick", "strong", "random", "greedy"] as const;
export type StandInKind = (typeof standInKinds)[number];

function levelOf(kind: Exclude<StandInKind, "random">): Level {
  return kind === "greedy" ? "quick" : kind;
}

/**
 * The stand-in's action, chosen only from what the seat may see. `salt` (e.g. match id and
 * version) makes the choice repeatable, so a replayed match makes the same choices; `ms` overrides
 * the level's thinking time per decision. The service passes its `clock` (ms) so that a decision
 * ends within that time: its choice then depends on how fast the machine ran it too.
 */
export function standInAction(
  player: Player,
  state: unknown,
  seat: Seat,
  kind: StandInKind,
  salt: string,
  ms?: number,
  clock?: () => number,
): unknown {
  const actions: unknown[] = player.game.legalActions(state, seat);
  if (actions.length === 0) throw new Error(`seat ${seat} has no legal action`);
  const random = new Random(seedRandom(`stand-in:${salt}`));
  if (kind === "random") return actions[random.int(actions.length)];
  const level = levelOf(kind);
  return searchAction(player, state, seat, budgetFor(player, ms ?? levelMs[level], clock), random);
}
