import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { keyedRequestOf } from "../http/idempotency";
import { idSchema } from "../http/ids";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { Problem } from "../http/problem";
import { PlayerSchema } from "../http/schemas";
import { type ReadersWays, readersWaysFields } from "../notify/settings";
import { claim } from "../requests/keyed-request";
import type { PlayerRecord, SessionRecord } from "../store/records";
import { randomSecret, sameSecret, sha256 } from "../tokens/crypto";
import { readInvitationToken } from "../tokens/invitation";
import { openSecret, sealSecret, sessionIdFor } from "../tokens/session-secrets";
import { currentFor, FRAGMENT_PARAMETER, readSignInToken, type SignInClaims } from "../tokens/sign-in";
import { signingSecretOf } from "../tokens/signing-secret";
import { invitedPlayer, takeInvitedSeat } from "./invitation-sign-in";
import { publicPlayer } from "./players";
import { bearer, bodyProblems, IdempotencyHeader, json, jsonBody, problems, withHeaders } from "./responses";
import { signInLinkRoutes } from "./sign-in-links";

const SESSION_DAYS = 30;

const NewSessionSchema = z
  .strictObject({
    token: z
      .string()
      .min(1)
      .max(2000)
      .openapi({
        description: `The sign-in token from a link's fragment (\`#${FRAGMENT_PARAMETER}=<token>\`)`,
        example: "eyJwdXJwb3NlIjoic2lnbi1pbiJ9.Jx3q2Lm0a9ZcVb1eS3cr3tS1gn4tur3",
      }),
    language: readersWaysFields.language.openapi({
      description:
        "For the guest player an invitation's token makes: the language of its emails (default `en`). A player who exists keeps their settings",
    }),
    timeZone: readersWaysFields.timeZone.openapi({
      description:
        "For the guest player an invitation's token makes: the IANA time zone its emails tell deadlines in (default `UTC`). A player who exists keeps their settings",
    }),
  })
  .openapi("NewSession");

const SessionSchema = z
  .object({
    id: z.string().openapi({ example: "s_Hq3LmZ0a9cVb1eJx2q" }),
    createdAt: z.string().openapi({ format: "date-time", example: "2026-11-21T10:00:00.000Z" }),
    expiresAt: z.string().openapi({ format: "date-time", example: "2026-12-21T10:00:00.000Z" }),
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
    expiresAt: z.string().openapi({ format: "date-time", example: "2026-12-21T10:00:00.000Z" }),
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
  description: `Public. A sign-in link (in a notification email) opens the web client with a signed, single-use token in its fragment (\`#${FRAGMENT_PARAMETER}=<token>\`), valid for a week. Send it here to get a session key for its player, valid for ${SESSION_DAYS} days and revocable (\`DELETE /v1/me/sessions/{sessionId}\`). A forged, altered, expired or already used token is refused with 401 and changes nothing, and so is one made before the player's key, sessions or address last changed. The session's secret is random and only its hash is kept. With an \`Idempotency-Key\` (at least 32 random characters), a retry with the same token gets the same session again: the secret is kept sealed under the token, which the retry must present again. The token of an invitation by email (\`POST /v1/matches/{matchId}/invites\` with \`email\`) is exchanged here too, once: it signs in the player who confirmed that address, or makes a guest player for it (its address confirmed), and takes the seat; 409 when the match began or has no free seat, before anything is made.`,
  security: [],
  request: { headers: IdempotencyHeader, body: jsonBody(NewSessionSchema) },
  responses: {
    201: withHeaders(
      json(CreatedSessionSchema, "The session: send `apiKey` as a bearer token"),
      "location",
      "idempotent-replayed",
    ),
    ...problems("unauthorized", ...bodyProblems, "conflict", "idempotency-key-reused"),
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
    // a body is not read, but one sent is JSON or nothing, as on every route
    ...problems("unauthorized", "not-found", "validation-error", "malformed-json"),
  },
});

const USED = "This sign-in link was used already: ask for a new one";

/** A new session's record, its secret sealed under the token when a retry may ask for it again. */
interface Opening {
  claims: SignInClaims;
  id: string;
  secret: string;
  sealed: string | undefined;
  userAgent: string | undefined;
}

