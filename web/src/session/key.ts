import { effect, signal } from "@preact/signals";

const storageKey = "apiKey";

/** The signed-in person's API key, kept in this browser until they sign out. */
export const apiKey = signal<string | null>(localStorage.getItem(storageKey));

effect(() => {
  if (apiKey.value) localStorage.setItem(storageKey, apiKey.value);
  else localStorage.removeItem(storageKey);
});
