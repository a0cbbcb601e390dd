import type { Context } from "hono";

/** What the adapters put in a request's env: API Gateway's context on AWS, the socket under Node. */
interface Bindings {
  requestContext?: { http?: { sourceIp?: string } };
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address a request came from, as far as it can be trusted. On AWS, the rightmost
 * `X-Forwarded-For` entry that is not API Gateway's own peer (`requestContext.http.sourceIp`, the
 * CloudFront edge): the viewer's address as CloudFront appended it; anything left of it was sent by
 * the client and is ignored. Under `npm start` no proxy stands in front, so the socket's peer is
 * the address and `X-Forwarded-For` is not read. Without either (a test's `app.request`), "unknown".
 */
export function clientAddress(c: Context): string {
  const env = (c.env ?? {}) as Bindings;
  const peer = env.requestContext?.http?.sourceIp;
  if (peer !== undefined) {
    const forwarded = (c.req.header("X-Forwarded-For") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0 && entry !== peer);
    return forwarded.at(-1) ?? peer;
  }
  return env.incoming?.socket?.remoteAddress ?? "unknown";
}
