import type { Context, MiddlewareHandler } from "hono";
import type { Deps } from "../deps";
import { emitMetric } from "../metrics";
import type { RateWindow } from "../store/entities/rate-window";
import type { Auth, Env } from "./auth";
import { clientAddress } from "./client-address";
import { keyedRequestOf } from "./idempotency";
import type { OpenApiRoutes } from "./openapi-routes";
import { Problem } from "./problem";

/** At most `quota` requests in each fixed window of `windowSeconds`, counted per subject. */
export interface Quota {
  quota: number;
  windowSeconds: number;
}

/** The abuse limits, set where no real person meets them (docs/api.md lists them). */
export const rateLimits = {
  "players-per-address": { quota: 10, windowSeconds: 3600 },
  "matches-per-player": { quota: 60, windowSeconds: 3600 },
  "invites-per-player": { quota: 30, windowSeconds: 3600 },
  "invites-per-invitee": { quota: 5, windowSeconds: 86_400 },
  "sign-in-links-per-address": { quota: 5, windowSeconds: 3600 },
  "sign-in-links-per-client": { quota: 30, windowSeconds: 3600 },
  "chat-messages-per-player": { quota: 10, windowSeconds: 60 },
  "webhook-tests-per-player": { quota: 20, windowSeconds: 3600 },
} as const satisfies Record<string, Quota>;

export type LimitName = keyof typeof rateLimits;

/** The operations `rateLimitRoutes` limits, by operationId: the document declares their headers. */
export const limitedOperations: Readonly<Record<string, readonly LimitName[]>> = {
  createPlayer: ["players-per-address"],
  createMatch: ["matches-per-player"],
  quickMatch: ["matches-per-player"],
  invitePlayer: ["invites-per-player", "invites-per-invitee"],
  requestSignInLink: ["sign-in-links-per-address", "sign-in-links-per-client"],
  postChatMessage: ["chat-messages-per-player"],
  testWebhook: ["webhook-tests-per-player"],
};
export type RateLimits = Readonly<Record<LimitName, Quota>>;

/** Whom a limit counts a request for; null when the request names no one (validation refuses it later). */
type SubjectOf = (c: Context<Env>) => string | null | Promise<string | null>;

interface Counted {
  name: LimitName;
  quota: Quota;
  count: number;
  /** Seconds until the window ends. */
  reset: number;
  /** The window the request was counted in. */
  window: RateWindow;
}

/** `RateLimit-Policy` as draft-ietf-httpapi-ratelimit-headers writes it: `"name";q=10;w=3600`. */
export function policyHeader(counted: Counted[]): string {
  return counted.map((c) => `"${c.name}";q=${c.quota.quota};w=${c.quota.windowSeconds}`).join(", ");
}

/** `RateLimit`, the quota left in each window: `"name";r=0;t=1800`. */
export function rateLimitHeader(counted: Counted[]): string {
  return counted.map((c) => `"${c.name}";r=${Math.max(0, c.quota.quota - c.count)};t=${c.reset}`).join(", ");
}

async function counted(deps: Deps, name: LimitName, quota: Quota, subject: string): Promise<Counted> {
  const now = Math.floor(deps.now().getTime() / 1000);
  const start = now - (now % quota.windowSeconds);
  const window = { limit: name, subject, start, seconds: quota.windowSeconds };
  const count = await deps.store.countRequest(window);
  return { name, quota, count, reset: start + quota.windowSeconds - now, window };
}

/**
 * Whether a request was refused for its form (a field left empty, a malformed body) before anything
 * was looked up: a person correcting a form is not counted against a limit for abuse. Other refusals
 * (an unknown invitee, a bad key) stay counted, so that the limits still bound probing.
 */
const refusedForItsForm = (status: number) => status === 400 || status === 415;

/** Whether the request is a retry whose first answer is kept under its Idempotency-Key: it is given that answer again, and does nothing. */
async function answeredBefore(deps: Deps, c: Context<Env>): Promise<boolean> {
  const request = await keyedRequestOf(c);
  if (request === null) return false;
  const kept = await deps.store.idempotencyRecord(request.scope, request.key);
  return kept?.response != null && kept.requestHash === request.requestHash;
}

/**
 * Counts the request under each named limit (one table write each, so the counts hold across
 * instances) and refuses it with 429 once one is over, before anything else is done; every answer
 * carries the limits' `RateLimit-Policy` and `RateLimit` headers. A retry whose first answer is kept
 * is not counted: it gets that answer, never a 429 for a request that was done.
 */
