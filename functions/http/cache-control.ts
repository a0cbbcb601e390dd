import type { MiddlewareHandler } from "hono";

/**
 * How long an answer may be kept, by whom: public answers that depend only on their URL may be
 * cached at the edge (CloudFront honours these); a reader's own view is kept privately and asked
 * about again with its ETag each time, for a cheap 304.
 */
export const cachePolicy = {
  /** The same for everyone until the next deployment: games, the OpenAPI document, problem pages. */
  deployed: "public, max-age=300",
  /** Content of the newest rules version: changes only when a new rules version is deployed. */
  content: "public, max-age=3600",
  /** A URL whose answer never changes: a rules version's content, a finished match's history. */
  immutable: "public, max-age=31536000, immutable",
  /**
   * Public but changing as matches end: a player's profile, a game's leaderboard. The edge keeps it
   * moments; a browser asks again, so a player who just finished sees their match on reload.
   */
  changing: "public, max-age=0, s-maxage=15",
  /** The lobby's list: changes with every seat taken, so the edge keeps it moments and browsers not at all. */
  lobby: "public, max-age=0, s-maxage=5",
  /** One reader's view: a browser may keep it, but asks each time with If-None-Match; no shared cache. */
  perReader: "private, no-cache",
  /** Everything else, one reader's: their moves, settings, a new key, a refusal. Kept by no cache. */
  unkept: "no-store",
} as const;

/**
 * Middleware: an answer whose route named no policy is kept by no cache; one kept privately
 * varies by the key that asked, so a browser never hands one reader's copy to another's key.
 */
export function cachePolicyMiddleware(): MiddlewareHandler {
  return async function answersKeptOnlyForTheirReader(c, next) {
    await next();
    const policy = c.res.headers.get("Cache-Control");
    if (policy === null) c.res.headers.set("Cache-Control", cachePolicy.unkept);
    else if (/\bprivate\b/.test(policy)) c.res.headers.append("Vary", "Authorization");
  };
}
