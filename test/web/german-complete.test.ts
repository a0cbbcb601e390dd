import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import scContent from "../../domain/santa-cruz/sentences/de-content.json";
import scNames from "../../domain/santa-cruz/sentences/de-names.json";
import { santaMaria } from "../../domain/santa-maria";
import smNames from "../../domain/santa-maria/sentences/de-names.json";
import { de as emailDe } from "../../functions/notify/texts/de";
import { en as emailEn } from "../../functions/notify/texts/en";
import { santaCruzOptionWords } from "../../web/src/games/santa-cruz/option-words";
import { words as scWords } from "../../web/src/games/santa-cruz/words";
import { santaMariaOptionWords } from "../../web/src/games/santa-maria/option-words";
import { words as smWords } from "../../web/src/games/santa-maria/words";
import { sharedWords } from "../../web/src/games/shared/words";
import { de } from "../../web/src/i18n/de";
import { en } from "../../web/src/i18n/en";
import { type Client, startClient } from "../browser/client-harness";
import { prepareTour, type Tour, visit } from "../browser/page-tour";

/** Every key path of a table of words, nested tables walked ("titles.yourTurn"). */
function keyPaths(table: object, prefix = ""): string[] {
  return Object.entries(table)
    .flatMap(([key, value]) =>
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? keyPaths(value, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}

/** Every `name` and `description` text of a game's content. */
function contentTexts(value: unknown, key = "", out: { name: Set<string>; description: Set<string> }) {
  if (Array.isArray(value)) for (const item of value) contentTexts(item, "", out);
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) contentTexts(v, k, out);
  else if ((key === "name" || key === "description") && typeof value === "string") out[key].add(value);
  return out;
}

const games = [
  {
    id: "santa-cruz",
    content: santaCruz.content,
    german: { ...scNames, ...scContent } as Record<string, string>,
  },
  { id: "santa-maria", content: santaMaria.content, german: smNames as Record<string, string> },
];

/** The English names of cards, tiles, scholars and every other content item that German names otherwise. */
const englishNames = games.flatMap(({ content, german }) =>
  [...contentTexts(content, "", { name: new Set(), description: new Set() }).name].filter(
    (name) => german[name] !== undefined && german[name] !== name,
  ),
);

describe("every word in both languages", () => {
  it("the web client's German messages have exactly the English ones' keys", () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it("the emails' German texts have exactly the English ones' keys", () => {
    expect(keyPaths(emailDe)).toEqual(keyPaths(emailEn));
  });

  it("each board's words and each game's option words come in German with the English keys", () => {
    expect(keyPaths(scWords("de"))).toEqual(keyPaths(scWords("en")));
    expect(keyPaths(smWords("de"))).toEqual(keyPaths(smWords("en")));
    expect(keyPaths(sharedWords("de"))).toEqual(keyPaths(sharedWords("en")));
    for (const options of [santaCruzOptionWords, santaMariaOptionWords])
      expect(keyPaths(options.de)).toEqual(keyPaths(options.en));
  });

  it("every name in each game's content has its German in the table the emails and the boards read", () => {
    for (const { id, content, german } of games) {
      const { name } = contentTexts(content, "", { name: new Set(), description: new Set() });
      // a proper name, the same in German, is listed as itself: a name left out is a forgotten one
      const missing = [...name].filter((n) => german[n] === undefined);
      expect(missing, id).toEqual([]);
    }
    expect(englishNames.length).toBeGreaterThan(150);
  });
});

describe("rendered German pages", () => {
  let client: Client;
  let tour: Tour;

  beforeAll(async () => {
    client = await startClient();
    tour = await prepareTour(client);
  }, 120_000);

  afterAll(async () => {
    await client?.close();
  });

  it("name no card, tile, scholar or other content item in English, in their text or their buttons' names", async () => {
    const found: string[] = [];
    for (const page of tour.pages) {
      const { context, tab } = await visit(client, tour, page, "de", 1280);
      const text = await tab.evaluate(() =>
        [
          // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not hidden styles and scripts
          document.body.innerText,
          ...[...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label")),
        ].join("\n"),
      );
      for (const name of englishNames)
        if (
          new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(
            text,
          )
        )
          found.push(`${page.name}: ${name}`);
      await context.close();
    }
    expect(found).toEqual([]);
  }, 240_000);
});
