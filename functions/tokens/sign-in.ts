import type { Deps } from "../deps";
import { randomSecret, sameSecret, signature } from "./crypto";
import { signingSecretOf } from "./signing-secret";

/** What a sign-in token says: who it signs in, where to, until when, and its one-time nonce. */
export interface SignInClaims {
  purpose: string;
  playerId: string;
  matchId: string | null;
  /** Epoch seconds. */
  expires: number;
  nonce: string;
}

const PURPOSE = "sign-in";
export const LINK_DAYS = 7;
/** The fragment's parameter: a fragment is never sent to a server, nor kept in its logs. */
export const FRAGMENT_PARAMETER = "sign-in";

/** `<claims as base64url JSON>.<signature>` */
export function signInToken(secret: string, claims: SignInClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${signature(secret, "token", payload)}`;
}

/** The claims of a token signed with this secret for signing in and not expired; null otherwise. */
export function readSignInToken(secret: string, token: string, now: Date): SignInClaims | null {
  const [payload, signed, ...rest] = token.split(".");
  if (!payload || !signed || rest.length > 0) return null;
  if (!sameSecret(signed, signature(secret, "token", payload))) return null;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as SignInClaims;
  if (claims.purpose !== PURPOSE || claims.expires * 1000 <= now.getTime()) return null;
  return claims;
}

/**
 * A link into the web client that signs the player in (at the match, when given): the token rides
 * in the URL's fragment, and the client exchanges it for a session with `POST /v1/sessions`.
 */
export function signInLink(deps: Deps, playerId: string, matchId?: string): string {
  const page = deps.notify?.links.clientUrl;
  if (!page) throw new Error("CLIENT_URL is not set: no page to link to");
  const url = matchId
    ? new URL(page.replace("{matchId}", encodeURIComponent(matchId)))
    : new URL("/", page.replace("{matchId}", ""));
  const token = signInToken(signingSecretOf(deps), {
    purpose: PURPOSE,
    playerId,
    matchId: matchId ?? null,
    expires: Math.floor(deps.now().getTime() / 1000) + LINK_DAYS * 86_400,
    nonce: randomSecret(16),
  });
  url.hash = `${FRAGMENT_PARAMETER}=${token}`;
  return url.href;
}
