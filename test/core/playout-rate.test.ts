import { describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { measuredStepsPerMs } from "../../domain/core/players/playout-rate";
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
    // one clock reading per playout of a whole 2-seat game: the measured time is readings × step
    const fast = measuredStepsPerMs(player, steppingClock(0.1).clock);
    const slow = measuredStepsPerMs(player, steppingClock(1).clock);
    expect(fast).toBeGreaterThan(0);
    expect(fast / slow).toBeCloseTo(10, 0);
  });

  it("warms up before it times, then stops: the clock is read a bounded number of times", () => {
    const stepping = steppingClock(5);
    measuredStepsPerMs(player, stepping.clock);
    // 600 ms of warm-up and five 50 ms windows at 5 ms a reading
    expect(stepping.reads()).toBeLessThan(600 / 5 + 5 * (50 / 5 + 3) + 10);
    expect(stepping.reads()).toBeGreaterThan(600 / 5);
  });
});
