import type { Seat } from "../game";
import { Random, type RandomState } from "../random";
import { judge } from "./judge";
import type { Player } from "./player";
import { playOut } from "./playout";

export interface SearchBudget {
  /** Actions the search may apply in all, its playouts included: its time, counted without a clock. */
  steps: number;
  /** Actions a playout may take before its position is judged by the strategy's evaluation. */
  depth: number;
  /**
   * The service's clock, looked at between playouts: the search ends when it says so, whatever steps
   * remain, as a slow position's playouts cost more than the rate measured at start-up. Without it a
   * decision depends only on the state, the seat and `random`.
   */
  stop?: () => boolean;
}

/**
 * Playouts a candidate needs at least before it may overrule the policy's choice: with fewer, one
 * lucky playout would decide, and the search would play worse than its policy.
 */
const minPlayouts = 8;

/** Standard errors by which a candidate's paired gain over the policy's choice must exceed nothing to overrule it. */
const confidence = 2;

/** How much a search explores candidates that looked worse so far (UCB1's constant for values in [0, 1]). */
const exploration = 0.5;

/** A sampled world with its dice: every candidate is tried in the same ones, so their values pair up. */
interface World {
  state: unknown;
  dice: RandomState;
}

/** One of the seat's actions and what its playouts were worth, the i-th in the i-th world. */
interface Arm {
  action: unknown;
  values: number[];
}

/**
 * Determinized Monte Carlo search that plays its policy unless it has found better. It draws worlds
 * the seat cannot tell from the one it is in and plays candidates forward in them with the strategy's
 * playout policy: the policy's choice in every world a rival was tried in, rivals chosen by UCB1 and
 * widened progressively in the policy's order of preference (one more as the square root of their
 * playouts grows); a playout longer than the budget affords is cut (`cutAt`). A rival overrules the
 * policy's choice only when its gain, paired world by world, exceeds its noise. A budget too small
 * for that plays the policy. It starts from `game.determinize` of the state, so it depends only on
 * what the seat may see and on `random`.
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
  const policy: Arm = { action: strategy.rollout(root, seat, legal, random), values: [] };
  let untried = legal.filter((action) => action !== policy.action);
  const rivals: Arm[] = [];
  const worlds: World[] = [];
  let spent = 0;
  const depth = cutAt(budget);
  const play = (arm: Arm, steps = depth) => {
    const i = arm.values.length;
    worlds[i] ??= { state: game.determinize(root, seat, random), dice: dice(random) };
    const next = game.apply(worlds[i].state, seat, arm.action).state;
    const playout = playOut(player, next, new Random(worlds[i].dice), steps);
    arm.values.push(judge(player, playout.state, seat));
    spent += 1 + playout.steps;
  };
  // a first playout longer than a search could afford is stopped there: the policy plays either way
  play(policy, Math.min(depth, affordable(budget)));
  const cost = spent;
  if (!searches(budget, cost)) return policy.action;
  while (spent + cost <= budget.steps && !budget.stop?.()) {
    if (untried.length > 0 && rivals.length < widened(rivals)) {
      const next = strategy.rollout(root, seat, untried, random);
      untried = untried.filter((action) => action !== next);
      rivals.push({ action: next, values: [] });
    }
    const rival = mostPromising(rivals);
    play(rival);
    if (policy.values.length < rival.values.length) play(policy);
  }
  return overruling(policy, rivals)?.action ?? policy.action;
}

/**
 * Actions a cut playout takes at least: judged after fewer, a Santa Maria turn is still half done, and
 * a search trusting that judgement played far worse than its policy (at 3 actions, 38 points a game;
 * at 10, Santa Maria's quick budget, 15 points a game below it in two-player games).
 */
const shortestCut = 32;

/**
 * Where playouts stop: at the longest the budget affords with room for twice the playouts that may
 * overrule the policy, the rest judged by the strategy's evaluation, so that a budget too small for
 * whole games (Santa Maria's) still searches rather than play its policy. A budget whose cut would
 * come sooner than `shortestCut` plays whole games, and so mostly its policy.
 */
export function cutAt(budget: SearchBudget): number {
  const reach = Math.floor(budget.steps / (2 * (1 + 2 * minPlayouts)));
  return reach < shortestCut ? budget.depth : Math.min(budget.depth, reach);
}

/**
 * Whether a budget may overrule the policy where one playout costs `cost` steps: a rival needs its
 * playouts and as many of the policy's.
 */
export function searches(budget: SearchBudget, cost: number): boolean {
  return cost <= affordable(budget);
}

/** The longest playout, in steps with its first action, that a search may afford: a rival's playouts and as many of the policy's. */
function affordable(budget: SearchBudget): number {
  return Math.floor(budget.steps / (1 + 2 * minPlayouts));
}

/** Four fresh words of the generator: a world's dice, the same for every candidate tried in it. */
function dice(random: Random): RandomState {
  return [random.nextUint32(), random.nextUint32(), random.nextUint32(), random.nextUint32()];
}

/** How many rivals the search may consider: one, then one more each time their playouts' root grows by one. */
function widened(rivals: Arm[]): number {
  const playouts = rivals.reduce((sum, arm) => sum + arm.values.length, 0);
  return 1 + Math.floor(Math.sqrt(playouts / minPlayouts));
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** UCB1 over the rivals: the best mean so far plus a bonus for the little tried, an untried one first. */
function mostPromising(rivals: Arm[]): Arm {
  const untried = rivals.find((arm) => arm.values.length === 0);
  if (untried) return untried;
  const log = Math.log(rivals.reduce((sum, arm) => sum + arm.values.length, 0));
  let best = rivals[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const arm of rivals) {
    const score = mean(arm.values) + exploration * Math.sqrt(log / arm.values.length);
    if (score > bestScore) {
      bestScore = score;
      best = arm;
    }
  }
  return best;
}

/**
 * The rival whose gain over the policy's choice, world by world, is surest: the highest lower bound
 * of its mean gain, if that bound is above nothing and it was tried often enough; else none.
 */
function overruling(policy: Arm, rivals: Arm[]): Arm | null {
  let best: Arm | null = null;
  let bestBound = 0;
  for (const arm of rivals) {
    const n = arm.values.length;
    if (n < minPlayouts) continue;
    const gains = arm.values.map((value, i) => value - policy.values[i]);
    const gain = mean(gains);
    const variance = gains.reduce((sum, g) => sum + (g - gain) ** 2, 0) / (n - 1);
    const bound = gain - confidence * Math.sqrt(variance / n);
    if (bound > bestBound) {
      bestBound = bound;
      best = arm;
    }
  }
  return best;
}
