import type { Context, MiddlewareHandler } from "hono";
import type { Deps } from "../deps";
import { credentialParts, type Env } from "../http/auth";
import { idempotencyKeyOf } from "../http/idempotency";
import { Problem } from "../http/problem";
import type { PlayerRecord } from "../store/records";
import { sameSecret, sha256 } from "../tokens/crypto";
import { derivedSecrets } from "../tokens/derived-secrets";

/** How long a replaced key may still fetch its rotation's answer: as long as an Idempotency-Key is kept. */
const RETRY_SECONDS = 24 * 60 * 60;

// each holds a space, which no client's Idempotency-Key may (visible ASCII only): they never collide
const replacedBy = (idempotencyKey: string) => `replaced-by ${idempotencyKey}`;
const retriedWith = (idempotencyKey: string) => `retried-with-replaced-key ${idempotencyKey}`;

/** Notes which API key a keyed rotation replaces, by its hash, so a retry sent with it can get the answer. */
export async function noteReplacedKey(
  deps: Deps,
  player: PlayerRecord,
  idempotencyKey: string,
): Promise<void> {
  await deps.store.firstUseOf(player.id, replacedBy(idempotencyKey), player.keyHash, RETRY_SECONDS);
}

export type RotationAnswer = (c: Context<Env>, player: PlayerRecord, apiKey: string) => Response;

/**
 * A keyed rotation whose answer was lost may be retried with the key it replaced: that key, with that
 * Idempotency-Key, gets the rotation's answer once while the rotation's key is current and the
 * Idempotency-Key kept; any other use of it is refused as before. Other requests pass on to `auth`.
 */
export function replacedKeyRetry(deps: Deps, answer: RotationAnswer): MiddlewareHandler<Env> {
  return async (c, next) => {
    const parts = credentialParts(c.req.header("Authorization") ?? "");
    const idempotencyKey = idempotencyKeyOf(c.req.header("Idempotency-Key"));
    if (c.req.method !== "POST" || !parts || parts.sessionId !== null || idempotencyKey === null) {
      return next();
    }
    const hash = sha256(parts.secret);
    const player = await deps.store.getPlayer(parts.playerId);
    if (!player || sameSecret(hash, player.keyHash)) return next();
    const noted = await deps.store.idempotencyRecord(player.id, replacedBy(idempotencyKey));
    if (!noted || !sameSecret(hash, noted.requestHash)) return next();
    const secret = derivedSecrets(deps, player.id, idempotencyKey)("api-key");
    const current = sameSecret(sha256(secret), player.keyHash);
    if (
      !current ||
      (await deps.store.firstUseOf(player.id, retriedWith(idempotencyKey), hash, RETRY_SECONDS))
    ) {
      throw new Problem("unauthorized", "Unknown, expired or revoked key");
    }
    return answer(c, player, `${player.id}.${secret}`);
  };
}
