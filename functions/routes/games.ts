import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { AnyGame } from "../../domain/core/game";
import type { Deps } from "../deps";
import type { Env } from "../http/auth";
import { cachePolicy } from "../http/cache-control";
import { matchesNoneMatch } from "../http/etags";
import { idSchema } from "../http/ids";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { Problem } from "../http/problem";
import { queryInteger } from "../http/query-integer";
import { exampleGame, GameContentSchema, GameSchema } from "../http/schemas";
import { sha256 } from "../tokens/crypto";
import { json, notModified, problems, withHeaders } from "./responses";

const GameId = z.object({ gameId: idSchema("A hosted game's id", exampleGame.id) });

const listGames = createRoute({
  method: "get",
  path: "/v1/games",
  tags: ["Games"],
  operationId: "listGames",
  summary: "The games this service hosts, with the JSON Schemas of their options and actions",
  description:
    "Public: no API key needed. Each game's options, actions, views, events and content are also named components of this document (`SantaCruzView`, `SantaMariaAction`, …), so a generated client has their types.",
  security: [],
  responses: {
    200: withHeaders(
      json(z.object({ games: z.array(GameSchema) }).openapi("GameList"), "The hosted games"),
      "cache-control",
    ),
    ...problems(),
  },
});

const getGame = createRoute({
  method: "get",
  path: "/v1/games/{gameId}",
  tags: ["Games"],
  operationId: "getGame",
  summary: "One hosted game: its player range, current rules version and schemas",
  description:
    "Public: no API key needed. `rulesVersion` is what new matches start under; the content of any version is at `GET /v1/games/{gameId}/content`.",
  security: [],
  request: { params: GameId },
  responses: {
    200: withHeaders(json(GameSchema, "The game"), "cache-control"),
    ...problems("not-found", "validation-error"),
  },
});

const getContent = createRoute({
  method: "get",
  path: "/v1/games/{gameId}/content",
  tags: ["Games"],
  operationId: "getGameContent",
  summary: "A game's components: everything a client needs to draw the game and name every id",
  description:
    "Public: no API key needed. The board, tiles, cards and the rest, each with a name and a one-line description; views, events and actions name them by id. Content changes only with the rules version: ask for the `rulesVersion` of your match (the newest when left out). The answer is cacheable: send its `ETag` back in `If-None-Match` for `304 Not Modified`.",
  security: [],
  request: {
    params: GameId,
    query: z.object({
      rulesVersion: queryInteger({ min: 1 }).optional().openapi({
        description:
          "The rules version a match is played under (`Match.rulesVersion`); the newest when left out",
        example: 1,
      }),
    }),
    headers: z.object({
      "if-none-match": z.string().max(200).optional().openapi({ description: "The ETag of a copy you hold" }),
    }),
  },
  responses: {
    200: withHeaders(json(GameContentSchema, "The game's content"), "etag", "cache-control"),
    304: notModified,
    ...problems("not-found", "validation-error"),
  },
});

function describe(game: AnyGame) {
  return {
    id: game.id,
    name: game.name,
    description: game.description,
    players: { min: game.players.min, max: game.players.max },
    rulesVersion: game.rulesVersion,
    optionsSchema: z.toJSONSchema(game.schemas.options, { io: "input" }) as unknown as Record<string, never>,
    actionSchema: z.toJSONSchema(game.schemas.action) as unknown as Record<string, never>,
  };
}

async function hostedGame(deps: Deps, id: string, rulesVersion?: number): Promise<AnyGame> {
  const game = await deps.games.get(id, rulesVersion);
  if (game) return game;
  const detail = rulesVersion === undefined ? `No game ${id}` : `No rules version ${rulesVersion} of ${id}`;
  throw new Problem("not-found", detail);
}

export function gameRoutes(app: OpenApiRoutes<Env>, deps: Deps): void {
  app.openapi(listGames, async (c) => {
    c.header("Cache-Control", cachePolicy.deployed);
    return c.json({ games: (await deps.games.list()).map(describe) }, 200);
  });

  app.openapi(getGame, async (c) => {
    const game = describe(await hostedGame(deps, c.req.valid("param").gameId));
    c.header("Cache-Control", cachePolicy.deployed);
    return c.json(game, 200);
  });

  app.openapi(getContent, async (c) => {
    const { rulesVersion } = c.req.valid("query");
    const game = await hostedGame(deps, c.req.valid("param").gameId, rulesVersion);
    const body = { game: game.id, rulesVersion: game.rulesVersion, content: game.content };
    const etag = `"${game.id}-r${game.rulesVersion}-${sha256(JSON.stringify(game.content)).slice(0, 16)}"`;
    c.header("ETag", etag);
    // a rules version's content never changes; the newest's does when a new version is deployed
    c.header("Cache-Control", rulesVersion === undefined ? cachePolicy.content : cachePolicy.immutable);
    if (matchesNoneMatch(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    return c.json(body, 200);
  });
}
