import type { Seat } from "../game";
import type { Player } from "./player";

/** Points of margin over the best rival that count as a clear lead. */
const marginScale = 10;
/** Points that count as a clear difference between two lone scores: a solo game's scores run to 100 and more. */
const soloScale = 100;
/** The share of a multiplayer judgement that is about the place; the rest is about the margin. */
const placeWeight = 0.75;

/** A difference in points as a value in (0, 1): 0.5 for nothing, near 1 for a clear gain. */
function squash(points: number, scale: number): number {
  return 0.5 + 0.5 * Math.tanh(points / scale);
}

/**
 * How good a position is for the seat, in [0, 1], on one scale whether the game is finished or not,
 * so that a playout cut short never outranks every finished one. Alone: its score, or the strategy's
 * estimate of its final score. With rivals: mostly its place (first is 1, last is 0; unfinished, the
 * chance its estimated margin over the best rival suggests), partly that margin, so that a search
 * prefers the surer win and the closer loss.
 */
export function judge({ game, strategy }: Player, state: unknown, seat: Seat): number {
  const result = game.result(state);
  if (result === null) {
    const estimate = strategy.evaluate(state, seat);
    return squash(estimate, strategy.alone?.(state) ? soloScale : marginScale);
  }
  const { standings } = result;
  const mine = standings.find((s) => s.seat === seat);
  if (!mine) throw new Error(`seat ${seat} has no standing`);
  if (standings.length === 1) return squash(mine.score, soloScale);
  const rival = Math.max(...standings.filter((s) => s.seat !== seat).map((s) => s.score));
  const place = (standings.length - mine.place) / (standings.length - 1);
  return placeWeight * place + (1 - placeWeight) * squash(mine.score - rival, marginScale);
}
