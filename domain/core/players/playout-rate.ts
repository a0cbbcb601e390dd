import type { Seat } from "../game";
import { Random, seedRandom } from "../random";
import type { Player } from "./player";
import { playOut } from "./playout";

/** Playouts are timed in windows of this many milliseconds of `clock`. */
const windowMs = 50;

/**
 * The code is warm once, after `warmUpMs`, this many windows in a row run within `steady` of their
 * median: the first playouts run unoptimised code, several times slower, for 0.4 to 1 s on the
 * bench's machine, with plateaus on the way that a steadiness test alone takes for the end.
 */
const warmUpMs = 1000;
const steadyWindows = 4;
const steady = 0.15;

/** A machine too busy to settle is measured for this long at most, its latest windows taken. */
const longestMs = 4000;

/**
 * The share of the measured rate a budget counts on: a decision's playouts start in positions
 * dearer than the average one (the bench's slowest decile runs at 0.7 to 0.85 of the median).
 */
const margin = 0.75;

/**
 * The player's playout actions per millisecond where it runs: whole playouts from a 2-seat set-up
 * (the slower count in both games), timed by `clock` window after window until the latest agree
 * (the code is warm), less a margin so that a level's budget holds for nearly every decision rather
 * than on average.
 */
export function measuredStepsPerMs(player: Pick<Player, "game" | "strategy">, clock: () => number): number {
  const { game } = player;
  const random = new Random(seedRandom(`playout-rate:${game.id}`));
  const seats = Math.max(2, game.players.min);
  const start = game.setup(`playout-rate:${game.id}`, seats, game.schemas.options.parse({}));
  const playOnce = () =>
    playOut(player, game.determinize(start, 0 as Seat, random), random, Number.POSITIVE_INFINITY).steps;
  const window = () => {
    let steps = 0;
    const began = clock();
    while (clock() - began < windowMs) steps += playOnce();
    return steps / (clock() - began);
  };
  const began = clock();
  const rates: number[] = [];
  for (;;) {
    rates.push(window());
    const latest = rates.slice(-steadyWindows).sort((a, b) => a - b);
    const median = latest[Math.floor(latest.length / 2)];
    const settled =
      latest.length === steadyWindows && latest.every((r) => Math.abs(r - median) <= steady * median);
    const spent = clock() - began;
    if ((settled && spent >= warmUpMs) || spent > longestMs) return margin * median;
  }
}
