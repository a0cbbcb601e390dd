import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/**
 * The one CORS policy, the same on `npm start` and on AWS (where API Gateway passes preflights to
 * the function): an allow-list of origins, never `*`; no cookies, since callers send bearer keys.
 */
export const corsPolicy = {
  allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
  allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "If-Match", "If-None-Match"],
  exposeHeaders: ["ETag", "Location", "Allow", "Idempotent-Replayed", "Retry-After", "X-Request-Id"],
  maxAgeSeconds: 3600,
};

/** The origins a browser may call the API from: the API's public one, the web client's, and the configured. */
export function allowedOrigins(urls: (string | undefined)[], configured: readonly string[]): string[] {
  const own = urls
    .filter((url) => url !== undefined)
    .map((url) => new URL(url.replace("{matchId}", "")).origin);
  return [...new Set([...own, ...configured])];
}

/** Answers preflights and marks answers readable for allowed origins; others get no CORS header. */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  return cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowMethods: corsPolicy.allowMethods,
    allowHeaders: corsPolicy.allowHeaders,
    exposeHeaders: corsPolicy.exposeHeaders,
    maxAge: corsPolicy.maxAgeSeconds,
  });
}
