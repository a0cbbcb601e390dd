import * as z from "zod";
import type { Deps } from "../deps";
import { credentialVersionOf } from "../store/entities/player";
import type { TokenHolder } from "./sign-in";
import { signedToken, verifiedPayload } from "./signed-token";
import { signingSecretOf } from "./signing-secret";

/** How long an email's unsubscribe link works: a person unsubscribes from a newer email after that. */
export const UNSUBSCRIBE_DAYS = 60;

/** What an unsubscribe token says: whose emails, at which credential version, until when. */
const UnsubscribeClaimsSchema = z.object({
  player: z.string(),
  version: z.number().int().nonnegative(),
  /** Epoch seconds. */
  expires: z.number(),
});
export type UnsubscribeClaims = z.infer<typeof UnsubscribeClaimsSchema>;

/** What reading a token finds: its claims, or why it cannot be used. */
export type UnsubscribeReading =
  | { claims: UnsubscribeClaims }
  | { refused: "invalid" }
  /** Signed by this server, but too old: expired, or of a link before tokens expired. */
  | { refused: "expired" };

/**
 * A token that stops one player's emails, and does nothing else: signed, so it needs no record;
 * it ends after `UNSUBSCRIBE_DAYS`, and when the player's credentials change.
 */
export function unsubscribeToken(deps: Deps, player: TokenHolder): string {
  const claims: UnsubscribeClaims = {
    player: player.id,
    version: credentialVersionOf(player),
    expires: Math.floor(deps.now().getTime() / 1000) + UNSUBSCRIBE_DAYS * 86_400,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return signedToken(signingSecretOf(deps), "unsubscribe", payload);
}

function claimsOf(payload: string): UnsubscribeClaims | null {
  try {
    const parsed = UnsubscribeClaimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, "base64url").toString()),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    // a link of before tokens expired carried the bare player id: not JSON
    return null;
  }
}

/** The claims of a token this server signed and that has not expired. */
export function readUnsubscribeToken(deps: Deps, token: string): UnsubscribeReading {
  const payload = verifiedPayload(signingSecretOf(deps), "unsubscribe", token, deps.now());
  if (payload === null) return { refused: "invalid" };
  const claims = claimsOf(payload);
  if (!claims || claims.expires * 1000 <= deps.now().getTime()) return { refused: "expired" };
  return { claims };
}
