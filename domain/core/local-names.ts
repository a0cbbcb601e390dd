import type { Lang } from "./sentences";

/** A game's German words for its content, keyed by the English text: the same table its sentences (and so its emails) read. */
export type GermanNames = Readonly<Record<string, string>>;

const translated = new Set(["name", "description"]);

function walk(value: unknown, german: GermanNames): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, german));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      translated.has(key) && typeof item === "string" ? (german[item] ?? item) : walk(item, german),
    ]),
  );
}

/**
 * The content as a reader of the language sees it: every name (and every description the table
 * has) in German for "de"; a text the table lacks, such as a proper name, stays as it is.
 */
export function localNames<T>(content: T, german: GermanNames, lang: Lang): T {
  return lang === "de" ? (walk(content, german) as T) : content;
}
