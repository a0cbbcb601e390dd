import { computed, effect, signal } from "@preact/signals";
import { de } from "./de";
import { en, type MessageKey } from "./en";
import { format, type Values } from "./format";
import { type Lang, langs } from "./lang";

export type { MessageKey } from "./en";
export type { Lang } from "./lang";

const tables: Record<Lang, Record<MessageKey, string>> = { en, de };

function initialLang(): Lang {
  const stored = localStorage.getItem("lang");
  if (langs.includes(stored as Lang)) return stored as Lang;
  return navigator.languages.some((l) => l.toLowerCase().startsWith("de")) ? "de" : "en";
}

export const lang = signal<Lang>(initialLang());

effect(() => {
  localStorage.setItem("lang", lang.value);
  document.documentElement.lang = lang.value;
});

const table = computed(() => tables[lang.value]);

/** The message in the chosen language, its placeholders filled. */
export function t(key: MessageKey, values?: Values): string {
  return format(table.value[key], values);
}
