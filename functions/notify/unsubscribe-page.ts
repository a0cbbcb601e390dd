import { askForm, escapeHtml, plainPage, saidWithLink } from "./plain-page";
import type { Texts } from "./texts/texts";

/** Asks before it unsubscribes: link checkers open links, and a GET must change nothing (RFC 8058). */
export function askPage(
  lang: string,
  texts: Texts,
  name: string,
  action: string,
  preferences: string,
): string {
  const form = askForm(texts.page.ask(name), action, texts.page.button, { "List-Unsubscribe": "One-Click" });
  const link = `<p><a href="${escapeHtml(preferences)}">${escapeHtml(texts.preferences)}</a></p>`;
  return plainPage(lang, texts.page.title, `${form}\n${link}`);
}

export function donePage(lang: string, texts: Texts, name: string, preferences: string): string {
  return plainPage(
    lang,
    texts.page.title,
    saidWithLink(texts.page.done(name), preferences, texts.preferences),
  );
}
