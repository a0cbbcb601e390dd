import type { Deps } from "../deps";
import { errorFields } from "../log";
import type { PlayerRecord } from "../store/records";
import { emailStatusOf } from "./address-status";
import { escapeHtml } from "./plain-page";
import { settingsOf } from "./settings";

const words = {
  en: {
    subject: "Your email address was changed",
    body: (name: string, to: string) =>
      `Hello ${name}, the email address of your player for async board games was changed from this address to ${to}; no more email comes here. If it was not you, someone may be using your account: sign in where you still are (a browser still signed in, or your API key; links sent here no longer work), set your address back in your account's settings, and sign out everywhere.`,
  },
  de: {
    subject: "Deine E-Mail-Adresse wurde geändert",
    body: (name: string, to: string) =>
      `Hallo ${name}, die E-Mail-Adresse deines Spielers für asynchrone Brettspiele wurde von dieser Adresse auf ${to} geändert; hierher kommt keine E-Mail mehr. Warst du es nicht, benutzt vielleicht jemand dein Konto: Melde dich an, wo du es noch bist (ein Browser, in dem du noch angemeldet bist, oder dein API-Schlüssel; Links an diese Adresse gelten nicht mehr), stell deine Adresse in den Einstellungen deines Kontos zurück und melde dich überall ab.`,
  },
} as const;

/** The new address as the old one is told it: its first letter and its domain, enough to recognise. */
const masked = (address: string | null) => {
  if (address === null) return "—";
  const at = address.lastIndexOf("@");
  return `${address.slice(0, 1)}…${address.slice(at)}`;
};

/**
 * Tells a confirmed address that its player's address was changed away from it, once: the old
 * owner learns of a change they did not make (a session taken over), which the new address's
 * confirmation alone never tells them. An unconfirmed, bounced or complained address is told nothing.
 */
export async function tellOldAddress(deps: Deps, before: PlayerRecord, after: PlayerRecord): Promise<void> {
  const mailer = deps.notify?.mailer;
  if (!mailer || !before.email || before.email === after.email) return;
  if (emailStatusOf(before) !== "confirmed") return;
  const text = words[settingsOf(after).language];
  const body = text.body(after.name, masked(after.email));
  try {
    await mailer.send({
      to: before.email,
      subject: text.subject,
      text: `${body}\n`,
      html: `<p>${escapeHtml(body)}</p>`,
      messageId: `address-changed-${after.id}-${deps.now().getTime()}@async-board-games`,
      tags: { player: after.id },
    });
  } catch (error) {
    deps.log?.({ level: "warn", msg: "address change not told", player: after.id, ...errorFields(error) });
  }
}
