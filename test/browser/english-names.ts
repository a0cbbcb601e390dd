import type { Page } from "playwright-core";

export interface ContentTexts {
  name: Set<string>;
  description: Set<string>;
}

/** Every `name` and `description` text of a game's content. */
export function contentTexts(
  value: unknown,
  key = "",
  out: ContentTexts = { name: new Set(), description: new Set() },
): ContentTexts {
  if (Array.isArray(value)) for (const item of value) contentTexts(item, "", out);
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) contentTexts(v, k, out);
  else if ((key === "name" || key === "description") && typeof value === "string") out[key].add(value);
  return out;
}

/** The English names of a game's cards, tiles, spaces and other content items that its German table names otherwise. */
export const englishNames = (content: unknown, german: Readonly<Record<string, string>>): string[] =>
  [...contentTexts(content).name].filter((name) => german[name] !== undefined && german[name] !== name);

/**
 * The English descriptions of a game's content that a German reader must not see: every one but a
 * description the table keeps as it is. Unlike a name, a description is never a proper name, so one
 * the table lacks is English too.
 */
export const englishDescriptions = (content: unknown, german: Readonly<Record<string, string>>): string[] =>
  [...contentTexts(content).description].filter((description) => german[description] !== description);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Those of `names` (or descriptions) that `text` holds as whole words ("Coins", not the "Coin" of "Coins"). */
export const namesIn = (text: string, names: string[]): string[] =>
  names.filter((name) => new RegExp(`(^|[^\\p{L}])${escaped(name)}($|[^\\p{L}])`, "u").test(text));

/** What a page tells its reader: its text, its controls' names, and its tooltips (`title` attributes and SVG titles). */
export const shownText = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not hidden styles and scripts
      document.body.innerText,
      ...[...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label")),
      ...[...document.querySelectorAll("[title]")].map((e) => e.getAttribute("title")),
      ...[...document.querySelectorAll("svg title")].map((e) => e.textContent),
    ].join("\n"),
  );
