import { signal } from "@preact/signals";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";

/** The hosted games, loaded once: names, player ranges and option schemas. */
export const games = signal<Schemas["Game"][] | null>(null);

let loading: Promise<Schemas["Game"][]> | null = null;

export function loadGames(): Promise<Schemas["Game"][]> {
  loading ??= api.GET("/v1/games").then((answer) => {
    games.value = dataOf(answer).games;
    return games.value;
  });
  return loading;
}

/** A game's name for people, or its id until the list is loaded. */
export function gameName(gameId: string): string {
  return games.value?.find((g) => g.id === gameId)?.name ?? gameId;
}
