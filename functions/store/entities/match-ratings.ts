/**
 * A finished match's people as they were rated (`RATED#<match>` / `RATINGS`): each one's place and
 * rating before the match, fixed by the first worker to get there. Every seat's record is brought up
 * to date from it, so a redelivered stream record or a second worker rates exactly as the first did.
 */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";

const RatingSchema = z.object({ rating: z.number(), rd: z.number(), vol: z.number() });

export const MatchRatingsSchema = z.object({
  matchId: z.string(),
  game: z.string(),
  /** When the match finished. */
  at: z.string(),
  /** How many seats the match had, computers too. */
  seatCount: z.number().int().min(1),
  /** The people (computer seats are not rated), in seat order. */
  people: z.array(
    z.object({
      playerId: z.string(),
      name: z.string(),
      seat: z.number().int().min(0),
      place: z.number().int().min(1),
      before: RatingSchema,
      /** Their record's count of matches played when this was fixed: a record far past it has this match already. */
      played: z.number().int().min(0),
    }),
  ),
});
export type MatchRatings = z.infer<typeof MatchRatingsSchema>;

export const matchRatingsItems = {
  key: (matchId: string): Key => ({ pk: `RATED#${matchId}`, sk: "RATINGS" }),
  encode: (r: MatchRatings): Item => ({ ...matchRatingsItems.key(r.matchId), ...r }),
  decode: (item: Item): MatchRatings => decoded(MatchRatingsSchema, item),
};