const revokeAllSessions = createRoute({
  method: "delete",
  path: "/v1/me/sessions",
  tags: ["Players"],
  operationId: "revokeAllSessions",
  summary: "Sign out everywhere: every session's key stops working at once",
  description:
    "Revokes all your sessions (the current one too, when the request was made with one), and every sign-in and unsubscribe link sent to you before: all are refused from the next request on. Your API key stays.",
  security: bearer,
  responses: {
    204: { description: "Every session revoked" },
    // a body is not read, but one nested too deep is refused before anything, as on every route
    ...problems("unauthorized", "validation-error", "malformed-json"),
  },
});

/** Spends the token's nonce (a token works once), then stores the new session. */
async function openSession(deps: Deps, opening: Opening): Promise<SessionRecord> {
  const { claims, id, secret, sealed, userAgent } = opening;
  if (!(await deps.store.useToken(claims.nonce, new Date(claims.expires * 1000)))) {
    throw new Problem("unauthorized", USED);
  }
  const now = deps.now();
  const session: SessionRecord = {
    id,
    playerId: claims.playerId,
    keyHash: sha256(secret),
    createdAt: now.toISOString(),
    validUntil: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
    client: userAgent?.slice(0, 200) ?? null,
    ...(sealed ? { sealed } : {}),
  };
  if (!(await deps.store.createSession(session))) throw new Problem("unauthorized", USED);
  return session;
}

/** The session a retry of the same exchange made, and its secret opened with the same token; null when there is none. */
async function earlierSession(
  deps: Deps,
  player: PlayerRecord,
  id: string,
  token: string,
): Promise<{ session: SessionRecord; secret: string } | null> {
  const session = await deps.store.getSession(player.id, id);
  const secret = session?.sealed ? openSecret(deps, token, session.sealed) : null;
  return session && secret && sameSecret(sha256(secret), session.keyHash) ? { session, secret } : null;
}

/** The player a valid, current sign-in token (or an invitation by email) signs in, with its claims. */
async function signingIn(
  deps: Deps,
  token: string,
  ways: ReadersWays,
): Promise<{ claims: SignInClaims; player: PlayerRecord }> {
  const claims = readSignInToken(signingSecretOf(deps), token, deps.now());
  const invitation = claims ? null : readInvitationToken(deps, token);
  if (invitation) return invitedPlayer(deps, invitation, ways);
  if (!claims) throw new Problem("unauthorized", "The sign-in link is not valid or has expired");
  const player = await deps.store.getPlayer(claims.playerId);
  if (!player) throw new Problem("unauthorized", "The sign-in link's player no longer exists");
  if (!currentFor(claims, player)) {
    throw new Problem(
      "unauthorized",
      "This sign-in link was replaced: your key, sessions or address changed since it was sent; ask for a new one",
    );
  }
  return { claims, player };
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
  signInLinkRoutes(app, deps);
  // no authenticator: the token says who signs in, whatever stale key a browser still sends
  app.openapi(createSession, async (c) => {
    const { token, ...ways } = c.req.valid("json");
    const { claims, player } = await signingIn(deps, token, ways);
    const request = await keyedRequestOf(c);
    const claimed = request ? await claim(deps, request) : null;
    const repeated = claimed !== null && (claimed.kept !== null || claimed.retry.resumed);
    // under an Idempotency-Key a retry with the same token finds its session, and opens its secret
    const id = sessionIdFor(deps, claims, request?.key ?? null);
    const earlier = repeated ? await earlierSession(deps, player, id, token) : null;
    const secret = earlier?.secret ?? randomSecret(32);
    const session =
      earlier?.session ??
      (await openSession(deps, {
        claims,
        id,
        secret,
        sealed: request ? sealSecret(deps, token, secret) : undefined,
        userAgent: c.req.header("User-Agent"),
      }));
    if (claims.purpose === "invitation" && claims.matchId)
      await takeInvitedSeat(deps, player, claims.matchId);
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

  app.openapi(revokeAllSessions, async (c) => {
    const player = caller(c);
    for (const session of await deps.store.sessionsOf(player.id)) {
      await deps.store.deleteSession(player.id, session.id);
    }
    // after the deletes, as for one session: an instance that checks again finds none
    await deps.store.bumpCredentialVersion(player.id);
    auth.forget(player.id);
    return c.body(null, 204);
  });

  app.openapi(revokeSession, async (c) => {
    const player = caller(c);
    if (!(await deps.store.deleteSession(player.id, c.req.valid("param").sessionId))) {
      throw new Problem("not-found", "You have no such session");
    }
    // after the delete: an instance that checks the session again from now on finds none
    await deps.store.bumpCredentialVersion(player.id);
    auth.forget(player.id);
    return c.body(null, 204);
  });
}
