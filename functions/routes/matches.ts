import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import * as z from "zod";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { cachePolicy } from "../http/cache-control";
import { deprecatedFields, deprecationHeaders } from "../http/deprecations";
import { matchesNoneMatch } from "../http/etags";
import { idempotent } from "../http/idempotency";
import { idSchema } from "../http/ids";
import type { OpenApiRoutes } from "../http/openapi-routes";
import type { ProblemKind } from "../http/problem";
import { queryInteger } from "../http/query-integer";
import {
  BotSchema,
  InviteSchema,
  JoinSchema,
  MatchSchema,
  MyMatchesSchema,
  NewMatchSchema,
} from "../http/schemas";
import { peekCurrent } from "../matches/current";
import { addBot, createMatch, joinMatch, leaveMatch, startMatch } from "../matches/lobby";
import { myMatches } from "../matches/my-matches";
import { readerOf } from "../matches/seats";
import { matchResource } from "../matches/views";
import type { MatchRecord } from "../store/records";
import { inviteSomeone } from "./invitees";
import { currentPlayer } from "./players";
import {
  bearer,
  bearerOrAnonymous,
  bodyProblems,
  IdempotencyHeader,
  json,
  jsonBody,
  notModified,
  problems,
  withHeaders,
} from "./responses";

const MatchId = z.object({ matchId: idSchema("The match's id", "m_Qm2n8Zr1xYt0") });

const lobbyProblems: ProblemKind[] = [
  ...bodyProblems,
  "not-found",
  "unauthorized",
  "forbidden",
  "conflict",
  "rules-version-unavailable",
  "idempotency-key-reused",
  "idempotency-key-in-use",
];

const create = createRoute({
  method: "post",
  path: "/v1/matches",
  tags: ["Matches"],
  operationId: "createMatch",
  summary: "Open a match of a hosted game; share its id and invite code",
  description:
    "Any player may open a match. `game` picks the game and the shape of `options` (each option has a default). With `join` (the default) you take seat 0. Share the answer's `inviteCode`: others join with it (`POST …/join`); add computer players with `POST …/bots`. The match starts itself when every seat is taken, or when a seated player calls `POST …/start`. Idempotent with an `Idempotency-Key`.",
  security: bearer,
  request: { headers: IdempotencyHeader, body: jsonBody(NewMatchSchema) },
  responses: {
    201: withHeaders(
      json(MatchSchema, "The new match, in its lobby"),
      "location",
      "etag",
      "idempotent-replayed",
    ),
    ...problems(...bodyProblems, "unauthorized", "idempotency-key-reused", "idempotency-key-in-use"),
  },
});

const get = createRoute({
  method: "get",
  path: "/v1/matches/{matchId}",
  tags: ["Matches"],
  operationId: "getMatch",
  summary: "The match as you may see it, with the actions you may take now",
  description:
    "Anyone may read a match: with an API key of a seated player you get that seat's view and `legalActions`; without one (or as a player with no seat) you watch as a spectator. Nothing another seat may not see is ever in it. The `ETag` changes with the version and the viewer: poll with `If-None-Match` and get `304 Not Modified` (no body) while nothing changed. Pick an action from `legalActions` and send it with this `version` to `POST …/actions`.",
  security: bearerOrAnonymous,
  request: {
    params: MatchId,
    headers: z.object({
      "if-none-match": z
        .string()
        .max(200)
        .optional()
        .openapi({ description: "The ETag of the copy you hold", example: '"v7-s1"' }),
    }),
  },
  responses: {
    200: withHeaders(json(MatchSchema, "The match"), "etag", "cache-control"),
    304: notModified,
    ...problems("not-found", "unauthorized", "validation-error", "rules-version-unavailable"),
  },
});

const lobbyRoute = (
  path: string,
  operationId: string,
  summary: string,
  description: string,
  body?: z.ZodType,
) =>
  createRoute({
    method: "post",
    path,
    tags: ["Matches"],
    operationId,
    summary,
    description: `${description} Idempotent with an \`Idempotency-Key\`.`,
    security: bearer,
    request: { params: MatchId, headers: IdempotencyHeader, ...(body ? { body: jsonBody(body) } : {}) },
    responses: {
      200: withHeaders(json(MatchSchema, "The match after the change"), "etag", "idempotent-replayed"),
      ...problems(...lobbyProblems),
    },
  });

