import type { AnyGame, Seat } from "../game";
import type { Random } from "../random";
import { judge } from "./judge";
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
 * Determinized Monte Carlo search: every iteration draws a world the seat cannot tell from the one
 * it is in, tries one of its candidate actions there (UCB1 over the iterations) and plays the world forward
 * with the game's playout policy. The answer is the action tried most. It starts from
 * `game.determinize` of the state, so it depends only on what the seat may see and on `random`.
 */
export function searchAction(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  budget: SearchBudget,
  random: Random,
): unknown {
  const root = game.determinize(state, seat, random);
  const actions = candidates(game, root, seat, random);
  if (actions.length <= 1) return actions[0];
  const arms: Arm[] = actions.map(() => ({ visits: 0, total: 0 }));
  let spent = 0;
  // each candidate is tried once, the policy's own choice first, before UCB1 chooses
  for (let iteration = 0; spent < budget.steps; iteration++) {
    const arm = iteration < actions.length ? iteration : mostPromising(arms, iteration);
    const world = game.determinize(root, seat, random);
    const next = game.apply(world, seat, actions[arm]).state;
    // the last playout stops where the budget does, and the strategy judges where it stopped
    const playout = playOut(game, next, random, Math.min(budget.depth, budget.steps - spent - 1));
    arms[arm].visits++;
    arms[arm].total += judge(game, playout.state, seat);
    spent += 1 + playout.steps;
  }
  return actions[mostTried(arms)];
}

/**
 * The actions worth searching: the playout policy's choice first, then a random few of the others.
 * Games with hundreds of legal actions (tile placements) would leave each one a playout or none;
 * with the policy's choice first and winning ties, a search that learns little plays the policy.
 */
function candidates(game: AnyGame, root: unknown, seat: Seat, random: Random): unknown[] {
  const legal: unknown[] = game.legalActions(root, seat);
  if (legal.length <= 1) return legal;
  const preferred = game.strategy.rollout(root, seat, legal, random);
  const others = random.shuffle(legal.filter((action) => action !== preferred));
  return [preferred, ...others.slice(0, maxCandidates - 1)];
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
