import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type Deps, randomId, randomSecret, sha256 } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { idempotent } from "../http/idempotency";
import { CreatedPlayerSchema, NewPlayerSchema, PlayerSchema } from "../http/schemas";
import type { PlayerRecord } from "../store/records";
import { bearer, bodyProblems, IdempotencyHeader, json, jsonBody, problems, withHeaders } from "./responses";

const createPlayer = createRoute({
  method: "post",
  path: "/v1/players",
  tags: ["Players"],
  operationId: "createPlayer",
  summary: "Register a player and receive their API key (shown once)",
  description:
    "Public: anyone may register. The answer holds the API key, the only time it is shown (only its hash is kept): send it as `Authorization: Bearer <apiKey>` from then on. An email address lets the service tell you when a match needs you. Idempotent with an `Idempotency-Key` of at least 32 random characters (a UUID).",
  security: [],
  request: { headers: IdempotencyHeader, body: jsonBody(NewPlayerSchema) },
  responses: {
    201: withHeaders(
      json(CreatedPlayerSchema, "The player, and the API key to send as a bearer token"),
      "location",
      "idempotent-replayed",
    ),
    ...problems(...bodyProblems, "idempotency-key-reused", "idempotency-key-in-use"),
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

export function publicPlayer(p: PlayerRecord) {
  return { id: p.id, name: p.name, email: p.email, createdAt: p.createdAt };
}

export function playerRoutes(app: OpenAPIHono<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/players", auth.optional, idempotent(deps));
  app.openapi(createPlayer, async (c) => {
    const body = c.req.valid("json");
    const id = randomId("p");
    const secret = randomSecret(32);
    const player: PlayerRecord = {
      id,
      name: body.name,
      email: body.email ?? null,
      keyHash: sha256(secret),
      createdAt: deps.now().toISOString(),
    };
    await deps.store.createPlayer(player);
    return c.json({ player: publicPlayer(player), apiKey: `${id}.${secret}` }, 201, { Location: "/v1/me" });
  });

  app.use("/v1/me", auth.required);
  app.openapi(me, (c) => c.json(publicPlayer(caller(c)), 200));
}
