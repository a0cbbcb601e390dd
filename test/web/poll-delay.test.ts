import { expect, it } from "vitest";
import { nextDelay, pollDelay } from "../../web/src/match/poll-delay";

it("polls soon after a change and backs off to a ceiling while nothing changes", () => {
  let delay: number = pollDelay.first;
  const delays: number[] = [];
  for (let i = 0; i < 12; i++) {
    delay = nextDelay(delay, false);
    delays.push(delay);
  }
  expect(delays[0]).toBeGreaterThan(pollDelay.first);
  expect(delays.every((d, i) => i === 0 || d >= (delays[i - 1] as number))).toBe(true);
  expect(delays.at(-1)).toBe(pollDelay.max);
  expect(nextDelay(pollDelay.max, true)).toBe(pollDelay.first);
});
