import { useEffect, useState } from "preact/hooks";
import { lang } from "../i18n";
import type { AnySentences } from "./sentences";

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

let loading: Promise<Partial<Record<string, AnySentences>>> | null = null;

/** The sentences chunk, loaded once on the first page that tells a match. */
function loadSentences() {
  loading ??= import("./sentences").then((m) => m.sentences);
  return loading;
}

/** The match's events and actions in the chosen language, once the sentences have loaded. */
export function useMatchText(telling: Telling): MatchText | null {
  const [all, setAll] = useState<Partial<Record<string, AnySentences>> | null>(null);
  useEffect(() => {
    void loadSentences().then(setAll);
  }, []);
  if (!all) return null;
  const told = all[telling.game];
  if (!told) return { events: (events) => events.map(plain), action: plain };
  const ctx = { lang: lang.value, names: telling.names, viewer: telling.viewer, view: telling.view };
  return { events: (events) => told.events(events, ctx), action: (action) => told.action(action, ctx) };
}
