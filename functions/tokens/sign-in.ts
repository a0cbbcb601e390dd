import * as z from "zod";
import type { Deps } from "../deps";
import { credentialVersionOf, type PlayerRecord } from "../store/entities/player";
import { randomSecret } from "./crypto";
import { signedToken, verifiedPayload } from "./signed-token";
import { signingSecretOf } from "./signing-secret";

/** What a sign-in token says: who it signs in, where to, until when, and its one-time nonce. */
const SignInClaimsSchema = z.object({
  purpose: z.string(),
  playerId: z.string(),
  matchId: z.string().nullable(),
  /** Epoch seconds. */
  expires: z.number(),
  nonce: z.string(),
  /** The player's credential version when the link was made: a rotation, revocation or new address ends it. */
  version: z.number().int().nonnegative().default(0),
});
export type SignInClaims = z.infer<typeof SignInClaimsSchema>;

/** Whom a token is made for: the player and their credential version now. */
export type TokenHolder = Pick<PlayerRecord, "id" | "credentialVersion">;

const PURPOSE = "sign-in";
export const LINK_DAYS = 7;
/** The fragment's parameter: a fragment is never sent to a server, nor kept in its logs. */
export const FRAGMENT_PARAMETER = "sign-in";

/** `<claims as base64url JSON>.<signature>.<key id>`, under the secret's current key. */
export function signInToken(secret: string, claims: SignInClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return signedToken(secret, "token", payload);
}

/** The claims a payload spells, or null when it is not JSON of their shape (even when signed). */
function claimsOf(payload: string): SignInClaims | null {
  try {
    const parsed = SignInClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    // not JSON: the same as any other token this server cannot read
    return null;
  }
}

/** The claims of a token signed under a key of this secret for signing in and not expired; null otherwise. */
export function readSignInToken(secret: string, token: string, now: Date): SignInClaims | null {
  const payload = verifiedPayload(secret, "token", token, now);
  if (payload === null) return null;
  const claims = claimsOf(payload);
  if (claims?.purpose !== PURPOSE || claims.expires * 1000 <= now.getTime()) return null;
  return claims;
}

/** How long after it expired a link may still ask for a new one to be emailed to its player. */
const LAPSED_DAYS = 30;

/**
 * The claims of a token signed under a key of this secret for signing in, used or expired (within
 * LAPSED_DAYS) alike: it names whom to email a new link, and signs nobody in.
 */
export function readLapsedSignInToken(secret: string, token: string, now: Date): SignInClaims | null {
  const payload = verifiedPayload(secret, "token", token, now);
  const claims = payload === null ? null : claimsOf(payload);
  if (claims?.purpose !== PURPOSE || (claims.expires + LAPSED_DAYS * 86_400) * 1000 <= now.getTime())
    return null;
  return claims;
}

/**
 * A link into the web client that signs the player in (at the match, when given): the token rides
 * in the URL's fragment, and the client exchanges it for a session with `POST /v1/sessions`.
 */
export function signInLink(deps: Deps, player: TokenHolder, matchId?: string): string {
  const page = deps.notify?.links.clientUrl;
  if (!page) throw new Error("CLIENT_URL is not set: no page to link to");
  const url = matchId
    ? new URL(page.replace("{matchId}", encodeURIComponent(matchId)))
    : new URL("/", page.replace("{matchId}", ""));
  const token = signInToken(signingSecretOf(deps), {
    purpose: PURPOSE,
    playerId: player.id,
    matchId: matchId ?? null,
    expires: Math.floor(deps.now().getTime() / 1000) + LINK_DAYS * 86_400,
    nonce: randomSecret(16),
    version: credentialVersionOf(player),
  });
  url.hash = `${FRAGMENT_PARAMETER}=${token}`;
  return url.href;
}

/** Whether a token's claims were made at the player's credential version now. */
export const currentFor = (claims: SignInClaims, player: TokenHolder): boolean =>
  claims.version === credentialVersionOf(player);

/** The web client's sign-in page, which signs nobody in: a person asks for a link there, or uses their key. */
export function signInPage(deps: Deps): string {
  const page = deps.notify?.links.clientUrl;
  if (!page) throw new Error("CLIENT_URL is not set: no page to link to");
  return new URL("/signin", page.replace("{matchId}", "")).href;
}
