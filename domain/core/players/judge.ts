import type { Seat } from "../game";
import type { Player } from "./player";

/** Points of margin over the best rival that count as a clear lead. */
const marginScale = 10;
/** The share of a finished game's judgement that is about the place; the rest is about the margin. */
const placeWeight = 0.75;

/** A margin in points as a value in (0, 1): 0.5 for level, near 1 for a clear lead. */
function squash(margin: number): number {
  return 0.5 + 0.5 * Math.tanh(margin / marginScale);
}

/**
 * How good a position is for the seat, in [0, 1]. A finished game: mostly its place (first is 1,
 * last is 0), partly its margin over the best rival (alone, its score), so that a search prefers
 * the surer win and the closer loss. An unfinished one: the strategy's estimate of its margin.
 */
export function judge({ game, strategy }: Player, state: unknown, seat: Seat): number {
  const result = game.result(state);
  if (result === null) return squash(strategy.evaluate(state, seat));
  const { standings } = result;
  const mine = standings.find((s) => s.seat === seat);
  if (!mine) throw new Error(`seat ${seat} has no standing`);
  if (standings.length === 1) return squash(mine.score / marginScale);
  const rival = Math.max(...standings.filter((s) => s.seat !== seat).map((s) => s.score));
  const place = (standings.length - mine.place) / (standings.length - 1);
  return placeWeight * place + (1 - placeWeight) * squash(mine.score - rival);
}
