import type { AnyGame } from "../game";
import type { SearchBudget } from "./search";

/**
 * The search levels a person may choose for a computer seat or a stand-in, with their thinking time
 * per decision in milliseconds of one core of the calibrated machine.
 */
export const levelMs = { quick: 30, strong: 300 } as const;
export type Level = keyof typeof levelMs;

/**
 * Playout actions per millisecond of one core, per game, as `npm run bench` measures them (the
 * search's speed, in CPU time) with each game's strategy: re-measure when a strategy changes. A
 * fixed figure, never the clock, turns a time budget into work, so that a decision is the same on
 * any machine and under any load.
 */
const stepsPerMs: Record<string, number> = { "santa-cruz": 70, "santa-maria": 4 };
const unknownGameStepsPerMs = 50;

/** Playouts run to the end of the game; this only guards against one that would not end. */
const playoutDepth = 10_000;

/** The work a search may do for a time budget in milliseconds. */
export function budgetFor(game: AnyGame, ms: number): SearchBudget {
  const rate = stepsPerMs[game.id] ?? unknownGameStepsPerMs;
  return { steps: Math.max(1, Math.round(ms * rate)), depth: playoutDepth };
}
