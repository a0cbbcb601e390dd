import { sameSecret, signature } from "./crypto";
import { keyringOf, verifyingKeys } from "./keyring";

/** `<payload>.<signature>`, and `.<key id>` when the signing key has one. */
export function signedToken(secretText: string, label: string, payload: string): string {
  const { id, secret } = keyringOf(secretText).current;
  const signed = `${payload}.${signature(secret, label, payload)}`;
  return id === null ? signed : `${signed}.${id}`;
}

/** The payload of a token signed under a key this secret accepts now; null for any other text. */
export function verifiedPayload(secretText: string, label: string, token: string, now: Date): string | null {
  const [payload, signed, id, ...rest] = token.split(".");
  if (!payload || !signed || id === "" || rest.length > 0) return null;
  const keys = verifyingKeys(keyringOf(secretText), id ?? null, now);
  return keys.some((key) => sameSecret(signed, signature(key.secret, label, payload))) ? payload : null;
}
