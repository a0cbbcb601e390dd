import type { Deps } from "../deps";
import { signInLink } from "../tokens/sign-in";
import { unsubscribeToken } from "../tokens/unsubscribe";

function publicUrl(deps: Deps): string {
  return deps.notify?.links.publicUrl ?? "";
}

/** The match in the web client, signing the reader in: for their own inbox only. */
export function openLink(deps: Deps, playerId: string, matchId: string): string {
  return signInLink(deps, playerId, matchId);
}

/** One click that signs the invitee in at the match with its invite code, which the client joins with. */
export function invitationLink(deps: Deps, playerId: string, matchId: string, inviteCode: string): string {
  const url = new URL(signInLink(deps, playerId, matchId));
  url.searchParams.set("invite", inviteCode);
  return url.href;
}

/** The web client's account page, where notification settings are, signing the reader in. */
export function preferencesLink(deps: Deps, playerId: string): string {
  const url = new URL(signInLink(deps, playerId));
  url.pathname = "/account";
  return url.href;
}

/** The match in the web client without signing in: for chats, which others may read. */
export function plainMatchLink(deps: Deps, matchId: string): string {
  const page = deps.notify?.links.clientUrl;
  if (!page) return `${publicUrl(deps)}/v1/matches/${encodeURIComponent(matchId)}`;
  return page.replace("{matchId}", encodeURIComponent(matchId));
}

/** Where one POST stops the player's emails (RFC 8058), and a GET shows a page that asks first. */
export function unsubscribeLink(deps: Deps, playerId: string): string {
  return `${publicUrl(deps)}/v1/unsubscribe?token=${unsubscribeToken(deps, playerId)}`;
}
