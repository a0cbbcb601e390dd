import type { Deps } from "../deps";
import { sameSecret, signature } from "./crypto";
import { signingSecretOf } from "./signing-secret";

/**
 * A token that stops one player's emails: signed, so it needs no record, and without an end, as a
 * link in an old email must still work (RFC 8058 asks for a link that keeps working).
 */
export function unsubscribeToken(deps: Deps, playerId: string): string {
  const payload = Buffer.from(playerId).toString("base64url");
  return `${payload}.${signature(signingSecretOf(deps), "unsubscribe", payload)}`;
}

/** The player a token was signed for, or null for a token this server did not sign. */
export function unsubscribingPlayer(deps: Deps, token: string): string | null {
  const [payload, signed, ...rest] = token.split(".");
  if (!payload || !signed || rest.length > 0) return null;
  if (!sameSecret(signed, signature(signingSecretOf(deps), "unsubscribe", payload))) return null;
  return Buffer.from(payload, "base64url").toString();
}
