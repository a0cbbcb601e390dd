import type { MiddlewareHandler } from "hono";
import type { Deps } from "../deps";
import { sha256 } from "../tokens/crypto";
import type { Env } from "./auth";
import { Problem } from "./problem";

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

declare module "hono" {
  interface ContextVariableMap {
    /** The request's Idempotency-Key, and whether a request with it began before and did not finish. */
    idempotency: Retry;
  }
}

export interface Retry {
  key: string;
  /** A request with this key began before and did not finish: what it did is found and completed. */
  resumed: boolean;
}

/**
 * Stripe-style idempotency for POSTs: the first answer (a success or a client error) is kept for a
 * day and returned to every retry with the same key; a key reused for another request is refused.
 * A request cut short (its process died, or a server error) keeps its claim: a retry runs again as
 * `resumed`, and the handler completes what the first began, since everything it writes is found
 * again by the key (see `functions/matches/lobby.ts`), so nothing is done twice.
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
    const existing = await deps.store.firstUseOf(scope, key, requestHash, KEEP_SECONDS);
    if (existing && existing.requestHash !== requestHash) {
      throw new Problem("idempotency-key-reused", "This Idempotency-Key was used for a different request");
    }
    if (existing?.response) {
      const { status, body, headers } = existing.response;
      return c.body(JSON.stringify(body), status as 200, { ...headers, "Idempotent-Replayed": "true" });
    }
    c.set("idempotency", { key, resumed: existing !== null });
    await next();
    if (c.res.status >= 500) return;
    const headers: Record<string, string> = {
      "Content-Type": c.res.headers.get("Content-Type") ?? "application/json",
    };
    for (const name of REPLAYED_HEADERS) {
      const value = c.res.headers.get(name);
      if (value) headers[name] = value;
    }
    await deps.store.answerIdempotencyKey(
      scope,
      key,
      requestHash,
      { status: c.res.status, body: await c.res.clone().json(), headers },
      KEEP_SECONDS,
    );
  };
}
