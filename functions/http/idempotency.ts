import type { MiddlewareHandler } from "hono";
import { type Deps, sha256 } from "../deps";
import type { Env } from "./auth";
import { Problem } from "./problem";

const LOCK_MS = 30_000;
export const KEEP_SECONDS = 24 * 60 * 60;
/** Anonymous callers share one key space: their keys must be unguessable (a UUID is 36). */
const ANONYMOUS_KEY_LENGTH = 32;
/** Headers of the first answer that a replay repeats. */
const REPLAYED_HEADERS = ["location", "etag"];

export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(header)) {
    throw new Problem("validation-error", "Idempotency-Key must be 1 to 200 visible ASCII characters");
  }
  return header;
}

/**
 * Stripe-style idempotency for POSTs: the first answer (a success or a client error) is kept for a
 * day and returned to every retry with the same key; a key reused for another request is refused.
 * A server error frees the key so that a retry runs again.
 */
export function idempotent(deps: Deps): MiddlewareHandler<Env> {
  return async (c, next) => {
    const key = idempotencyKeyOf(c.req.header("Idempotency-Key"));
    if (key === null) return next();
    const scope = c.get("player")?.id ?? "anonymous";
    if (scope === "anonymous" && key.length < ANONYMOUS_KEY_LENGTH) {
      throw new Problem(
        "validation-error",
        `Without an API key, an Idempotency-Key must be a random value of at least ${ANONYMOUS_KEY_LENGTH} characters, such as a UUID`,
      );
    }
    const requestHash = sha256(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
    const existing = await deps.store.claimIdempotencyKey(
      { scope, key, requestHash, response: null, lockedUntil: deps.now().getTime() + LOCK_MS },
      KEEP_SECONDS,
    );
    if (existing) {
      if (existing.requestHash !== requestHash) {
        throw new Problem("idempotency-key-reused", "This Idempotency-Key was used for a different request");
      }
      if (!existing.response)
        throw new Problem("idempotency-key-in-use", "The first request with this key is still running");
      const { status, body, headers } = existing.response;
      return c.body(JSON.stringify(body), status as 200, { ...headers, "Idempotent-Replayed": "true" });
    }
    await next();
    if (c.res.status >= 500) {
      await deps.store.releaseIdempotencyKey(scope, key);
      return;
    }
    const headers: Record<string, string> = {
      "Content-Type": c.res.headers.get("Content-Type") ?? "application/json",
    };
    for (const name of REPLAYED_HEADERS) {
      const value = c.res.headers.get(name);
      if (value) headers[name] = value;
    }
    await deps.store.completeIdempotencyKey(scope, key, {
      status: c.res.status,
      body: await c.res.clone().json(),
      headers,
    });
  };
}
