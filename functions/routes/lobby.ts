import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import { standInKinds } from "../../domain/core/stand-ins";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { cachePolicy } from "../http/cache-control";
import { gameComponents, perGame } from "../http/game-schemas";
import { idempotent } from "../http/idempotency";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { queryInteger } from "../http/query-integer";
import { ClockSchema, exampleGame, MatchSchema, nextCursorField } from "../http/schemas";
import { openMatches } from "../matches/open-matches";
import { quickMatch } from "../matches/quick-match";
import { matchResource } from "../matches/views";
import { etagOf } from "./matches";
import { cursorParameter, encodePageCursor, pageCursorAfter } from "./paging";
import { currentPlayer } from "./players";
import {
  bearer,
  bearerOrAnonymous,
  bodyProblems,
  IdempotencyHeader,
  json,
  jsonBody,
  problems,
  withHeaders,
} from "./responses";

const gameIds = gameComponents.map((g) => g.game.id) as [string, ...string[]];

const OpenMatchSchema = z.lazy(() =>
  perGame("OpenMatch", "A public match in its lobby with a free seat", (g) => ({
    id: z.string().openapi({ example: "m_Qm2n8Zr1xYt0" }),
    seatCount: z.number().int().openapi({ description: "Seats at the table", example: 3 }),
    seatsTaken: z.number().int().openapi({ description: "Seats taken so far", example: 1 }),
    playerIds: z.array(z.string()).openapi({
      description:
        "Who sits there so far, by player id: a match you sit at already lists yours (join it no more, open it)",
      example: ["p_Jx3q2Lm0a9ZcVb1e"],
    }),
    options: g.options,
    clock: z
      .object({
        moveHours: z.number().int(),
        remindHours: z.array(z.number().int()),
        onTimeout: z.enum(["wait", "skip", "standIn"]),
        standIn: z.enum(standInKinds),
        vacationDays: z.number().int(),
      })
      .nullable()
      .openapi({ description: "The turn clock's settings; null when players have all the time they want" }),
    createdBy: z
      .object({
        id: z.string(),
        name: z.string(),
        rating: z.number().nullable().openapi({
          description:
            "Their Glicko-2 rating in this game (as their profile shows it) when the match was listed or last changed; null while unrated",
        }),
        provisional: z.boolean().nullable().openapi({
          description: "Whether that rating is still too unsure to trust; null while unrated",
        }),
      })
      .openapi({
        description: "Who opened the match",
        example: { id: "p_Jx3q2Lm0a9ZcVb1e", name: "Ada", rating: 1662.31, provisional: true },
      }),
    createdAt: z.string().openapi({ format: "date-time" }),
  })),
);

const OpenMatchListSchema = z.lazy(() =>
  z
    .object({ matches: z.array(OpenMatchSchema), nextCursor: nextCursorField })
    .openapi("OpenMatchList", { description: "A page of the lobby: open public matches, newest first" }),
);

const QuickMatchSchema = perGame(
  "QuickMatch",
  "The match you would like a seat in",
  (g) => ({
    seats: z.number().int().min(1).max(8).openapi({
      description: "Seats at the table, within the game's player range",
      example: 3,
    }),
    options: g.options.optional().openapi({
      description: "Only a match with exactly these options (their defaults filled in); any when left out",
    }),
    clock: ClockSchema.optional().openapi({
      description: "Only a match with this turn clock; any when left out (a match opened for you has none)",
    }),
  }),
  { request: true },
);

const list = createRoute({
  method: "get",
  path: "/v1/lobby",
  tags: ["Lobby"],
  operationId: "listOpenMatches",
  summary: "Open public matches, newest first: join one without an invite code",
  description:
    "Public: no API key needed. Every public match (`public: true` when opened) still in its lobby with a free seat, of every game or the one named by `game`, narrowed to a seat count with `seats`. A match leaves the list when it starts, fills or is abandoned. Take a seat with `POST /v1/matches/{matchId}/join` (no `inviteCode`), or let `POST /v1/lobby/quick-match` pick one. Pages are cut by an opaque cursor: pass `nextCursor` as `cursor` until it is null.",
  security: bearerOrAnonymous,
  request: {
    query: z.object({
      game: z.enum(gameIds).optional().openapi({
        description: "Only this game's matches; every game's when left out",
        example: exampleGame.id,
      }),
      seats: queryInteger({ min: 1, max: 8 })
        .optional()
        .openapi({ description: "Only matches of this many seats" }),
      cursor: cursorParameter,
      limit: queryInteger({ min: 1, max: 100 }).default(20).openapi({ description: "Matches per page" }),
    }),
  },
  responses: {
    200: withHeaders(json(OpenMatchListSchema, "A page of open public matches"), "cache-control"),
    ...problems("unauthorized", "validation-error"),
  },
});

const quick = createRoute({
  method: "post",
  path: "/v1/lobby/quick-match",
  tags: ["Lobby"],
  operationId: "quickMatch",
  summary: "Take a seat in the open public match that has waited longest, or open a new one",
  description:
    "Seats you in the oldest open public match of the game and seat count that you do not sit in already (with the `options` and `clock` you name, when you name them); when another player takes its last seat first, the next one is tried. With none left, a new public match is opened with you in it (201), for the next player to find. If you already wait in such an open match (with those `options` and `clock`), it is given back (200) rather than a second one opened, so pressing Quick match twice seats you once, even twice at once (with different `Idempotency-Key`s, or none): every press then answers the one lobby opened. A match starts itself once every seat is taken. Idempotent with an `Idempotency-Key`.",
  security: bearer,
  request: { headers: IdempotencyHeader, body: jsonBody(QuickMatchSchema) },
  responses: {
    200: withHeaders(
      json(MatchSchema, "A seat in an open match (it may have started, if yours was the last seat)"),
      "location",
      "etag",
      "idempotent-replayed",
    ),
    201: withHeaders(
      json(MatchSchema, "No open match had a seat for you: a new public one, in its lobby"),
      "location",
      "etag",
      "idempotent-replayed",
    ),
    ...problems(
      ...bodyProblems,
      "unauthorized",
      "conflict",
      "idempotency-key-reused",
      "idempotency-key-in-use",
    ),
  },
});

export function lobbyRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/lobby", auth.optional);
  app.use("/v1/lobby/quick-match", auth.required, idempotent(deps));

  app.openapi(list, async (c) => {
    const { game, seats, cursor, limit } = c.req.valid("query");
    const name = `lobby/${game ?? "every-game"}/${seats ?? "any"}`;
    const after = cursor === undefined ? null : pageCursorAfter(name, cursor, "string");
    const games = game === undefined ? gameIds : [game];
    const page = await openMatches(deps, { games, seats: seats ?? null, after, limit });
    c.header("Cache-Control", cachePolicy.lobby);
    const nextCursor = page.nextAfter === null ? null : encodePageCursor(name, page.nextAfter);
    return c.json({ matches: page.matches, nextCursor }, 200);
  });

  app.openapi(quick, async (c) => {
    const player = await currentPlayer(deps, caller(c).id);
    const { match, opened } = await quickMatch(deps, player, c.req.valid("json"), c.get("idempotency"));
    const headers = {
      Location: `/v1/matches/${match.id}`,
      ETag: etagOf(match, player.id),
    };
    const shown = await matchResource(deps, match, player);
    return opened ? c.json(shown, 201, headers) : c.json(shown, 200, headers);
  });
}
