import { localNames } from "../../../domain/core/local-names";
import type { AnyGameClient } from "../games/types";
import type { Lang } from "../i18n";

const made = new WeakMap<object, Map<Lang, unknown>>();

/** The game's content named in the reader's language, made once per content and language (a board redraws often). */
export function localContent(client: AnyGameClient, content: unknown, lang: Lang): unknown {
  if (content === null || typeof content !== "object") return content;
  let byLang = made.get(content);
  if (!byLang) {
    byLang = new Map();
    made.set(content, byLang);
  }
  if (!byLang.has(lang)) byLang.set(lang, localNames(content, client.germanNames, lang));
  return byLang.get(lang);
}
