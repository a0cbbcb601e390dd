import { type GermanNames, localNames } from "../../../domain/core/local-names";
import { findGameClient, gameClients } from "../games";
import type { AnyGameClient } from "../games/types";
import type { Lang } from "../i18n";

const tables = new Map<string, GermanNames>();
const made = new WeakMap<object, Map<Lang, unknown>>();

/** Loads a game's German names (a chunk of its own) once; loading a game's content waits for it, so a board finds them. */
export async function loadGermanNames(game: string): Promise<void> {
  const client = findGameClient(gameClients, game);
  if (client && !tables.has(game)) tables.set(game, await client.germanNames());
}

/** The game's content named in the reader's language, made once per content and language (a board redraws often). */
export function localContent(client: AnyGameClient, content: unknown, lang: Lang): unknown {
  const german = tables.get(client.id);
  if (content === null || typeof content !== "object" || !german) return content;
  let byLang = made.get(content);
  if (!byLang) {
    byLang = new Map();
    made.set(content, byLang);
  }
  if (!byLang.has(lang)) byLang.set(lang, localNames(content, german, lang));
  return byLang.get(lang);
}
