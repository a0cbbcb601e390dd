import type { MiddlewareHandler } from "hono";

/**
 * The one CORS policy, the same on `npm start` and on AWS (where API Gateway passes preflights to
 * the function): an allow-list of origins, never `*`; no cookies, since callers send bearer keys.
 */
export const corsPolicy = {
  allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
  allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "If-Match", "If-None-Match"],
  // what a browser's script may read of an answer: every header the document says a client reads
  exposeHeaders: [
    "ETag",
    "Location",
    "Allow",
    "Idempotent-Replayed",
    "Retry-After",
    "X-Request-Id",
    "RateLimit",
    "RateLimit-Policy",
    "Deprecation",
    "Sunset",
    "WWW-Authenticate",
  ],
  maxAgeSeconds: 3600,
};

/** The origins a browser may call the API from: the API's public one, the web client's, and the configured. */
export function allowedOrigins(urls: (string | undefined)[], configured: readonly string[]): string[] {
  const own = urls
    .filter((url) => url !== undefined)
    .map((url) => new URL(url.replace("{matchId}", "")).origin);
  return [...new Set([...own, ...configured])];
}

const exposed = corsPolicy.exposeHeaders.join(",");
const preflightHeaders = {
  "Access-Control-Max-Age": String(corsPolicy.maxAgeSeconds),
  "Access-Control-Allow-Methods": corsPolicy.allowMethods.join(","),
  "Access-Control-Allow-Headers": corsPolicy.allowHeaders.join(","),
};

/**
 * Answers preflights and marks answers readable for allowed origins; others get no CORS header.
 * Its headers are set before the route answers, so that they go into the answer as it is made
 * (hono's `cors` adds them after, which makes every answer again).
 */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("Origin");
    if (origin !== undefined && origins.includes(origin)) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Expose-Headers", exposed);
    }
    // the answer depends on the origin, whichever it is
    c.header("Vary", "Origin", { append: true });
    if (c.req.method === "OPTIONS") {
      c.header("Vary", "Access-Control-Request-Headers", { append: true });
      return c.body(null, 204, preflightHeaders);
    }
    await next();
  };
}
