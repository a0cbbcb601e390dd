import type { Deps } from "../deps";
import { signedToken, verifiedPayload } from "./signed-token";
import { signingSecretOf } from "./signing-secret";

/** What a confirmation link says: whose address, which address, until when (epoch seconds). */
export interface AddressClaims {
  playerId: string;
  address: string;
  expires: number;
}

export const CONFIRM_DAYS = 7;
const LABEL = "confirm-address";

/** `<claims as base64url JSON>.<signature>.<key id>`: a link for this player's this address, for a week. */
export function confirmAddressToken(deps: Deps, playerId: string, address: string): string {
  const expires = Math.floor(deps.now().getTime() / 1000) + CONFIRM_DAYS * 86_400;
  const claims: AddressClaims = { playerId, address, expires };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return signedToken(signingSecretOf(deps), LABEL, payload);
}

function parsed(payload: string): AddressClaims | null {
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Partial<AddressClaims>;
    const { playerId, address, expires } = claims;
    if (typeof playerId !== "string" || typeof address !== "string" || typeof expires !== "number")
      return null;
    return { playerId, address, expires };
  } catch {
    // signed by us, so never expected; a token that does not read is simply not valid
    return null;
  }
}

/** The claims of a confirmation token this server signed and that has not expired; null otherwise. */
export function readConfirmAddressToken(deps: Deps, token: string): AddressClaims | null {
  const payload = verifiedPayload(signingSecretOf(deps), LABEL, token, deps.now());
  const claims = payload === null ? null : parsed(payload);
  if (!claims || claims.expires * 1000 <= deps.now().getTime()) return null;
  return claims;
}
