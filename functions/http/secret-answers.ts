import type { Context } from "hono";
import type { Deps } from "../deps";
import { claim } from "../requests/keyed-request";
import { randomSecret } from "../tokens/crypto";
import { derivedSecrets } from "../tokens/derived-secrets";
import type { Env } from "./auth";
import { keyedRequestOf } from "./idempotency";

export interface SecretRequest {
  /** This Idempotency-Key came before with this same request: answer as the first time. */
  repeated: boolean;
  /** A new secret (43 characters) for this purpose: random, or derived from the Idempotency-Key. */
  secret(purpose: string): string;
}

/**
 * Idempotency for answers that carry a new secret (a new player, a session, a rotated API key).
 * Replaying a kept answer would store the secret; instead only the request's hash is kept, and a
 * secret made under an Idempotency-Key is derived from that key with the server's secret, so a
 * retry makes the same one (the caller decides whether it may be shown again).
 */
export async function secretRequest(c: Context<Env>, deps: Deps): Promise<SecretRequest> {
  const request = await keyedRequestOf(c);
  if (request === null) return { repeated: false, secret: () => randomSecret(32) };
  const claimed = await claim(deps, request);
  return {
    repeated: claimed.kept !== null || claimed.retry.resumed,
    secret: derivedSecrets(deps, request.scope, request.key),
  };
}
