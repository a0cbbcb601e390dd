import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import type { Env } from "../http/auth";
import { cachePolicy } from "../http/cache-control";
import { gameComponents } from "../http/game-schemas";
import { idSchema } from "../http/ids";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { profileOf } from "../ratings/profile";
import { RatingFields } from "./rating-fields";
import { json, problems, withHeaders } from "./responses";

const PlayerId = z.object({ playerId: idSchema("The player's id", "p_Jx3q2Lm0a9ZcVb1e") });

const RecentMatchSchema = z
  .object({
    matchId: z.string().openapi({ example: "m_Qm2n8Zr1xYt0" }),
    place: z
      .number()
      .int()
      .min(1)
      .openapi({ description: "1 for the winner; a resigned seat counts as last" }),
    seats: z.number().int().min(1).openapi({ description: "How many seats the match had, computers too" }),
    ratingChange: z.number().nullable().openapi({
      description: "How much the match moved the rating; null when it was not rated (no other person played)",
    }),
    finishedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("RecentMatch");

const ProfileSchema = z
  .object({
    id: z.string().openapi({ example: "p_Jx3q2Lm0a9ZcVb1e" }),
    name: z.string().openapi({ example: "Ada" }),
    games: z
      .array(
        z.object({
          game: z.enum(gameComponents.map((g) => g.game.id) as [string, ...string[]]),
          ...RatingFields,
          recentMatches: z
            .array(RecentMatchSchema)
            .openapi({ description: "The latest finished matches, newest first (at most 20)" }),
        }),
      )
      .openapi({ description: "Each game the player finished a match of, most played first" }),
  })
  .openapi("PlayerProfile");

const getProfile = createRoute({
  method: "get",
  path: "/v1/players/{playerId}/profile",
  tags: ["Ratings"],
  operationId: "getPlayerProfile",
  summary: "A player's public profile: name, and per game matches played and won, rating and recent matches",
  description:
    "Public: no API key needed, and nothing private in it (no email address, key or setting). A match counts once it is over: played and won by everyone seated, rated (Glicko-2, one rating period per match, pairwise by final place) between its people only; computer seats are not rated. The worker brings it up to date within moments of the end.",
  security: [],
  request: { params: PlayerId },
  responses: {
    200: withHeaders(json(ProfileSchema, "The profile"), "cache-control"),
    ...problems("not-found", "validation-error"),
  },
});

export function profileRoutes(app: OpenApiRoutes<Env>, deps: Deps): void {
  app.openapi(getProfile, async (c) => {
    const profile = await profileOf(deps, c.req.valid("param").playerId);
    c.header("Cache-Control", cachePolicy.changing);
    return c.json(profile, 200);
  });
}
