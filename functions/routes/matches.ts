import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { idempotent } from "../http/idempotency";
import {
  BotSchema,
  InviteSchema,
  JoinSchema,
  MatchSchema,
  MyMatchesSchema,
  NewMatchSchema,
} from "../http/schemas";
import { loadCurrent } from "../matches/current";
import { addBot, createMatch, invite, joinMatch, leaveMatch, seatOf, startMatch } from "../matches/lobby";
import { myMatches } from "../matches/my-matches";
import { matchResource } from "../matches/views";
import type { MatchRecord } from "../store/records";
import { bearer, IdempotencyHeader, json, jsonBody, problems } from "./responses";

const MatchId = z.object({ matchId: z.string().openapi({ example: "m_Qm2n8Zr1xYt0" }) });

const create = createRoute({
  method: "post",
  path: "/v1/matches",
  tags: ["Matches"],
  operationId: "createMatch",
  summary: "Open a match of a hosted game; share its id and invite code",
  security: bearer,
  request: { headers: IdempotencyHeader, body: jsonBody(NewMatchSchema) },
  responses: {
    201: json(MatchSchema, "The new match, in its lobby"),
    ...problems(
      "validation-error",
      "malformed-json",
      "unsupported-media-type",
      "unauthorized",
      "idempotency-key-reused",
      "idempotency-key-in-use",
    ),
  },
});

const get = createRoute({
  method: "get",
  path: "/v1/matches/{matchId}",
  tags: ["Matches"],
  operationId: "getMatch",
  summary: "The match as you may see it, with the actions you may take now",
  description:
    "Without an API key you see it as a spectator. The `ETag` changes with the version and the viewer; send it back in `If-None-Match` to get `304 Not Modified` while nothing changed.",
  security: [...bearer, {}],
  request: {
    params: MatchId,
    headers: z.object({ "if-none-match": z.string().optional().openapi({ example: '"v7-s1"' }) }),
  },
  responses: {
    200: {
      ...json(MatchSchema, "The match"),
      headers: z.object({ ETag: z.string().openapi({ example: '"v7-s1"' }) }),
    },
    304: { description: "Not modified since the ETag you sent" },
    ...problems("not-found", "unauthorized"),
  },
});

const lobbyRoute = (path: string, operationId: string, summary: string, body?: z.ZodType) =>
  createRoute({
    method: "post",
    path,
    tags: ["Matches"],
    operationId,
    summary,
    security: bearer,
    request: { params: MatchId, headers: IdempotencyHeader, ...(body ? { body: jsonBody(body) } : {}) },
    responses: {
      200: json(MatchSchema, "The match after the change"),
      ...problems(
        "not-found",
        "unauthorized",
        "forbidden",
        "conflict",
        "validation-error",
        "idempotency-key-reused",
        "idempotency-key-in-use",
      ),
    },
  });

const join = lobbyRoute(
  "/v1/matches/{matchId}/join",
  "joinMatch",
  "Take a seat with the match's invite code; the match starts once every seat is taken",
  JoinSchema,
);
const leave = lobbyRoute(
  "/v1/matches/{matchId}/leave",
  "leaveMatch",
  "Give up your seat before the match starts",
);
const start = lobbyRoute(
  "/v1/matches/{matchId}/start",
  "startMatch",
  "Start with the players seated so far, if the game allows that many",
);

const bots = lobbyRoute(
  "/v1/matches/{matchId}/bots",
  "addComputerPlayer",
  "Seat a computer player (random or greedy) to play against; a full table starts",
  BotSchema,
);

const invites = createRoute({
  method: "post",
  path: "/v1/matches/{matchId}/invites",
  tags: ["Matches"],
  operationId: "invitePlayer",
  summary: "Tell another player about this open match (they are notified with its invite code)",
  security: bearer,
  request: { params: MatchId, headers: IdempotencyHeader, body: jsonBody(InviteSchema) },
  responses: {
    202: json(z.object({ invited: z.string() }).openapi("Invited"), "The invitation is on its way"),
    ...problems(
      "not-found",
      "unauthorized",
      "forbidden",
      "conflict",
      "validation-error",
      "idempotency-key-reused",
    ),
  },
});

const mine = createRoute({
  method: "get",
  path: "/v1/me/matches",
  tags: ["Matches"],
  operationId: "listMyMatches",
  summary:
    "Your matches: those awaiting your move first, then other active ones, open lobbies and finished ones",
  security: bearer,
  request: {
    query: z.object({
      cursor: z.string().optional().openapi({ description: "`nextCursor` of the previous page" }),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
  },
  responses: {
    200: json(MyMatchesSchema, "A page of your matches"),
    ...problems("unauthorized", "validation-error"),
  },
});

export function etagOf(match: MatchRecord, seat: number | null): string {
  return `"v${match.version}-${seat === null ? "spectator" : `s${seat}`}"`;
}

/** The match as the caller sees it, with its ETag set. */
function shown(c: Context<Env>, deps: Deps, match: MatchRecord) {
  const player = c.get("player");
  c.header("ETag", etagOf(match, player ? seatOf(match, player.id) : null));
  return matchResource(deps, match, player);
}

export function matchRoutes(app: OpenAPIHono<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/matches", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/join", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/leave", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/start", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/bots", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/invites", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId", auth.optional);
  app.use("/v1/me/matches", auth.required);

  app.openapi(create, async (c) => {
    const match = await createMatch(deps, caller(c), c.req.valid("json"));
    return c.json(shown(c, deps, match), 201, { Location: `/v1/matches/${match.id}` });
  });

  app.openapi(get, async (c) => {
    const match = await loadCurrent(deps, c.req.valid("param").matchId);
    const player = c.get("player");
    const etag = etagOf(match, player ? seatOf(match, player.id) : null);
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, { ETag: etag });
    return c.json(shown(c, deps, match), 200);
  });

  app.openapi(join, async (c) => {
    const body = JoinSchema.parse(await c.req.json());
    return c.json(shown(c, deps, await joinMatch(deps, caller(c), c.req.valid("param").matchId, body)), 200);
  });
  app.openapi(leave, async (c) =>
    c.json(shown(c, deps, await leaveMatch(deps, caller(c), c.req.valid("param").matchId)), 200),
  );
  app.openapi(start, async (c) =>
    c.json(shown(c, deps, await startMatch(deps, caller(c).id, c.req.valid("param").matchId)), 200),
  );

  app.openapi(bots, async (c) => {
    const body = BotSchema.parse(await c.req.json());
    return c.json(shown(c, deps, await addBot(deps, caller(c), c.req.valid("param").matchId, body)), 200);
  });
  app.openapi(invites, async (c) => {
    const { playerId } = c.req.valid("json");
    await invite(deps, caller(c), c.req.valid("param").matchId, playerId);
    return c.json({ invited: playerId }, 202);
  });

  app.openapi(mine, async (c) => c.json(await myMatches(deps, caller(c), c.req.valid("query")), 200));
}
