import type { Lang } from "../../i18n/lang";
import santaCruzDe from "./santa-cruz.de.json";
import santaCruzEn from "./santa-cruz.en.json";
import santaMariaDe from "./santa-maria.de.json";
import santaMariaEn from "./santa-maria.en.json";
import type { HowToPlay } from "./schema";

/**
 * Each game's "How to play", by language. The files are checked against `HowToPlay` by the tests
 * (test/web/how-to-play.test.ts), so the client bundles them without zod.
 */
const texts: Readonly<Record<string, Readonly<Record<Lang, HowToPlay>>>> = {
  "santa-cruz": { en: santaCruzEn as HowToPlay, de: santaCruzDe as HowToPlay },
  "santa-maria": { en: santaMariaEn as HowToPlay, de: santaMariaDe as HowToPlay },
};

/** The games that have a "How to play". */
export const howToPlayGames = Object.keys(texts);

/** A game's "How to play" in the language, or null for a game without one. */
export function howToPlay(gameId: string, lang: Lang): HowToPlay | null {
  return Object.hasOwn(texts, gameId) ? (texts[gameId] as Record<Lang, HowToPlay>)[lang] : null;
}

/** The page's path; `from` is the client path its Back link returns to. */
export function howToPlayPath(gameId: string, from?: string): string {
  const path = `/games/${encodeURIComponent(gameId)}/how-to-play`;
  return from ? `${path}?${new URLSearchParams({ from })}` : path;
}

/** Where the Back link goes: the path the reader came from when it is one of this client's, else home. */
export function backPath(from: string | null): string {
  return from?.startsWith("/") && !from.startsWith("//") && !from.includes("\\") ? from : "/";
}
