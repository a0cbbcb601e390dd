import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { idempotent } from "../http/idempotency";
import { idSchema } from "../http/ids";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { MatchSchema } from "../http/schemas";
import { rematch } from "../matches/rematch";
import { matchResource } from "../matches/views";
import { etagOf } from "./matches";
import { currentPlayer } from "./players";
import { bearer, bodyProblems, IdempotencyHeader, json, problems, withHeaders } from "./responses";

const MatchId = z.object({ matchId: idSchema("The finished match's id", "m_Qm2n8Zr1xYt0") });

const rematchRoute = createRoute({
  method: "post",
  path: "/v1/matches/{matchId}/rematch",
  tags: ["Matches"],
  operationId: "rematch",
  summary: "Offer a rematch of a finished match, or accept the one offered",
  description: [
    "Only a person seated in the match (`403` otherwise), once it is over (`409` before). The first call opens the rematch: a new match of the same game, options, clock and seats (computer players at their levels), in its lobby with you seated, which the finished match names in `rematch` from then on; the others hear of it as of an invitation. Each other person of the finished match accepts with this same call, taking a seat without the invite code; the last one starts it (the start draws the seat order). Two people offering at once get the same rematch.",
    "",
    "The answer is the rematch as you see it; `Location` names it. Idempotent with an `Idempotency-Key`.",
  ].join("\n"),
  security: bearer,
  request: { params: MatchId, headers: IdempotencyHeader },
  responses: {
    200: withHeaders(
      json(MatchSchema, "The rematch, with you seated"),
      "location",
      "etag",
      "idempotent-replayed",
    ),
    // no body is read, but one sent is checked as any POST's is: JSON or nothing
    ...problems(
      ...bodyProblems,
      "not-found",
      "unauthorized",
      "forbidden",
      "conflict",
      "rules-version-unavailable",
      "idempotency-key-reused",
      "idempotency-key-in-use",
    ),
  },
});

export function rematchRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/matches/:matchId/rematch", auth.required, idempotent(deps));
  app.openapi(rematchRoute, async (c) => {
    const player = await currentPlayer(deps, caller(c).id);
    const resumed = c.get("idempotency")?.resumed ?? false;
    const match = await rematch(deps, player, c.req.valid("param").matchId, resumed);
    c.header("ETag", etagOf(match, player.id));
    c.header("Location", `/v1/matches/${match.id}`);
    return c.json(await matchResource(deps, match, player), 200);
  });
}