const join = lobbyRoute(
  "/v1/matches/{matchId}/join",
  "joinMatch",
  "Take a seat with the match's invite code; the match starts once every seat is taken",
  "Only while the match is in its lobby (409 otherwise), with its `inviteCode` (403 when wrong), and once per player (409).",
  JoinSchema,
);
const leave = lobbyRoute(
  "/v1/matches/{matchId}/leave",
  "leaveMatch",
  "Give up your seat before the match starts",
  "Only in the lobby. When the last player leaves, the match is abandoned.",
);
const start = lobbyRoute(
  "/v1/matches/{matchId}/start",
  "startMatch",
  "Start with the players seated so far, if the game allows that many",
  "The creator or a seated player may start; empty seats are dropped and the seated players keep their order. The match is then played under the game's current `rulesVersion` to the end.",
);

const bots = lobbyRoute(
  "/v1/matches/{matchId}/bots",
  "addComputerPlayer",
  "Seat a computer player to play against; a full table starts",
  "Only the match's creator, in the lobby. Computer players move on their own as soon as it is their turn.",
  BotSchema,
);

const invites = createRoute({
  method: "post",
  path: "/v1/matches/{matchId}/invites",
  tags: ["Matches"],
  operationId: "invitePlayer",
  summary: "Invite someone to this open match by player id, name or email address",
  description:
    "The creator or a seated player, while the match is in its lobby with a free seat (409 otherwise). A player (by `playerId`, by `name` when exactly one player has it, or by an `email` they confirmed) hears of it by the channels of their notification settings, with the invite code and a link that signs them in and joins in one click. Any other address gets one email whose link, used once within 7 days, makes a guest account for that address (confirmed, since its mail was read), signs it in and takes the seat: the person can then play from email alone. `invited` repeats what you named, so an address never tells whose it is. Limited per inviter and per invitee (429). Idempotent with an `Idempotency-Key`.",
  security: bearer,
  request: { params: MatchId, headers: IdempotencyHeader, body: jsonBody(InviteSchema) },
  responses: {
    202: withHeaders(
      json(
        z
          .object({
            invited: z
              .string()
              .openapi({ description: "The invited player's id, or the address as you sent it" }),
          })
          .openapi("Invited"),
        "The invitation is on its way",
      ),
      "idempotent-replayed",
    ),
    ...problems(...lobbyProblems),
  },
});

const mine = createRoute({
  method: "get",
  path: "/v1/me/matches",
  tags: ["Matches"],
  operationId: "listMyMatches",
  summary:
    "Your matches: those awaiting your move first, then other active ones, open lobbies and finished ones",
  description:
    "Newest first within each group. Pages are cut by an opaque cursor: pass `nextCursor` as `cursor` until it is null. A match moves in this order as its turns and status change, so paging through it while they do may show a match twice or pass one that moved ahead of the cursor by: the first page always shows what awaits you. To see every match exactly once (a full sync), page with `order=id`.",
  security: bearer,
  request: {
    query: z.object({
      order: z.enum(["turn", "id"]).default("turn").openapi({
        description:
          "`turn`: awaiting your move first, then active, lobbies and finished matches, each newest first. `id`: by match id, an order no change moves a match in, so paging lists each match exactly once; a cursor of one order is refused by the other",
      }),
      cursor: z.string().max(200).optional().openapi({ description: "`nextCursor` of the previous page" }),
      limit: queryInteger({ min: 1, max: 100 }).default(20).openapi({ description: "Matches per page" }),
    }),
  },
  responses: {
    200: json(MyMatchesSchema, "A page of your matches"),
    ...problems("unauthorized", "validation-error"),
  },
});

/** Where a finished match's rematch stands: its status and lobby version, which its view shows and no move of the old match changes. */
type RematchState = Pick<MatchRecord, "status" | "version">;

