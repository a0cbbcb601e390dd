import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { cachePolicy } from "../http/cache-control";
import { idempotencyKeyOf } from "../http/idempotency";
import { idSchema } from "../http/ids";
import { ifMatchHeader, versionOf } from "../http/if-match";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { Problem } from "../http/problem";
import { queryInteger } from "../http/query-integer";
import { HistorySchema, MoveListSchema, MoveRequestSchema, MoveSchema } from "../http/schemas";
import { gameOf, loadCurrent } from "../matches/current";
import { submitMove } from "../matches/play";
import { seatOf } from "../matches/seats";
import { matchResult } from "../matches/standings";
import { moveResource } from "../matches/views";
import { sha256 } from "../tokens/crypto";
import { afterWithCursor, cursorParameter, encodePageCursor, pageCursorAfter } from "./paging";
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

const MatchId = z.object({ matchId: idSchema("The match's id", "m_Qm2n8Zr1xYt0") });

const act = createRoute({
  method: "post",
  path: "/v1/matches/{matchId}/actions",
  tags: ["Play"],
  operationId: "submitAction",
  summary: "Take one of your legal actions",
  description: [
    "Only a seated player whose seat is active may act, with one of the actions the match lists in `legalActions` for them, exactly (any other is `422` `rule-violation` with the rule's stable `code`, and changes nothing).",
    "",
    'Name the version the action was decided on: `If-Match` (`"v7"`, `v7` or `7`, or the ETag of `GET /v1/matches/{matchId}`, whose version part is read) or `expectedVersion` in the body; one of the two is required (`428`), and both, when sent, must name the same version (else `400` `validation-error`, and nothing is applied). If the match has moved on, the action is refused with the current version in `currentVersion`: `409` `stale-version` (`412` with If-Match); a version the match never reached is `409` `unknown-version`. Read the match again and decide anew.',
    "",
    "With an `Idempotency-Key`, a retry gets the first answer (`Idempotent-Replayed: true`), even after the match moved on; the same key with another action is `422` `idempotency-key-reused`.",
  ].join("\n"),
  security: bearer,
  request: {
    params: MatchId,
    headers: IdempotencyHeader.extend({
      "if-match": ifMatchHeader("action"),
    }),
    body: jsonBody(MoveRequestSchema),
  },
  responses: {
    201: withHeaders(
      json(MoveSchema, "The move, with the events it caused as you may see them"),
      "location",
      "idempotent-replayed",
    ),
    ...problems(
      ...bodyProblems,
      "unauthorized",
      "forbidden",
      "not-found",
      "conflict",
      "stale-version",
      "unknown-version",
      "rules-version-unavailable",
      "precondition-failed",
      "rule-violation",
      "precondition-required",
      "idempotency-key-reused",
    ),
  },
});

const moves = createRoute({
  method: "get",
  path: "/v1/matches/{matchId}/moves",
  tags: ["Play"],
  operationId: "listMoves",
  summary: "The moves after a version, each with its events as you may see them",
  description:
    "Anyone may read the moves; each is redacted for the caller (a spectator without an API key sees what any outsider may). An action is shown only to the seat that made it until the match is over; its events always are, as you may see them. Catch up after a notice with `after` set to the last version you saw, then pass each page's `nextCursor` as `cursor` until it is null (a `cursor` already says where it continues: send it without `after`).",
  security: bearerOrAnonymous,
  request: {
    params: MatchId,
    query: z.object({
      after: queryInteger({ min: 0, max: 999_999_998 }).optional().openapi({
        default: 0,
        description: "Only moves with a higher version: where the first page starts",
      }),
      cursor: cursorParameter,
      limit: queryInteger({ min: 1, max: 500 }).default(100).openapi({ description: "Moves per page" }),
    }),
  },
  responses: {
    200: json(MoveListSchema, "Moves in order"),
    ...problems("not-found", "unauthorized", "validation-error", "rules-version-unavailable"),
  },
});

const history = createRoute({
  method: "get",
  path: "/v1/matches/{matchId}/history",
  tags: ["Play"],
  operationId: "getHistory",
  summary: "A finished match in full: the seed, every action and event, unredacted",
  description:
    "Public, once the match is over (`409` before): check that `seedCommitment` is the SHA-256 of `seed`, then replay `moves` from `seed` with the game's rules at `rulesVersion` to verify every shuffle and score.",
  security: [],
  request: {
    params: MatchId,
    query: z.object({
      cursor: cursorParameter,
      limit: queryInteger({ min: 1, max: 1000 }).optional().openapi({
        description: "Moves per page; every move (and `nextCursor` null) when left out",
      }),
    }),
  },
  responses: {
    200: withHeaders(json(HistorySchema, "The whole match, or a page of its moves"), "cache-control"),
    ...problems("not-found", "conflict", "validation-error", "rules-version-unavailable"),
  },
});

