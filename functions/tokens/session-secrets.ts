import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { Deps } from "../deps";
import { randomId, signature } from "./crypto";
import { keyringOf, type SigningKey, verifyingKeys } from "./keyring";
import type { SignInClaims } from "./sign-in";
import { signingKeyOf, signingSecretOf } from "./signing-secret";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A session's id: random, or under an Idempotency-Key the same for every retry of one exchange,
 * bound to the player and the sign-in token's nonce, so that no other token finds it with that key.
 */
export function sessionIdFor(deps: Deps, claims: SignInClaims, key: string | null): string {
  if (key === null) return randomId("s");
  const bound = `${claims.playerId}\n${claims.nonce}\n${key}`;
  return `s_${signature(signingKeyOf(deps).secret, "session-id", bound).slice(0, 16)}`;
}

/** The key that seals a session's secret: only who presents the sign-in token again can open it. */
function sealingKey(key: SigningKey, token: string): Buffer {
  return createHmac("sha256", key.secret).update(`session-seal\n${token}`).digest();
}

/** The secret encrypted (AES-256-GCM) under the sign-in token: kept for a retry, never in plaintext. */
export function sealSecret(deps: Deps, token: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(signingKeyOf(deps), token), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The secret sealed under one key, opened with the sign-in token that sealed it; null otherwise. */
function opened(key: SigningKey, token: string, bytes: Buffer): string | null {
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(key, token), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    // the authentication tag does not match: sealed under another token or key
    return null;
  }
}

/** The sealed secret, opened with the sign-in token that sealed it, under a key accepted now; null with any other token. */
export function openSecret(deps: Deps, token: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  // a sealed secret names no key: one sealed before a rotation opens under the previous key
  const keys = verifyingKeys(keyringOf(signingSecretOf(deps)), null, deps.now());
  for (const key of keys) {
    const secret = opened(key, token, bytes);
    if (secret !== null) return secret;
  }
  return null;
}
