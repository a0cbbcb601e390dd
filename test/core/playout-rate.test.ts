import { describe, expect, it } from "vitest";
import { measuredStepsPerMs } from "../../domain/core/players/playout-rate";
import { santaCruz } from "../../domain/santa-cruz";
import { santaCruzStrategy } from "../../domain/santa-cruz/strategy";

/** A clock that moves `msPerRead` at every reading: the measurement sees a machine of known speed. */
function steppingClock(msPerRead: number) {
  let now = 0;
  let reads = 0;
  return {
    clock: () => {
      reads++;
      now += msPerRead;
      return now;
    },
    reads: () => reads,
  };
}

describe("a computer player's playout rate is measured where it runs", () => {
  const player = { game: santaCruz, strategy: santaCruzStrategy };

  it("counts the steps its playouts took per millisecond of its clock, less a margin for dearer positions", () => {
    // one clock reading per playout of a whole 2-seat game: a clock twice as slow halves the rate
    const fast = measuredStepsPerMs(player, steppingClock(1).clock);
    const slow = measuredStepsPerMs(player, steppingClock(2).clock);
    expect(fast).toBeGreaterThan(0);
    expect(fast / slow).toBeCloseTo(2, 0);
  });

  it("warms up for a second before it trusts steady windows, then stops: the clock is read a bounded number of times", () => {
    const stepping = steppingClock(5);
    measuredStepsPerMs(player, stepping.clock);
    // a clock of one speed is steady from the start: a second of warm-up at 5 ms a reading, a window's few reads more
    expect(stepping.reads()).toBeGreaterThan(1000 / 5);
    expect(stepping.reads()).toBeLessThan(1000 / 5 + 2 * (50 / 5 + 3));
  });
});
