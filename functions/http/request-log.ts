import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { errorFields, inRequest, type Log } from "../log";
import { clientAborted } from "./body-limits";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
  }
}

/** Long enough to tell every route apart; an attacker's megabyte path stays out of the log. */
const PATH_CHARS = 200;

/** What the log says of a request whose client went away before its body was sent (nginx's code). */
const CLIENT_ABORTED = 499;

/** A moment's overload (a throttled or contended table), answered with advice to retry: no fault of the code's. */
const UNAVAILABLE = 503;

/** The level of a request's line: `error` only for what a person must look into. */
function levelOf(status: number): "info" | "warn" | "error" {
  if (status === CLIENT_ABORTED || status === UNAVAILABLE) return "warn";
  return status >= 500 ? "error" : "info";
}

/** API Gateway's own id for the request (on AWS), which its access log carries too. */
function gatewayRequestId(c: Context): string | undefined {
  const id = (c.env as { event?: { requestContext?: { requestId?: unknown } } } | undefined)?.event
    ?.requestContext?.requestId;
  return typeof id === "string" ? id : undefined;
}

/**
 * Gives every request an id, answers it in `X-Request-Id`, and logs one line when the answer is
 * ready: method, path (never the query, which may hold a token), status and duration. A client
 * that went away mid-body is logged as 499 at warn, and a 503 at warn with its cause: neither is a
 * failure of the server's code.
 */
export function requestLog(log: Log): MiddlewareHandler {
  return async (c, next) => {
    const requestId = randomUUID();
    const started = performance.now();
    c.set("requestId", requestId);
    // before the answer is made, so that it goes into it rather than making it again
    c.header("X-Request-Id", requestId);
    await inRequest(requestId, next);
    const aborted = clientAborted(c.error);
    const status = aborted ? CLIENT_ABORTED : c.res.status;
    log({
      level: levelOf(status),
      msg: "request",
      requestId,
      gatewayRequestId: gatewayRequestId(c),
      method: c.req.method,
      path: c.req.path.slice(0, PATH_CHARS),
      status,
      ms: Math.round(performance.now() - started),
      ...(status >= 500 && c.error ? errorFields(c.error) : {}),
    });
  };
}

/** A problem's `instance`: this occurrence, by the id in the request's log line. */
export function problemInstance(c: Context): string | undefined {
  const requestId = c.get("requestId");
  return requestId ? `urn:uuid:${requestId}` : undefined;
}
