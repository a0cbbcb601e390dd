import type { Seat } from "../game";
import { Random, seedRandom } from "../random";
import type { Player } from "./player";
import { playOut } from "./playout";

/**
 * Playouts run first, in milliseconds of `clock`: the first ones run unoptimised code, several times
 * slower (both games reach their steady rate after 400 to 500 ms on the bench's machine).
 */
const warmUpMs = 600;

/** Then timed in windows of this many milliseconds, the median window's rate taken (a pause spoils one). */
const windowMs = 50;
const windows = 5;

/**
 * The share of the measured rate a budget counts on: a decision's playouts start in positions
 * dearer than the average one (the bench's slowest decile runs at 0.7 to 0.85 of the median).
 */
const margin = 0.75;

/**
 * The player's playout actions per millisecond where it runs: whole playouts from a 2-seat set-up
 * (the slower count in both games), timed by `clock` once the code is warm, less a margin so that a
 * level's budget holds for nearly every decision rather than on average.
 */
export function measuredStepsPerMs(player: Pick<Player, "game" | "strategy">, clock: () => number): number {
  const { game } = player;
  const random = new Random(seedRandom(`playout-rate:${game.id}`));
  const seats = Math.max(2, game.players.min);
  const start = game.setup(`playout-rate:${game.id}`, seats, game.schemas.options.parse({}));
  const playOnce = () =>
    playOut(player, game.determinize(start, 0 as Seat, random), random, Number.POSITIVE_INFINITY).steps;
  const playFor = (ms: number) => {
    let steps = 0;
    const began = clock();
    while (clock() - began < ms) steps += playOnce();
    return steps / (clock() - began);
  };
  playFor(warmUpMs);
  const rates = Array.from({ length: windows }, () => playFor(windowMs)).sort((a, b) => a - b);
  return margin * rates[Math.floor(windows / 2)];
}
