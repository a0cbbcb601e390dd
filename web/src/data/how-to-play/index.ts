import { findGameClient, gameClients } from "../../games";
import type { Lang } from "../../i18n/lang";
import type { HowToPlay } from "./schema";

/**
 * Each game's "How to play" comes with its client module (its folder's `how-to-play.<lang>.json`),
 * checked against `HowToPlay` by the tests (test/web/how-to-play.test.ts), so the client bundles
 * them without zod.
 */

/** The games that have a "How to play". */
export const howToPlayGames = gameClients.filter((c) => c.howToPlay).map((c) => c.id as string);

/** A game's "How to play" in the language, or null for a game without one. */
export function howToPlay(gameId: string, lang: Lang): HowToPlay | null {
  return findGameClient(gameClients, gameId)?.howToPlay?.[lang] ?? null;
}

/** The page's path; `from` is the client path its Back link returns to. */
export function howToPlayPath(gameId: string, from?: string): string {
  const path = `/games/${encodeURIComponent(gameId)}/how-to-play`;
  return from ? `${path}?${new URLSearchParams({ from })}` : path;
}

const HERE = "https://client.invalid";

/**
 * Where the Back link goes: the path the reader came from when it is one of this client's, else home.
 * Read as the browser reads it (which drops tabs and line breaks, so `/\t/host` is `//host`).
 */
export function backPath(from: string | null): string {
  if (!from?.startsWith("/") || !URL.canParse(from, HERE)) return "/";
  const back = new URL(from, HERE);
  return back.origin === HERE ? `${back.pathname}${back.search}${back.hash}` : "/";
}
