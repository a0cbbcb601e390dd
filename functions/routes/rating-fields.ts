import * as z from "zod";
import { PROVISIONAL_RD } from "../../domain/core/ratings";

/** A player's record in one game, as the profile and the leaderboard show it. */
export const RatingFields = {
  rating: z
    .number()
    .openapi({ description: "The Glicko-2 rating (everyone starts at 1500)", example: 1662.31 }),
  deviation: z.number().openapi({
    description: "The rating deviation: how sure the rating is (350 at first, falling as matches are rated)",
    example: 290.32,
  }),
  provisional: z.boolean().openapi({
    description: `True while the deviation is above ${PROVISIONAL_RD}: too few rated matches to trust the rating`,
  }),
  played: z.number().int().min(0).openapi({ description: "Finished matches, against computers too" }),
  won: z
    .number()
    .int()
    .min(0)
    .openapi({ description: "Finished matches in first place (a shared first too)" }),
  rated: z
    .number()
    .int()
    .min(0)
    .openapi({ description: "Finished matches with another person: those that moved the rating" }),
};
