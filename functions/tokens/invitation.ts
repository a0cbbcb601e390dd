import * as z from "zod";
import type { Deps } from "../deps";
import { randomSecret } from "./crypto";
import { signedToken, verifiedPayload } from "./signed-token";
import { signingSecretOf } from "./signing-secret";

/** What an invitation by email address says: which address may take a seat in which match, until when, once. */
const InvitationClaimsSchema = z.object({
  address: z.string(),
  matchId: z.string(),
  /** Who invited: the guest's first page names them. */
  by: z.string(),
  /** Epoch seconds. */
  expires: z.number(),
  nonce: z.string(),
});
export type InvitationClaims = z.infer<typeof InvitationClaimsSchema>;

/** Its own label: no sign-in, confirmation or unsubscribe token reads as an invitation, nor the reverse. */
const LABEL = "invitation";
export const INVITATION_DAYS = 7;

/** `<claims as base64url JSON>.<signature>.<key id>`: one seat in the match for whoever reads this address's mail. */
export function invitationToken(deps: Deps, address: string, matchId: string, by: string): string {
  const claims: InvitationClaims = {
    address,
    matchId,
    by,
    expires: Math.floor(deps.now().getTime() / 1000) + INVITATION_DAYS * 86_400,
    nonce: randomSecret(16),
  };
  return signedToken(signingSecretOf(deps), LABEL, Buffer.from(JSON.stringify(claims)).toString("base64url"));
}

function claimsOf(payload: string): InvitationClaims | null {
  try {
    const parsed = InvitationClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    // not JSON: the same as any other token this server cannot read
    return null;
  }
}

/** The claims of an invitation this server signed and that has not expired; null otherwise. */
export function readInvitationToken(deps: Deps, token: string): InvitationClaims | null {
  const now = deps.now();
  const payload = verifiedPayload(signingSecretOf(deps), LABEL, token, now);
  const claims = payload === null ? null : claimsOf(payload);
  return claims && claims.expires * 1000 > now.getTime() ? claims : null;
}
