import { effect, signal } from "@preact/signals";
import { api, type Schemas } from "../api/client";
import { apiKey } from "./key";

/** The signed-in person, once the API has confirmed their key. */
export const me = signal<Schemas["Player"] | null>(null);

/** Asks who the key belongs to; a key the API no longer accepts (expired, revoked) signs out. */
async function loadMe(key: string): Promise<void> {
  const { data, response } = await api.GET("/v1/me");
  if (apiKey.value !== key) return;
  if (data) me.value = data;
  else if (response.status === 401) signOut();
}

effect(() => {
  const key = apiKey.value;
  if (key && me.peek() === null) void loadMe(key);
});

/** Keeps the key in this browser; the player is known already when the API just issued it. */
export function signIn(key: string, player: Schemas["Player"] | null = null): void {
  me.value = player;
  apiKey.value = key;
}

export function signOut(): void {
  me.value = null;
  apiKey.value = null;
}
