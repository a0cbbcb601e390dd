import { useEffect, useState } from "preact/hooks";
import { findGameClient, gameClients } from "../games";
import type { AnySentences } from "../games/types";
import { lang } from "../i18n";

/** How a match page tells events and actions. */
export interface MatchText {
  events(events: readonly unknown[]): string[];
  action(action: unknown): string;
}

export interface Telling {
  game: string;
  /** Every seat's name, by seat. */
  names: string[];
  viewer: number | null;
  view: unknown;
}

/** A game this build has no sentences for (the API may host more games than it knows) is told plainly. */
function plain(item: unknown): string {
  const { type, ...fields } = item as { type: string };
  const shown = Object.entries(fields).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return shown.length ? `${type} (${shown.join(", ")})` : type;
}

const loading = new Map<string, Promise<AnySentences | null>>();

/** A game's sentences chunk, loaded once on the first page that tells one of its matches; null for an unknown game. */
function loadSentences(game: string): Promise<AnySentences | null> {
  let sentences = loading.get(game);
  if (!sentences) {
    sentences = findGameClient(gameClients, game)?.sentences() ?? Promise.resolve(null);
    loading.set(game, sentences);
  }
  return sentences;
}

/** The match's events and actions in the chosen language, once the sentences have loaded. */
export function useMatchText(telling: Telling): MatchText | null {
  const [told, setTold] = useState<{ game: string; sentences: AnySentences | null } | null>(null);
  useEffect(() => {
    void loadSentences(telling.game).then((sentences) => setTold({ game: telling.game, sentences }));
  }, [telling.game]);
  if (told?.game !== telling.game) return null;
  const { sentences } = told;
  if (!sentences) return { events: (events) => events.map(plain), action: plain };
  const ctx = { lang: lang.value, names: telling.names, viewer: telling.viewer, view: telling.view };
  return {
    events: (events) => sentences.events(events, ctx),
    action: (action) => sentences.action(action, ctx),
  };
}
