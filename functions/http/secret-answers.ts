import type { Context } from "hono";
import type { Deps } from "../deps";
import { randomSecret, sha256 } from "../tokens/crypto";
import { derivedSecrets } from "../tokens/derived-secrets";
import type { Env } from "./auth";
import { idempotencyKeyOf, KEEP_SECONDS } from "./idempotency";
import { Problem } from "./problem";

/** As for every anonymous POST: a key shared by all anonymous callers must be unguessable. */
const ANONYMOUS_KEY_LENGTH = 32;

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
  const key = idempotencyKeyOf(c.req.header("Idempotency-Key"));
  if (key === null) return { repeated: false, secret: () => randomSecret(32) };
  const scope = c.get("player")?.id ?? "anonymous";
  if (scope === "anonymous" && key.length < ANONYMOUS_KEY_LENGTH) {
    throw new Problem(
      "validation-error",
      `Without an API key, an Idempotency-Key must be a random value of at least ${ANONYMOUS_KEY_LENGTH} characters, such as a UUID`,
    );
  }
  const requestHash = sha256(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
  const first = await deps.store.firstRequestOf(scope, key, requestHash, KEEP_SECONDS);
  if (first !== null && first !== requestHash) {
    throw new Problem("idempotency-key-reused", "This Idempotency-Key was used for a different request");
  }
  return { repeated: first !== null, secret: derivedSecrets(deps, scope, key) };
}
