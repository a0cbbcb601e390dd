/**
 * The API answers only what came through CloudFront: the distribution adds the stage's origin
 * secret as a header to each request it forwards, so a call straight to the execute-api endpoint
 * (past the WAF) lacks it and is refused with a 403 problem before the app sees it.
 */
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { Problem } from "../http/problem";

/** The header CloudFront sets on the API's origin (infra/site.ts). */
export const ORIGIN_HEADER = "x-origin-verify";

/** How long a function keeps the secret it read: a new value reaches every function within this. */
const CACHE_MS = 5 * 60_000;

interface GatewayEvent {
  headers?: Record<string, string | undefined>;
}

interface GatewayAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * The secret as Secrets Manager holds it: the value CloudFront sends now, and during a rotation the
 * one it sent before, accepted until the distribution sends the new one (docs/operations.md).
 */
export interface OriginSecret {
  current: string;
  previous?: string;
}

const matches = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** The 403 a direct call gets: the same problem body the app writes, its own request id as instance. */
function refused(): GatewayAnswer {
  const requestId = randomUUID();
  const problem = new Problem("forbidden", "Call the API through the site's address, not execute-api");
  return {
    statusCode: 403,
    headers: { "content-type": "application/problem+json", "x-request-id": requestId },
    body: JSON.stringify(problem.body(`urn:uuid:${requestId}`)),
  };
}

/** Wraps the API's handler: it runs only for a request that carries the origin secret. */
export function throughFrontDoor<E, R, Rest extends unknown[]>(
  secret: () => Promise<OriginSecret>,
  handler: (event: E, ...rest: Rest) => Promise<R>,
): (event: E, ...rest: Rest) => Promise<R | GatewayAnswer> {
  return async (event, ...rest) => {
    // HTTP API payloads carry headers lower-cased, WebSocket ones as the viewer spelled them
    const headers = Object.entries((event as GatewayEvent).headers ?? {});
    const given = headers.find(([name]) => name.toLowerCase() === ORIGIN_HEADER)?.[1];
    if (given === undefined) return refused();
    const { current, previous } = await secret();
    if (!matches(given, current) && !(previous !== undefined && matches(given, previous))) return refused();
    return handler(event, ...rest);
  };
}

interface SocketEvent {
  requestContext: { routeKey: string };
  headers?: Record<string, string | undefined>;
}

/**
 * Wraps the push channel's handler: only `$connect` carries the viewer's headers, so a socket is
 * checked as it opens; its later frames ride a connection that passed.
 */
export function connectThroughFrontDoor<E extends SocketEvent, R>(
  secret: () => Promise<OriginSecret>,
  handler: (event: E) => Promise<R>,
): (event: E) => Promise<R | GatewayAnswer> {
  const guarded = throughFrontDoor(secret, handler);
  return (event) => (event.requestContext.routeKey === "$connect" ? guarded(event) : handler(event));
}

/** The origin secret's JSON text read: `current` and an optional `previous`, each text. */
export function originSecretOf(text: string): OriginSecret {
  const { current, previous } = JSON.parse(text) as Record<string, unknown>;
  if (typeof current !== "string" || (previous !== undefined && typeof previous !== "string"))
    throw new Error("The origin secret is no {current, previous?} of text");
  return previous === undefined ? { current } : { current, previous };
}

/** The origin secret from Secrets Manager, read at run time and kept for `CACHE_MS`. */
export function originSecretReader(arn: string, region: string | undefined): () => Promise<OriginSecret> {
  const client = new SecretsManagerClient({ region });
  let cached: { secret: OriginSecret; at: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.secret;
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    const secret = originSecretOf(SecretString ?? "");
    cached = { secret, at: Date.now() };
    return secret;
  };
}
