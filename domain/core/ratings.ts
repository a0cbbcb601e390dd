/**
 * Glicko-2 ratings per game (the `glicko2` package does the arithmetic). A finished match is one
 * rating period for its people: every pair of them counts as a game won by the better final place,
 * drawn on an equal place. Computer seats are left out by the caller: they are not rated and do not
 * move anyone's rating.
 */
import { Glicko2 } from "glicko2";

/** A rating as Glicko-2 keeps it, on the familiar 1500 scale. */
export interface Rating {
  rating: number;
  /** The rating deviation: how sure the rating is; it falls as games are played. */
  rd: number;
  /** The volatility: how much the player's strength is expected to swing. */
  vol: number;
}

/** Where everyone starts: the rating system's own defaults. */
export const initialRating: Rating = { rating: 1500, rd: 350, vol: 0.06 };

/** How fast volatility may change: Glickman suggests 0.3 to 1.2. */
export const TAU = 0.5;

/** A person's seat at the end: their rating before and their place (1 is first; equal scores share one). */
export interface RatedSeat {
  before: Rating;
  place: number;
}

/** The outcome of `a` against `b` by final place: 1 a win, 0.5 a draw, 0 a loss. */
export const outcomeByPlace = (a: number, b: number): number => (a < b ? 1 : a === b ? 0.5 : 0);

/** Everyone's rating after the match, in the order given; a match of fewer than two people changes nothing. */
export function ratedMatch(seats: readonly RatedSeat[]): Rating[] {
  return seats.map((_, index) => ratingAfter(seats, index));
}

/**
 * One seat's rating after the match: it depends only on its own rating before and its opponents'
 * (one rating period), so each seat may be brought up to date alone, by its own write.
 */
export function ratingAfter(seats: readonly RatedSeat[], index: number): Rating {
  const own = seats[index];
  if (seats.length < 2) return own.before;
  const system = new Glicko2({ tau: TAU, ...initialRating });
  const players = seats.map((s) => system.makePlayer(s.before.rating, s.before.rd, s.before.vol));
  system.updateRatings(
    seats.flatMap((other, i) =>
      i === index ? [] : [[players[index], players[i], outcomeByPlace(own.place, other.place)] as const],
    ) as [(typeof players)[number], (typeof players)[number], number][],
  );
  const after = players[index];
  return { rating: after.getRating(), rd: after.getRd(), vol: after.getVol() };
}

/** A rating this unsure (Glickman's 110, as many sites use) is still provisional: too few games to trust. */
export const PROVISIONAL_RD = 110;

export const isProvisional = (r: Pick<Rating, "rd">): boolean => r.rd > PROVISIONAL_RD;
