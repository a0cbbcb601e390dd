import type { Deps } from "../deps";
import type { PlayerRecord } from "../store/records";
import { INVITATION_DAYS } from "../tokens/invitation";
import { LINK_DAYS, signInLink } from "../tokens/sign-in";
import type { Mail } from "./email";
import { guestInvitationLink } from "./links";
import { settingsOf } from "./settings";
import { textsFor } from "./texts/texts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A short email of one paragraph and one link, as text and HTML. */
function oneLink(to: string, subject: string, body: string, action: string, link: string) {
  return {
    to,
    subject,
    text: `${body}\n\n${action}: ${link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  };
}

/** The sign-in link a person asked for, to their confirmed address: it works once, within LINK_DAYS. */
export function signInMail(deps: Deps, player: PlayerRecord, address: string, now: Date): Mail {
  const texts = textsFor(settingsOf(player).language).signInMail;
  const body = texts.body(player.name, LINK_DAYS);
  return {
    ...oneLink(address, texts.subject, body, texts.action, signInLink(deps, player)),
    messageId: `sign-in-${player.id}-${now.getTime()}@async-board-games`,
    tags: { player: player.id },
  };
}

/** An invitation to an address no player has confirmed, in the host's language: its link seats a guest. */
export function guestInvitationMail(
  deps: Deps,
  invite: { address: string; matchId: string; game: string; host: PlayerRecord },
  now: Date,
): Mail {
  const { address, matchId, game, host } = invite;
  const texts = textsFor(settingsOf(host).language).guestInvitation;
  const link = guestInvitationLink(deps, address, matchId, host.id);
  return {
    ...oneLink(
      address,
      texts.subject(host.name, game),
      texts.body(host.name, game, INVITATION_DAYS),
      texts.action,
      link,
    ),
    messageId: `invite-${matchId}-${now.getTime()}@async-board-games`,
  };
}
