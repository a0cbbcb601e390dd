import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AnyGame } from "../../domain/core/game";
import type { Deps } from "../deps";
import type { Env } from "../http/auth";
import { Problem } from "../http/problem";
import { GameSchema } from "../http/schemas";
import { json, problems } from "./responses";

const listGames = createRoute({
  method: "get",
  path: "/v1/games",
  tags: ["Games"],
  operationId: "listGames",
  summary: "The games this service hosts, with the JSON Schemas of their options and actions",
  responses: { 200: json(z.object({ games: z.array(GameSchema) }).openapi("GameList"), "The hosted games") },
});

const getGame = createRoute({
  method: "get",
  path: "/v1/games/{gameId}",
  tags: ["Games"],
  operationId: "getGame",
  summary: "One hosted game",
  request: { params: z.object({ gameId: z.string().openapi({ example: "santa-cruz" }) }) },
  responses: { 200: json(GameSchema, "The game"), ...problems("not-found") },
});

function describe(game: AnyGame) {
  return {
    id: game.id,
    name: game.name,
    players: game.players,
    optionsSchema: z.toJSONSchema(game.optionsSchema, { io: "input" }) as Record<string, unknown>,
    actionSchema: z.toJSONSchema(game.actionSchema) as Record<string, unknown>,
  };
}

export function gameRoutes(app: OpenAPIHono<Env>, deps: Deps): void {
  app.openapi(listGames, (c) => c.json({ games: deps.games.list().map(describe) }, 200));
  app.openapi(getGame, (c) => {
    const game = deps.games.get(c.req.valid("param").gameId);
    if (!game) throw new Problem("not-found", `No game ${c.req.valid("param").gameId}`);
    return c.json(describe(game), 200);
  });
}
