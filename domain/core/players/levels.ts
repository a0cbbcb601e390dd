import type { Player } from "./player";
import type { SearchBudget } from "./search";

/**
 * The search levels a person may choose for a computer seat or a stand-in, with their thinking time
 * per decision in milliseconds of one core of the calibrated machine.
 */
export const levelMs = { quick: 30, strong: 300 } as const;
export type Level = keyof typeof levelMs;

/** Playouts run to the end of the game; this only guards against one that would not end. */
const playoutDepth = 10_000;

/** The share of its time a search given a clock plans to end within: the rest absorbs a round slower than any before it. */
const endingShare = 0.95;

/**
 * The work a search may do for a time budget in milliseconds; given a clock (ms), it also stops
 * before a round of playouts that would end past that time, each round taken to last as long as the
 * longest so far, so that a person waits no longer than the level says however slow the position.
 */
export function budgetFor(player: Player, ms: number, clock?: () => number): SearchBudget {
  const budget = { steps: Math.max(1, Math.round(ms * player.stepsPerMs)), depth: playoutDepth };
  if (!clock) return budget;
  const end = clock() + ms * endingShare;
  let last = clock();
  let longest = 0;
  // asked once before each round: the time since it was last asked is the round just played
  const stop = () => {
    const now = clock();
    longest = Math.max(longest, now - last);
    last = now;
    return now + longest >= end;
  };
  return { ...budget, stop };
}
