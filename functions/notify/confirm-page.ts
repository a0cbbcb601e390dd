import type { Lang } from "../../domain/core/sentences";
import { askForm, plainPage, saidWithLink } from "./plain-page";
import { textsFor } from "./texts/texts";

/** Asks before it confirms: link checkers open links, and a GET must change nothing. */
export function confirmAskPage(lang: Lang, address: string, action: string): string {
  const { confirmPage } = textsFor(lang);
  return plainPage(lang, confirmPage.title, askForm(confirmPage.ask(address), action, confirmPage.button));
}

export function confirmedPage(lang: Lang, address: string): string {
  const { confirmPage } = textsFor(lang);
  return plainPage(
    lang,
    confirmPage.doneTitle,
    saidWithLink(confirmPage.done(address), "/", confirmPage.open),
  );
}
