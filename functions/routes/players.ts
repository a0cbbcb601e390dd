import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { idempotencyKeyOf } from "../http/idempotency";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { Problem } from "../http/problem";
import { CreatedPlayerSchema, NewPlayerSchema, PlayerSchema } from "../http/schemas";
import { secretRequest } from "../http/secret-answers";
import { tellOldAddress } from "../notify/address-changed";
import { awaitsConfirmation, withAddress } from "../notify/address-status";
import { sendConfirmation } from "../notify/confirmation";
import { readersWays } from "../notify/settings";
import { ratingsTable } from "../store/ratings";
import type { PlayerRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";
import { noteReplacedKey, type RotationAnswer, replacedKeyRetry } from "./replaced-key-retry";
import { bearer, bodyProblems, IdempotencyHeader, json, jsonBody, problems, withHeaders } from "./responses";

const createPlayer = createRoute({
  method: "post",
  path: "/v1/players",
  tags: ["Players"],
  operationId: "createPlayer",
  summary: "Register a player and receive their API key (shown once)",
  description:
    "Public: anyone may register. The answer holds the API key, the only time it is shown (only its hash is kept): send it as `Authorization: Bearer <apiKey>` from then on. An email address lets the service tell you when a match needs you, once its owner confirmed it through the one email sent to it. With an `Idempotency-Key` of at least 32 random characters (a UUID) a retry never makes a second player; since the key is shown only once, a retry after the player was made is refused with 409 (register again with a new Idempotency-Key if the first answer was lost).",
  security: [],
  request: { headers: IdempotencyHeader, body: jsonBody(NewPlayerSchema) },
  responses: {
    201: withHeaders(
      json(CreatedPlayerSchema, "The player, and the API key to send as a bearer token"),
      "location",
      "idempotent-replayed",
    ),
    ...problems(...bodyProblems, "unauthorized", "conflict", "idempotency-key-reused"),
  },
});

const me = createRoute({
  method: "get",
  path: "/v1/me",
  tags: ["Players"],
  operationId: "getMe",
  summary: "The player the API key belongs to",
  description: "Your id, name and email, as the API key you send identifies you.",
  security: bearer,
  responses: { 200: json(PlayerSchema, "You"), ...problems("unauthorized") },
});

const ProfileChangeSchema = z
  .strictObject({
    name: NewPlayerSchema.shape.name.optional(),
    email: z.email().max(254).nullable().optional().openapi({
      description: "Where notifications go from now on; null removes it",
      example: "ada@example.org",
    }),
  })
  .openapi("ProfileChange");

const updateMe = createRoute({
  method: "patch",
  path: "/v1/me",
  tags: ["Players"],
  operationId: "updateMe",
  summary: "Change your name or your email address",
  description:
    "Changes the fields sent and leaves the others: `email` is where notifications (and their sign-in links) go, once you confirmed it through the link emailed to it (a new address gets one confirmation email and nothing else until then). Your name in matches you already sit in stays as it was.",
  security: bearer,
  request: { body: jsonBody(ProfileChangeSchema) },
  responses: { 200: json(PlayerSchema, "You, as changed"), ...problems("unauthorized", ...bodyProblems) },
});

const rotateKey = createRoute({
  method: "post",
  path: "/v1/me/api-key",
  tags: ["Players"],
  operationId: "rotateApiKey",
  summary: "Replace your API key: the old one stops working at once",
  description:
    "Makes a new API key and answers it, the only time it is shown (only its hash is kept); the old key is refused from the next request on. Sessions from sign-in links stay signed in (revoke them with `DELETE /v1/me/sessions/{sessionId}`). With an `Idempotency-Key`, a retry gets the same new key again, unless the key was replaced since (409); if the answer was lost, the retry may be sent with the replaced key (and the same `Idempotency-Key`), which gets it once, within the key's 24 hours, while nothing else accepts the replaced key.",
  security: bearer,
  request: { headers: IdempotencyHeader },
  responses: {
    200: withHeaders(
      json(
        z.object({ player: PlayerSchema, apiKey: CreatedPlayerSchema.shape.apiKey }).openapi("NewApiKey"),
        "Your new API key",
      ),
      "idempotent-replayed",
    ),
    ...problems(
      "unauthorized",
      "conflict",
      "validation-error",
      "idempotency-key-reused",
      "unsupported-media-type",
    ),
  },
});

export function publicPlayer(p: PlayerRecord) {
  return { id: p.id, name: p.name, email: p.email, createdAt: p.createdAt };
}

export function playerRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/players", auth.optional);
  app.openapi(createPlayer, async (c) => {
    const body = c.req.valid("json");
    const request = await secretRequest(c, deps);
    // under an Idempotency-Key a retry derives the same id: it finds the player instead of making another
    const id = `p_${request.secret("player-id").slice(0, 16)}`;
    const secret = request.secret("api-key");
    const player: PlayerRecord = withAddress(
      {
        id,
        name: body.name,
        email: null,
        keyHash: sha256(secret),
        createdAt: deps.now().toISOString(),
        ...readersWays(body),
      },
      body.email ?? null,
    );
    if (!(await deps.store.createPlayer(player))) {
      throw new Problem(
        "conflict",
        "A player was made with this Idempotency-Key already, and its API key is shown only once: register again with a new Idempotency-Key if that answer was lost",
      );
    }
    await deps.store.putPlayerName(player.name, player.id);
    await sendConfirmation(deps, player);
    return c.json({ player: publicPlayer(player), apiKey: `${id}.${secret}` }, 201, { Location: "/v1/me" });
  });

  app.use("/v1/me", auth.required);
  app.openapi(me, async (c) => c.json(publicPlayer(await currentPlayer(deps, caller(c).id)), 200));

  app.openapi(updateMe, async (c) => {
    // without a body the validator sees {}: a change of nothing, which the document's required body rules out
    if ((await c.req.text()).trim() === "") {
      throw new Problem(
        "validation-error",
        "Send the fields to change as a JSON body: `name`, `email` or both",
      );
    }
    const { name, email } = c.req.valid("json");
    // only an email sent sets the address (again): a rename alone leaves a bounced address off
    const changed = await deps.store.changePlayer(await currentPlayer(deps, caller(c).id), (p) =>
      email === undefined
        ? { ...p, name: name ?? p.name }
        : withAddress({ ...p, name: name ?? p.name }, email),
    );
    if (!changed) throw new Problem("unauthorized");
    const { before, after: player } = changed;
    auth.forget(player.id);
    if (before.name !== player.name) {
      await deps.store.putPlayerName(player.name, player.id);
      await deps.store.dropNameIfStale(before.name, player.id);
      await ratingsTable(deps.store).rename(player.id, player.name);
    }
    // the old address no longer finds the player, until confirmed anew
    if (before.email && before.email !== player.email)
      await deps.store.deleteAddress(before.email, player.id);
    if (awaitsConfirmation(before, player)) await sendConfirmation(deps, player, { newAddress: true });
    await tellOldAddress(deps, before, player);
    return c.json(publicPlayer(player), 200);
  });

  const replay: RotationAnswer = (c, player, apiKey) =>
    c.json({ player: publicPlayer(player), apiKey }, 200, { "Idempotent-Replayed": "true" });
  app.use("/v1/me/api-key", replacedKeyRetry(deps, replay));
  app.use("/v1/me/api-key", auth.required);
  app.openapi(rotateKey, async (c) => {
    const request = await secretRequest(c, deps);
    const secret = request.secret("api-key");
    const player = await currentPlayer(deps, caller(c).id);
    const replayed = request.repeated && player.keyHash === sha256(secret);
    if (request.repeated && !replayed) {
      throw new Problem(
        "conflict",
        "The key this request made was replaced since: send a new Idempotency-Key",
      );
    }
    const answer = { player: publicPlayer(player), apiKey: `${player.id}.${secret}` };
    if (replayed) return c.json(answer, 200, { "Idempotent-Replayed": "true" });
    const idempotencyKey = idempotencyKeyOf(c.req.header("Idempotency-Key"));
    // a session stays signed in, so only a rotation made with the API key notes the key it replaces
    if (idempotencyKey !== null && c.get("sessionId") === null)
      await noteReplacedKey(deps, player, idempotencyKey);
    if (!(await deps.store.setPlayerKey(player.id, player.keyHash, sha256(secret)))) {
      throw new Problem("conflict", "Your key changed meanwhile: try again");
    }
    auth.forget(player.id);
    return c.json(answer, 200);
  });
}

/** The caller's record as stored now: the authenticator keeps only who they are. */
export async function currentPlayer(deps: Deps, id: string): Promise<PlayerRecord> {
  const player = await deps.store.getPlayer(id);
  if (!player) throw new Problem("unauthorized");
  return player;
}
