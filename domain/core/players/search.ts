import type { Seat } from "../game";
import type { Random } from "../random";
import { judge } from "./judge";
import type { Player } from "./player";
import { playOut } from "./playout";

/** Root actions a search considers at most: enough choice, enough playouts for each. */
const maxCandidates = 12;

/** How much a search explores actions that looked worse so far (UCB1's constant for values in [0, 1]). */
const exploration = 0.5;

export interface SearchBudget {
  /** Actions the search may apply in all, its playouts included: its time, counted without a clock. */
  steps: number;
  /** Actions a playout may take before its position is judged by the strategy's evaluation. */
  depth: number;
}

/** What the search learnt about one of the seat's actions. */
interface Arm {
  visits: number;
  total: number;
}

/**
 * Playouts each searched action needs at least before its mean may overrule the policy's choice:
 * with fewer, one lucky playout would decide, and the search would play worse than its policy.
 */
const minPlayoutsPerCandidate = 8;

/**
 * Determinized Monte Carlo search: every iteration draws a world the seat cannot tell from the one
 * it is in, tries one of its candidate actions there (UCB1 over the iterations) and plays the world
 * forward with the strategy's playout policy. The answer is the action tried most. It searches only as
 * many actions as the budget can tell apart (the first playout's length says how many playouts the
 * budget buys), so a small budget plays the policy. It starts from `game.determinize` of the state,
 * so it depends only on what the seat may see and on `random`.
 */
export function searchAction(
  player: Player,
  state: unknown,
  seat: Seat,
  budget: SearchBudget,
  random: Random,
): unknown {
  const { game, strategy } = player;
  const root = game.determinize(state, seat, random);
  const legal: unknown[] = game.legalActions(root, seat);
  if (legal.length <= 1) return legal[0];
  const preferred = strategy.rollout(root, seat, legal, random);
  const arms: Arm[] = [];
  let spent = 0;
  const tryAction = (arm: number, action: unknown) => {
    const world = game.determinize(root, seat, random);
    const next = game.apply(world, seat, action).state;
    // the last playout stops where the budget does, and the strategy judges where it stopped
    const playout = playOut(player, next, random, Math.min(budget.depth, budget.steps - spent - 1));
    arms[arm] ??= { visits: 0, total: 0 };
    arms[arm].visits++;
    arms[arm].total += judge(player, playout.state, seat);
    spent += 1 + playout.steps;
  };
  tryAction(0, preferred);
  const affordable = Math.floor(budget.steps / spent / minPlayoutsPerCandidate);
  const count = Math.min(maxCandidates, legal.length, affordable);
  if (count <= 1) return preferred;
  const others = random.shuffle(legal.filter((action) => action !== preferred));
  const actions = [preferred, ...others.slice(0, count - 1)];
  // each candidate is tried once before UCB1 chooses
  for (let iteration = 1; spent < budget.steps; iteration++) {
    const arm = iteration < actions.length ? iteration : mostPromising(arms, iteration);
    tryAction(arm, actions[arm]);
  }
  return actions[mostTried(arms)];
}

/** UCB1: the best mean so far plus a bonus for the little tried. */
function mostPromising(arms: Arm[], iterations: number): number {
  const log = Math.log(iterations);
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  arms.forEach((arm, i) => {
    const score = arm.total / arm.visits + exploration * Math.sqrt(log / arm.visits);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** The action tried most, the better mean among equals, then the first listed. */
function mostTried(arms: Arm[]): number {
  let best = 0;
  arms.forEach((arm, i) => {
    const top = arms[best];
    if (arm.visits > top.visits || (arm.visits === top.visits && arm.total > top.total)) best = i;
  });
  return best;
}