/** The match's ETag for one reader: its version, whose copy it is, and where a rematch stands. */
export function etagOf(
  match: Pick<MatchRecord, "version" | "rematchId" | "seats" | "createdBy">,
  viewerId: string | null,
  rematch: RematchState | null = null,
): string {
  // a rematch offered, joined or started changes a finished match but not its version
  const offered = match.rematchId ? `r${rematch ? `${rematch.status}${rematch.version}` : ""}` : "";
  return `"v${match.version}-${readerOf(match, viewerId)}${offered}"`;
}

/** The rematch's state a finished match's ETag names: one read of its header, only once one was offered. */
async function rematchStateOf(deps: Deps, match: Pick<MatchRecord, "rematchId">) {
  if (!match.rematchId) return null;
  return (await deps.store.matchHeaders([match.rematchId])).get(match.rematchId) ?? null;
}

/** The body the route's validator checked (with defaults; `{}` when none was sent): lobbyRoute's types lose it. */
function validBody(c: Context<Env>): unknown {
  return (c.req as unknown as { valid(target: "json"): unknown }).valid("json");
}

/** Whether a request with this Idempotency-Key began before and did not finish: it completes what that one began. */
function resumed(c: Context<Env>): boolean {
  return c.get("idempotency")?.resumed ?? false;
}

/** The match as the caller sees it, with its ETag set. */
function shown(c: Context<Env>, deps: Deps, match: MatchRecord): ReturnType<typeof matchResource> {
  const player = c.get("player");
  c.header("ETag", etagOf(match, player?.id ?? null));
  return matchResource(deps, match, player);
}

export function matchRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/matches", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/join", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/leave", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/start", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/bots", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId/invites", auth.required, idempotent(deps));
  app.use("/v1/matches/:matchId", auth.optional);
  app.use("/v1/me/matches", auth.required);

  app.openapi(create, async (c) => {
    const player = await currentPlayer(deps, caller(c).id);
    const body = c.req.valid("json");
    const match = await createMatch(deps, player, body, c.get("idempotency"));
    const headers = { Location: `/v1/matches/${match.id}`, ...deprecationHeaders([body.clock?.standIn]) };
    return c.json(await shown(c, deps, match), 201, headers);
  });

  app.openapi(get, async (c) => {
    // the ETag comes from the header and the latest snapshot's key: a 304 unpacks no state
    const { match: peeked, load } = await peekCurrent(deps, c.req.valid("param").matchId);
    const player = c.get("player");
    const etag = etagOf(peeked, player?.id ?? null, await rematchStateOf(deps, peeked));
    c.header("Cache-Control", cachePolicy.perReader);
    if (matchesNoneMatch(c.req.header("If-None-Match"), etag)) return c.body(null, 304, { ETag: etag });
    c.header("ETag", etag);
    return c.json(await matchResource(deps, await load(), player), 200);
  });

  app.openapi(join, async (c) => {
    const body = JoinSchema.parse(validBody(c));
    const player = await currentPlayer(deps, caller(c).id);
    const { matchId } = c.req.valid("param");
    return c.json(await shown(c, deps, await joinMatch(deps, player, matchId, body, resumed(c))), 200);
  });
  app.openapi(leave, async (c) =>
    c.json(
      await shown(c, deps, await leaveMatch(deps, caller(c), c.req.valid("param").matchId, resumed(c))),
      200,
    ),
  );
  app.openapi(start, async (c) =>
    c.json(
      await shown(c, deps, await startMatch(deps, caller(c).id, c.req.valid("param").matchId, resumed(c))),
      200,
    ),
  );

  app.openapi(bots, async (c) => {
    const { level, kind, seat } = BotSchema.parse(validBody(c));
    const { matchId } = c.req.valid("param");
    const bot = { kind: level ?? kind ?? "strong", seat };
    const match = await addBot(deps, caller(c), matchId, bot, resumed(c));
    const oldName = kind === undefined ? [] : [deprecatedFields.botKind];
    return c.json(await shown(c, deps, match), 200, deprecationHeaders([bot.kind], oldName));
  });
  app.openapi(invites, async (c) => {
    const host = await currentPlayer(deps, caller(c).id);
    const invited = await inviteSomeone(deps, host, c.req.valid("param").matchId, c.req.valid("json"));
    return c.json({ invited }, 202);
  });

  app.openapi(mine, async (c) => c.json(await myMatches(deps, caller(c), c.req.valid("query")), 200));
}