export function rateLimit(
  deps: Deps,
  limits: RateLimits,
  subjects: Partial<Record<LimitName, SubjectOf>>,
): MiddlewareHandler<Env> {
  return async function limitRequests(c, next) {
    const named = Object.entries(subjects) as [LimitName, SubjectOf][];
    const found = await Promise.all(
      named.map(async ([name, subjectOf]) => [name, await subjectOf(c)] as const),
    );
    if (found.every(([, subject]) => subject === null) || (await answeredBefore(deps, c))) return next();
    const counts = await Promise.all(
      found.flatMap(([name, subject]) =>
        subject === null ? [] : [counted(deps, name, limits[name], subject)],
      ),
    );
    c.header("RateLimit-Policy", policyHeader(counts));
    c.header("RateLimit", rateLimitHeader(counts));
    const over = counts.filter((x) => x.count > x.quota.quota);
    if (over.length > 0) {
      const retryAfter = Math.max(...over.map((x) => x.reset));
      c.header("Retry-After", String(retryAfter));
      emitMetric(deps.log, "RateLimited", 1);
      throw new Problem(
        "rate-limited",
        `Over the limit ${over[0].name} (${over[0].quota.quota} a ${over[0].quota.windowSeconds} s window): retry in ${retryAfter} s`,
        { limit: over[0].name, retryAfter },
      );
    }
    await next();
    const kept = refusedForItsForm(c.res.status) ? await givenBack(deps, counts) : counts;
    // a handler's own Response may not carry the prepared headers
    c.header("RateLimit-Policy", policyHeader(kept));
    c.header("RateLimit", rateLimitHeader(kept));
  };
}

/** The counts with this request given back to each window. */
async function givenBack(deps: Deps, counts: Counted[]): Promise<Counted[]> {
  await Promise.all(counts.map((x) => deps.store.uncountRequest(x.window)));
  return counts.map((x) => ({ ...x, count: x.count - 1 }));
}

/** The body's JSON object, which the route validates later; null when there is none. */
async function bodyOf(c: Context<Env>): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The invited player (by id, as before), or the address or name, which counts once however it is written. */
async function invitee(c: Context<Env>): Promise<string | null> {
  const body = await bodyOf(c);
  if (typeof body?.playerId === "string") return body.playerId;
  const named = ["email", "name"].find((n) => typeof body?.[n] === "string");
  return named ? `${named}:${String(body?.[named]).trim().toLowerCase()}` : null;
}

/** The player a link's token names (its payload is JSON; a forged one counts only against itself). */
function tokenPlayer(token: string): string | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString());
    const id = (claims as { playerId?: unknown } | null)?.playerId;
    return typeof id === "string" ? `player:${id}` : null;
  } catch {
    return null;
  }
}

/** The address a sign-in link is asked for, or the player a lapsed link names. */
async function linkAddress(c: Context<Env>): Promise<string | null> {
  const body = await bodyOf(c);
  if (typeof body?.email === "string") return `email:${body.email.trim().toLowerCase()}`;
  return typeof body?.token === "string" ? tokenPlayer(body.token) : null;
}

const player = (c: Context<Env>) => c.get("player")?.id ?? null;

/**
 * Puts the limits on the operations an anonymous client or one player could abuse: making players
 * (per client address), matches and invitations (per player, and per invited player), chat, and
 * test events a player's webhook URL is sent (any public URL, which the service would call for them). Mounted
 * before the routes; the per-player ones authenticate first, so no forged key counts for anyone.
 */
export function rateLimitRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth, limits: RateLimits): void {
  app.on("POST", "/v1/players", rateLimit(deps, limits, { "players-per-address": clientAddress }));
  app.on("POST", "/v1/matches", auth.required, rateLimit(deps, limits, { "matches-per-player": player }));
  app.on(
    "POST",
    "/v1/lobby/quick-match",
    auth.required,
    rateLimit(deps, limits, { "matches-per-player": player }),
  );
  app.on(
    "POST",
    "/v1/matches/:matchId/invites",
    auth.required,
    rateLimit(deps, limits, { "invites-per-player": player, "invites-per-invitee": invitee }),
  );
  app.on(
    "POST",
    "/v1/matches/:matchId/messages",
    auth.required,
    rateLimit(deps, limits, { "chat-messages-per-player": player }),
  );
  app.on(
    "POST",
    "/v1/me/webhook/test",
    auth.required,
    rateLimit(deps, limits, { "webhook-tests-per-player": player }),
  );
  app.on(
    "POST",
    "/v1/sign-in-links",
    rateLimit(deps, limits, {
      "sign-in-links-per-address": linkAddress,
      "sign-in-links-per-client": clientAddress,
    }),
  );
}