/** The moves after a version, `limit` of them (all when none) and the cursor past them when more exist. */
async function movesPage(deps: Deps, matchId: string, list: string, after: number, limit?: number) {
  // one more than the page, to know whether another follows
  const moves = await deps.store.movesAfter(matchId, after, limit === undefined ? undefined : limit + 1);
  const shown = limit === undefined ? moves : moves.slice(0, limit);
  const more = limit !== undefined && moves.length > limit;
  return { moves: shown, nextCursor: more ? encodePageCursor(list, shown[shown.length - 1].version) : null };
}

/** The one version a move request names, by `If-Match` or `expectedVersion`; two that disagree name none. */
function requestedVersion(ifMatch: string | undefined, expectedVersion: number | undefined): number {
  const fromHeader = ifMatch === undefined ? undefined : versionOf(ifMatch);
  if (fromHeader !== undefined && expectedVersion !== undefined && fromHeader !== expectedVersion) {
    throw new Problem(
      "validation-error",
      `If-Match names version ${fromHeader} and expectedVersion ${expectedVersion}: send one version, or the same in both`,
      {
        errors: [
          {
            path: "expectedVersion",
            code: "not-allowed",
            message: `disagrees with If-Match (version ${fromHeader})`,
          },
        ],
      },
    );
  }
  const version = fromHeader ?? expectedVersion;
  if (version === undefined) {
    throw new Problem(
      "precondition-required",
      "Send the version you decided on as If-Match or expectedVersion",
    );
  }
  return version;
}

export function playRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  // the key's credential version is read with the move's snapshot: a move is one read and one write
  app.use("/v1/matches/:matchId/actions", auth.deferred);
  app.use("/v1/matches/:matchId/moves", auth.optional);

  app.openapi(act, async (c) => {
    const { matchId } = c.req.valid("param");
    const body = c.req.valid("json");
    const ifMatch = c.req.header("If-Match");
    const expectedVersion = requestedVersion(ifMatch, body.expectedVersion);
    const idempotencyKey = idempotencyKeyOf(c.req.header("Idempotency-Key"));
    const move = await submitMove(
      deps,
      caller(c),
      matchId,
      {
        action: body.action,
        expectedVersion,
        versionIsPrecondition: ifMatch !== undefined,
        idempotencyKey,
        // the action and its version, however the version was sent: what tells a retry from a reuse of its key
        requestHash:
          idempotencyKey === null
            ? ""
            : sha256(`POST ${c.req.path}\n${JSON.stringify({ action: body.action, expectedVersion })}`),
      },
      c.get("credential"),
    );
    c.header("Location", `/v1/matches/${matchId}/moves?after=${move.version - 1}&limit=1`);
    if (move.replayed) c.header("Idempotent-Replayed", "true");
    return c.json(moveResource(move.game, move, move.seat, move.status === "finished"), 201);
  });

  app.openapi(moves, async (c) => {
    const { matchId } = c.req.valid("param");
    const { after, cursor, limit } = c.req.valid("query");
    if (after !== undefined && cursor !== undefined) throw afterWithCursor();
    const list = `moves/${matchId}`;
    const from = cursor === undefined ? (after ?? 0) : pageCursorAfter(list, cursor, "number");
    const match = await loadCurrent(deps, matchId);
    const player = c.get("player");
    const seat = player ? seatOf(match, player.id) : null;
    const page = await movesPage(deps, matchId, list, from, limit);
    const game = await gameOf(deps, match);
    return c.json(
      {
        moves: page.moves.map((move) => moveResource(game, move, seat, match.status === "finished")),
        version: match.version,
        nextCursor: page.nextCursor,
        more: page.nextCursor !== null,
      },
      200,
    );
  });

  app.openapi(history, async (c) => {
    const { matchId } = c.req.valid("param");
    const { cursor, limit } = c.req.valid("query");
    const list = `history/${matchId}`;
    const from = cursor === undefined ? 0 : pageCursorAfter(list, cursor, "number");
    const match = await loadCurrent(deps, matchId);
    if (match.status !== "finished")
      throw new Problem("conflict", "The history is published when the match is over");
    const page = await movesPage(deps, matchId, list, from, limit);
    // published only once over, a history never changes: any cache may keep it
    c.header("Cache-Control", cachePolicy.immutable);
    return c.json(
      {
        matchId,
        game: match.game,
        rulesVersion: match.rulesVersion ?? 1,
        options: match.options,
        players: match.seats.length,
        seed: match.seed,
        seedCommitment: match.seedCommitment,
        // a resignation changed no state: a replay of the rules skips it
        moves: page.moves.flatMap((m) =>
          m.resigned
            ? []
            : [{ version: m.version, seat: m.seat, at: m.at, action: m.action, events: m.events }],
        ),
        resignations: page.moves.flatMap((m) =>
          m.resigned ? [{ version: m.version, seat: m.seat, at: m.at }] : [],
        ),
        result: matchResult(await gameOf(deps, match), match),
        nextCursor: page.nextCursor,
      },
      200,
    );
  });
}
