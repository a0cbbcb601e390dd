import type { Deps } from "../deps";
import { errorFields } from "../log";
import type { PlayerRecord } from "../store/records";
import { Contended } from "../store/table-client";
import { CONFIRM_DAYS, confirmAddressToken } from "../tokens/confirm-address";
import { confirmationWait } from "./address-status";
import type { Mail } from "./email";
import { settingsOf } from "./settings";

/** What happened to a confirmation: sent, too soon after the last (seconds to wait), or not sendable. */
export type Confirmation = { sent: true } | { retryAfter: number } | { skipped: string };

const words = {
  en: {
    subject: "Confirm your email address",
    body: (name: string, days: number) =>
      `Hello ${name}, someone registered this address for async board games. Open the link to confirm it is yours; until then no other email comes here. The link works for ${days} days; if it was not you, ignore this email.`,
    action: "Confirm my address",
  },
  de: {
    subject: "Bestätige deine E-Mail-Adresse",
    body: (name: string, days: number) =>
      `Hallo ${name}, jemand hat diese Adresse für asynchrone Brettspiele angegeben. Öffne den Link, um zu bestätigen, dass sie dir gehört; bis dahin kommt keine andere E-Mail hierher. Der Link gilt ${days} Tage; warst du es nicht, beachte diese E-Mail nicht.`,
    action: "Adresse bestätigen",
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where the owner confirms: a page that asks first, as link checkers open links. */
export function confirmLink(deps: Deps, player: PlayerRecord, address: string): string {
  const base = deps.notify?.links.publicUrl ?? "";
  return `${base}/v1/confirm-address?token=${confirmAddressToken(deps, player.id, address)}`;
}

/** The one email an unconfirmed address gets: a link that confirms it. */
export function confirmationMail(deps: Deps, player: PlayerRecord, address: string, now: Date): Mail {
  const text = words[settingsOf(player).language];
  const link = confirmLink(deps, player, address);
  const body = text.body(player.name, CONFIRM_DAYS);
  return {
    to: address,
    subject: text.subject,
    text: `${body}\n\n${text.action}: ${link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
    messageId: `confirm-${player.id}-${now.getTime()}@async-board-games`,
    tags: { player: player.id },
  };
}

/**
 * Sends the confirmation of the player's unconfirmed address, within the resend limits; each send
 * is counted before it goes, so that a failing mailer cannot be used to send more.
 */
export async function sendConfirmation(
  deps: Deps,
  player: PlayerRecord,
  options: { newAddress?: boolean } = {},
): Promise<Confirmation> {
  const mailer = deps.notify?.mailer;
  const unconfirmed = (p: PlayerRecord) => p.email !== null && p.emailStatus === "unconfirmed";
  if (!unconfirmed(player)) return { skipped: "nothing to confirm" };
  if (!mailer) return { skipped: "no mailer" };
  const now = deps.now();
  const recent = (p: PlayerRecord) =>
    (p.confirmationsSent ?? []).filter((at) => Date.parse(at) > now.getTime() - 86_400_000);
  const wait = (p: PlayerRecord) =>
    unconfirmed(p) ? confirmationWait(recent(p), now, options.newAddress) : 0;
  let counted: Awaited<ReturnType<typeof deps.store.changePlayer>>;
  try {
    counted = await deps.store.changePlayer(player, (p) =>
      unconfirmed(p) && wait(p) === 0 ? { ...p, confirmationsSent: [...recent(p), now.toISOString()] } : p,
    );
  } catch (error) {
    // the address was set before this is asked: a player changed too often meanwhile asks again later, never undoing it
    if (error instanceof Contended) return { retryAfter: 1 };
    throw error;
  }
  if (!counted) return { skipped: "nothing to confirm" };
  const retryAfter = wait(counted.before);
  if (retryAfter > 0) return { retryAfter };
  const counting = counted.after;
  if (!counting.email || counting === counted.before) return { skipped: "nothing to confirm" };
  try {
    await mailer.send(confirmationMail(deps, counting, counting.email, now));
    return { sent: true };
  } catch (error) {
    deps.log?.({ level: "warn", msg: "confirmation not sent", player: player.id, ...errorFields(error) });
    return { skipped: "the mail server refused it: ask again later" };
  }
}
