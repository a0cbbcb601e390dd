import type { Context, MiddlewareHandler } from "hono";
import type { Deps } from "../deps";
import { refusedField } from "../requests/field-errors";
import {
  ANONYMOUS_SCOPE,
  type KeptAnswer,
  type KeyedRequest,
  once,
  type Retry,
} from "../requests/keyed-request";
import { sha256 } from "../tokens/crypto";
import type { Env } from "./auth";
import { Problem } from "./problem";

/** Headers of the first answer that a replay repeats. */
const REPLAYED_HEADERS = ["location", "etag"];

/** What an Idempotency-Key may be: 1 to 200 visible ASCII characters (the document's pattern too). */
export const IDEMPOTENCY_KEY_FORM = /^[\x21-\x7e]{1,200}$/;

export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY_FORM.test(header)) {
    const rule = "Idempotency-Key must be 1 to 200 visible ASCII characters";
    throw new Problem("validation-error", rule, refusedField("Idempotency-Key", "bad-format", rule));
  }
  return header;
}

declare module "hono" {
  interface ContextVariableMap {
    /** The request's Idempotency-Key, and whether a request with it began before and did not finish. */
    idempotency: Retry;
  }
}

/** The request under its Idempotency-Key, in its caller's key space; null without a key. */
export async function keyedRequestOf(c: Context<Env>): Promise<KeyedRequest | null> {
  const key = idempotencyKeyOf(c.req.header("Idempotency-Key"));
  if (key === null) return null;
  return {
    scope: c.get("player")?.id ?? ANONYMOUS_SCOPE,
    key,
    // the query too: an unsubscribe's token rides in it, and another token is another request
    requestHash: sha256(`${c.req.method} ${c.req.path}${new URL(c.req.url).search}\n${await c.req.text()}`),
  };
}

/** The answer kept for a response: its status, body and the headers a replay repeats; none for a 5xx. */
async function keptAnswerOf(res: Response): Promise<KeptAnswer | null> {
  if (res.status >= 500) return null;
  const headers: Record<string, string> = {
    "Content-Type": res.headers.get("Content-Type") ?? "application/json",
  };
  for (const name of REPLAYED_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers[name] = value;
  }
  return { status: res.status, body: await res.clone().json(), headers };
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
    const request = await keyedRequestOf(c);
    if (request === null) return next();
    return once(deps, request, {
      run: async (retry) => {
        c.set("idempotency", retry);
        await next();
        return c.res;
      },
      replay: ({ status, body, headers }) =>
        c.body(JSON.stringify(body), status as 200, { ...headers, "Idempotent-Replayed": "true" }),
      answerOf: keptAnswerOf,
    });
  };
}
