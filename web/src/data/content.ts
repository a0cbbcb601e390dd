import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { loadGermanNames } from "../match/local-content";

export type GameContent = Schemas["GameContent"];

const cache = new Map<string, Promise<GameContent>>();

/** A game's board, tiles and cards for one rules version (and its German names); it never changes, so it is fetched once. */
export function loadContent(gameId: string, rulesVersion: number | null): Promise<GameContent> {
  const key = `${gameId}@${rulesVersion ?? "newest"}`;
  let content = cache.get(key);
  if (!content) {
    const query = rulesVersion === null ? {} : { rulesVersion };
    content = api
      .GET("/v1/games/{gameId}/content", { params: { path: { gameId }, query } })
      .then(async (answer) => {
        await loadGermanNames(gameId);
        return dataOf(answer);
      });
    content.catch(() => cache.delete(key));
    cache.set(key, content);
  }
  return content;
}
