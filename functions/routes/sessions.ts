import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { idSchema } from "../http/ids";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { Problem } from "../http/problem";
import { PlayerSchema } from "../http/schemas";
import { secretRequest } from "../http/secret-answers";
import type { SessionRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";
import { FRAGMENT_PARAMETER, readSignInToken, type SignInClaims } from "../tokens/sign-in";
import { signingSecretOf } from "../tokens/signing-secret";
import { publicPlayer } from "./players";
import { bearer, bodyProblems, IdempotencyHeader, json, jsonBody, problems, withHeaders } from "./responses";

const SESSION_DAYS = 30;

const NewSessionSchema = z
  .object({
    token: z
      .string()
      .min(1)
      .max(2000)
      .openapi({
        description: `The sign-in token from a link's fragment (\`#${FRAGMENT_PARAMETER}=<token>\`)`,
        example: "eyJwdXJwb3NlIjoic2lnbi1pbiJ9.Jx3q2Lm0a9ZcVb1eS3cr3tS1gn4tur3",
      }),
  })
  .openapi("NewSession");

const SessionSchema = z
  .object({
    id: z.string().openapi({ example: "s_Hq3LmZ0a9cVb1eJx2q" }),
    createdAt: z.string().openapi({ example: "2026-11-21T10:00:00.000Z" }),
    expiresAt: z.string().openapi({ example: "2026-12-21T10:00:00.000Z" }),
    client: z.string().nullable().openapi({
      description: "The browser that signed in (its User-Agent)",
      example: "Mozilla/5.0 (X11; Linux x86_64)",
    }),
    current: z.boolean().openapi({ description: "This is the session the request was made with" }),
  })
  .openapi("Session");

const CreatedSessionSchema = z
  .object({
    sessionId: z.string().openapi({ example: "s_Hq3LmZ0a9cVb1eJx2q" }),
    apiKey: z.string().openapi({
      description:
        "The session's secret, sent like an API key (`Authorization: Bearer <apiKey>`): it acts as this player until it expires or is revoked. Shown once: only its hash is kept.",
      example: "p_Jx3q2Lm0a9ZcVb1e.s_Hq3LmZ0a9cVb1eJx2q.s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3",
    }),
    expiresAt: z.string().openapi({ example: "2026-12-21T10:00:00.000Z" }),
    player: PlayerSchema,
    matchId: z
      .string()
      .nullable()
      .openapi({ description: "The match the link was made for, if any", example: "m_3kTq9w" }),
  })
  .openapi("CreatedSession");

const createSession = createRoute({
  method: "post",
  path: "/v1/sessions",
  tags: ["Players"],
  operationId: "createSession",
  summary: "Sign in with a link's token: exchange it for a session key",
  description: `Public. A sign-in link (in a notification email) opens the web client with a signed, single-use token in its fragment (\`#${FRAGMENT_PARAMETER}=<token>\`), valid for a week. Send it here to get a session key for its player, valid for ${SESSION_DAYS} days and revocable (\`DELETE /v1/me/sessions/{sessionId}\`). A forged, altered, expired or already used token is refused with 401 and changes nothing. With an \`Idempotency-Key\` (at least 32 random characters), a retry gets the same session again; the secret is never stored.`,
  security: [],
  request: { headers: IdempotencyHeader, body: jsonBody(NewSessionSchema) },
  responses: {
    201: withHeaders(
      json(CreatedSessionSchema, "The session: send `apiKey` as a bearer token"),
      "location",
      "idempotent-replayed",
    ),
    ...problems("unauthorized", ...bodyProblems, "idempotency-key-reused"),
  },
});

const listSessions = createRoute({
  method: "get",
  path: "/v1/me/sessions",
  tags: ["Players"],
  operationId: "listSessions",
  summary: "Your signed-in sessions, newest first",
  description:
    "Every session made from a sign-in link that has not expired or been revoked, without its secret; `current` marks the one the request was made with.",
  security: bearer,
  responses: {
    200: json(z.object({ sessions: z.array(SessionSchema) }).openapi("SessionList"), "Your sessions"),
    ...problems("unauthorized"),
  },
});

const revokeSession = createRoute({
  method: "delete",
  path: "/v1/me/sessions/{sessionId}",
  tags: ["Players"],
  operationId: "revokeSession",
  summary: "Sign a session out: its key stops working at once",
  description:
    "Revokes one of your sessions (your current one signs you out). Its key is refused from the next request on. 404 when you have no such session.",
  security: bearer,
  request: { params: z.object({ sessionId: idSchema("The session's id", "s_Hq3LmZ0a9cVb1eJx2q") }) },
  responses: {
    204: { description: "Revoked" },
    ...problems("unauthorized", "not-found", "validation-error"),
  },
});

/** Spends the token's nonce (a token works once), then stores the new session. */
async function openSession(
  deps: Deps,
  claims: SignInClaims,
  id: string,
  secret: string,
  userAgent: string | undefined,
): Promise<SessionRecord> {
  if (!(await deps.store.useToken(claims.nonce, new Date(claims.expires * 1000)))) {
    throw new Problem("unauthorized", "This sign-in link was used already: ask for a new one");
  }
  const now = deps.now();
  const session: SessionRecord = {
    id,
    playerId: claims.playerId,
    keyHash: sha256(secret),
    createdAt: now.toISOString(),
    validUntil: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
    client: userAgent?.slice(0, 200) ?? null,
  };
  await deps.store.createSession(session);
  return session;
}

function shownSession(s: SessionRecord, currentId: string | null) {
  return {
    id: s.id,
    createdAt: s.createdAt,
    expiresAt: s.validUntil,
    client: s.client,
    current: s.id === currentId,
  };
}

export function sessionRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  // no authenticator: the token says who signs in, whatever stale key a browser still sends
  app.openapi(createSession, async (c) => {
    const claims = readSignInToken(signingSecretOf(deps), c.req.valid("json").token, deps.now());
    if (!claims) throw new Problem("unauthorized", "The sign-in link is not valid or has expired");
    const player = await deps.store.getPlayer(claims.playerId);
    if (!player) throw new Problem("unauthorized", "The sign-in link's player no longer exists");
    const request = await secretRequest(c, deps);
    // under an Idempotency-Key a retry derives the same id and secret, and finds its session
    const id = `s_${request.secret("session-id").slice(0, 16)}`;
    const secret = request.secret("session-secret");
    const earlier = request.repeated ? await deps.store.getSession(player.id, id) : null;
    const session = earlier ?? (await openSession(deps, claims, id, secret, c.req.header("User-Agent")));
    return c.json(
      {
        sessionId: session.id,
        apiKey: `${player.id}.${session.id}.${secret}`,
        expiresAt: session.validUntil,
        player: publicPlayer(player),
        matchId: claims.matchId,
      },
      201,
      { Location: "/v1/me/sessions", ...(earlier ? { "Idempotent-Replayed": "true" } : {}) },
    );
  });

  app.use("/v1/me/sessions", auth.required);
  app.use("/v1/me/sessions/*", auth.required);
  app.openapi(listSessions, async (c) => {
    const now = deps.now().toISOString();
    const sessions = (await deps.store.sessionsOf(caller(c).id))
      .filter((s) => s.validUntil > now)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return c.json({ sessions: sessions.map((s) => shownSession(s, c.get("sessionId"))) }, 200);
  });

  app.openapi(revokeSession, async (c) => {
    const player = caller(c);
    if (!(await deps.store.deleteSession(player.id, c.req.valid("param").sessionId))) {
      throw new Problem("not-found", "You have no such session");
    }
    auth.forget(player.id);
    return c.body(null, 204);
  });
}
