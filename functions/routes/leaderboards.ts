import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import type { Env } from "../http/auth";
import { cachePolicy } from "../http/cache-control";
import { idSchema } from "../http/ids";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { queryInteger } from "../http/query-integer";
import { exampleGame, GameIdSchema, nextCursorField } from "../http/schemas";
import { leaderboardPage } from "../ratings/leaderboard";
import { cursorParameter, encodePageCursor, pageCursorAfter } from "./paging";
import { RatingFields } from "./rating-fields";
import { json, problems, withHeaders } from "./responses";

const GameId = z.object({ gameId: idSchema("A hosted game's id", exampleGame.id) });

const LeaderboardSchema = z
  .object({
    game: GameIdSchema,
    players: z.array(
      z
        .object({
          playerId: z.string().openapi({ example: "p_Jx3q2Lm0a9ZcVb1e" }),
          name: z
            .string()
            .openapi({ description: "The player's name, as their profile shows it", example: "Ada" }),
          ...RatingFields,
        })
        .openapi("LeaderboardLine"),
    ),
    nextCursor: nextCursorField,
  })
  .openapi("Leaderboard");

const getLeaderboard = createRoute({
  method: "get",
  path: "/v1/games/{gameId}/leaderboard",
  tags: ["Ratings"],
  operationId: "getLeaderboard",
  summary: "A game's leaderboard: rated players, best rating first",
  description:
    "Public: no API key needed. Everyone who finished a rated match of the game (one with another person), best Glicko-2 rating first; `provisional` marks a rating still too unsure to trust. The worker rates a match within moments of its end, so a player may appear a moment after the match's last move. Pages are cut by an opaque cursor: pass `nextCursor` as `cursor` until it is null.",
  security: [],
  request: {
    params: GameId,
    query: z.object({
      cursor: cursorParameter,
      limit: queryInteger({ min: 1, max: 100 }).default(25).openapi({ description: "Players per page" }),
    }),
  },
  responses: {
    200: withHeaders(json(LeaderboardSchema, "A page of the leaderboard"), "cache-control"),
    ...problems("not-found", "validation-error"),
  },
});

export function leaderboardRoutes(app: OpenApiRoutes<Env>, deps: Deps): void {
  app.openapi(getLeaderboard, async (c) => {
    const { gameId } = c.req.valid("param");
    const { cursor, limit } = c.req.valid("query");
    const list = `leaderboard/${gameId}`;
    const after = cursor === undefined ? null : pageCursorAfter(list, cursor, "string");
    const { players, after: next } = await leaderboardPage(deps, gameId, after, limit);
    c.header("Cache-Control", cachePolicy.changing);
    return c.json(
      { game: gameId, players, nextCursor: next === null ? null : encodePageCursor(list, next) },
      200,
    );
  });
}
