import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { type core, ZodError } from "zod";
import { fieldErrorsOf } from "../requests/field-errors";
import { Refusal, type RefusalKind } from "../requests/refusal";
import { clientAborted } from "./body-limits";
import { Problem, type ProblemKind } from "./problem";
import { problemInstance } from "./request-log";

export function problemResponse(c: Context, problem: Problem): Response {
  return c.body(JSON.stringify(problem.body(problemInstance(c))), problem.status as 400, {
    "Content-Type": "application/problem+json",
    // RFC 9110 §15.5.2: a 401 must name the scheme to authenticate with
    ...(problem.status === 401 ? { "WWW-Authenticate": 'Bearer realm="api"' } : {}),
  });
}

/** A misfit of the request (`input`: the part checked, when known) as the fields it names. */
export function validationProblem(error: core.$ZodError, where: string, input?: { value: unknown }): Problem {
  return new Problem("validation-error", `The ${where} does not fit the schema`, {
    errors: fieldErrorsOf(error.issues, { input }),
  });
}

/** The problem each refusal of the application layer is answered with. */
const problemKindOf: Readonly<Record<RefusalKind, ProblemKind>> = {
  "validation-error": "validation-error",
  "not-found": "not-found",
  forbidden: "forbidden",
  conflict: "conflict",
  "stale-version": "stale-version",
  "unknown-version": "unknown-version",
  "precondition-failed": "precondition-failed",
  "rule-violation": "rule-violation",
  "rules-version-unavailable": "rules-version-unavailable",
  "idempotency-key-reused": "idempotency-key-reused",
  "idempotency-key-in-use": "idempotency-key-in-use",
};

/** The problem a refusal is answered with; one without a sentence gets its kind's title. */
export function refusalProblem(refusal: Refusal): Problem {
  return new Problem(problemKindOf[refusal.kind], refusal.message || undefined, refusal.facts);
}

/** DynamoDB's refusals under a moment's overload: worth a retry, so 503 rather than 500. */
const THROTTLED = new Set([
  "ProvisionedThroughputExceededException",
  "ThrottlingException",
  "RequestLimitExceeded",
  // an item others kept changing meanwhile (store/table-client.ts): the same advice, retry in a moment
  "Contended",
]);

/** Seconds a client waits before retrying after the table was throttled. */
const THROTTLED_RETRY_AFTER = 1;

/** Every error becomes a problem: ours as they are, refusals by kind, the framework's by status, the rest as 500. */
export function onError(error: Error, c: Context): Response {
  if (error instanceof Problem) return problemResponse(c, error);
  if (error instanceof Refusal) return problemResponse(c, refusalProblem(error));
  if (error instanceof ZodError) return problemResponse(c, validationProblem(error, "request"));
  if (error instanceof HTTPException) {
    if (error.status === 415) return problemResponse(c, new Problem("unsupported-media-type"));
    if (error.status === 400 && /json/i.test(error.message)) {
      return problemResponse(c, new Problem("malformed-json", "The body could not be parsed as JSON"));
    }
    if (error.status === 401) return problemResponse(c, new Problem("unauthorized"));
    return problemResponse(c, new Problem("validation-error", error.message));
  }
  if (clientAborted(error)) {
    return problemResponse(
      c,
      new Problem("validation-error", "The request body ended before it was complete"),
    );
  }
  if (THROTTLED.has(error.name)) {
    c.header("Retry-After", String(THROTTLED_RETRY_AFTER));
    return problemResponse(
      c,
      new Problem("service-unavailable", undefined, { retryAfter: THROTTLED_RETRY_AFTER }),
    );
  }
  // the request's log line carries the error (c.error), under the id the answer names
  return problemResponse(c, new Problem("internal-error"));
}

/**
 * An unknown route is 404; a known path asked with another method is 405 with the methods it
 * takes in `Allow`.
 */
export function notFound(routes: { method: string; path: string }[]) {
  const patterns = routes
    .filter((r) => r.method !== "ALL")
    .map((r) => ({ method: r.method, pattern: new RegExp(`^${r.path.replace(/:\w+/g, "[^/]+")}$`) }));
  return (c: Context): Response => {
    const allowed = [...new Set(patterns.filter((p) => p.pattern.test(c.req.path)).map((p) => p.method))];
    if (allowed.length === 0) {
      return problemResponse(c, new Problem("not-found", `No route for ${c.req.method} ${c.req.path}`));
    }
    c.header("Allow", allowed.join(", "));
    return problemResponse(c, new Problem("method-not-allowed", `${c.req.path} takes ${allowed.join(", ")}`));
  };
}
