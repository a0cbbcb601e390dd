/** A rating record as the API shows it: public numbers only, rounded to what a person reads. */
import { isProvisional } from "../../domain/core/ratings";
import type { RatingRecord, RecentMatch } from "../store/ratings";

const hundredths = (n: number) => Math.round(n * 100) / 100;

export const ratingView = (r: RatingRecord) => ({
  rating: hundredths(r.rating),
  deviation: hundredths(r.rd),
  provisional: isProvisional(r),
  played: r.played,
  won: r.won,
  rated: r.rated,
});

export const recentMatchView = (m: RecentMatch) => ({
  matchId: m.matchId,
  place: m.place,
  seats: m.seats,
  ratingChange: m.change === null ? null : hundredths(m.change),
  finishedAt: m.at,
});
