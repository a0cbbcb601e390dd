import type { Deps } from "../deps";
import { invitationToken } from "../tokens/invitation";
import { FRAGMENT_PARAMETER, signInLink, type TokenHolder } from "../tokens/sign-in";
import { unsubscribeToken } from "../tokens/unsubscribe";

function publicUrl(deps: Deps): string {
  return deps.notify?.links.publicUrl ?? "";
}

/** The match in the web client, signing the reader in: for their own inbox only. */
export function openLink(deps: Deps, reader: TokenHolder, matchId: string): string {
  return signInLink(deps, reader, matchId);
}

/** One click that signs the invitee in at the match with its invite code, which the client joins with. */
export function invitationLink(deps: Deps, reader: TokenHolder, matchId: string, inviteCode: string): string {
  const url = new URL(signInLink(deps, reader, matchId));
  url.searchParams.set("invite", inviteCode);
  return url.href;
}

/** One click for an address with no player yet: its token, exchanged like a sign-in token, makes the guest and seats them. */
export function guestInvitationLink(deps: Deps, address: string, matchId: string, by: string): string {
  const page = deps.notify?.links.clientUrl;
  if (!page) throw new Error("CLIENT_URL is not set: no page to link to");
  const url = new URL(page.replace("{matchId}", encodeURIComponent(matchId)));
  url.hash = `${FRAGMENT_PARAMETER}=${invitationToken(deps, address, matchId, by)}`;
  return url.href;
}

/** The web client's account page, where notification settings are, signing the reader in: for their own inbox only. */
export function preferencesLink(deps: Deps, reader: TokenHolder): string {
  const url = new URL(signInLink(deps, reader));
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
export function unsubscribeLink(deps: Deps, reader: TokenHolder): string {
  return `${publicUrl(deps)}/v1/unsubscribe?token=${unsubscribeToken(deps, reader)}`;
}
