/** Polls soon after a change (computer players answer quickly), then less often while nothing moves. */
export const pollDelay = { first: 500, factor: 1.6, max: 8000 } as const;

export function nextDelay(previous: number, changed: boolean): number {
  return changed ? pollDelay.first : Math.min(Math.round(previous * pollDelay.factor), pollDelay.max);
}
