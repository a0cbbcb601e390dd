import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { idempotent } from "../http/idempotency";
import { idSchema } from "../http/ids";
import { ifMatchHeader, versionOf } from "../http/if-match";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { MatchSchema } from "../http/schemas";
import { resign } from "../matches/resign";
import { matchResource } from "../matches/views";
import { etagOf } from "./matches";
import { bearer, bodyProblems, IdempotencyHeader, json, problems, withHeaders } from "./responses";

const MatchId = z.object({ matchId: idSchema("The match's id", "m_Qm2n8Zr1xYt0") });

const resignRoute = createRoute({
  method: "post",
  path: "/v1/matches/{matchId}/resign",
  tags: ["Play"],
  operationId: "resignMatch",
  summary: "Concede: a computer plays your seat on, and you count as last",
  description: [
    "Only a seated person, while the match is played (`409` in the lobby, after the end, and once you resigned; `403` without a seat). The resignation is one version of the match, written as a move is, so a move and a resignation never both take a version: with `If-Match` naming the version you decided on, a match that moved on refuses it (`412`); without it, it is made at the current version.",
    "",
    "Your seat counts as last in `result` (`resigned: true`; a later resignation places above an earlier one), and every reader's moves show it (`resigned: true`, no action, no events). A computer player plays your seat on (the clock's `standIn` level, or quick), unless too few are left to play: the match ends at once when fewer than two seats still play or no person does. So in a match of two people the one left wins; the seats still playing are placed by their score at that moment.",
    "",
    "Idempotent with an `Idempotency-Key`.",
  ].join("\n"),
  security: bearer,
  request: {
    params: MatchId,
    headers: IdempotencyHeader.extend({
      "if-match": ifMatchHeader("resignation"),
    }),
  },
  responses: {
    200: withHeaders(json(MatchSchema, "The match after the resignation"), "etag", "idempotent-replayed"),
    // no body is read, but one sent is checked as any POST's is: JSON or nothing
    ...problems(
      ...bodyProblems,
      "not-found",
      "unauthorized",
      "forbidden",
      "conflict",
      "precondition-failed",
      "rules-version-unavailable",
      "idempotency-key-reused",
      "idempotency-key-in-use",
    ),
  },
});

export function resignRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/matches/:matchId/resign", auth.required, idempotent(deps));
  app.openapi(resignRoute, async (c) => {
    const ifMatch = c.req.header("If-Match");
    const player = caller(c);
    const match = await resign(deps, player, c.req.valid("param").matchId, {
      expectedVersion: ifMatch === undefined ? undefined : versionOf(ifMatch),
      resumed: c.get("idempotency")?.resumed ?? false,
    });
    c.header("ETag", etagOf(match, player.id));
    return c.json(await matchResource(deps, match, player), 200);
  });
}
