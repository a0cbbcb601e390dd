import type { Page } from "playwright-core";
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
import {
  contentTexts,
  englishDescriptions,
  englishNames,
  namesIn,
  shownText,
} from "../browser/english-names";
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

const games = [
  {
    id: "santa-cruz",
    content: santaCruz.content,
    german: { ...scNames, ...scContent } as Record<string, string>,
  },
  { id: "santa-maria", content: santaMaria.content, german: smNames as Record<string, string> },
];

/** The English names of cards, tiles, scholars and every other content item that German names otherwise. */
const englishNamesOfGames = games.flatMap(({ content, german }) => englishNames(content, german));

/** The English descriptions of the same items: the text of many a tooltip. */
const englishDescriptionsOfGames = games.flatMap(({ content, german }) =>
  englishDescriptions(content, german),
);

/** The English content names and descriptions a tab shows, each with the page it is on. */
async function namedInEnglish(tab: Page, page: string): Promise<string[]> {
  const shown = await shownText(tab);
  return [...namesIn(shown, englishNamesOfGames), ...namesIn(shown, englishDescriptionsOfGames)].map(
    (text) => `${page}: ${text}`,
  );
}

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
      const { name } = contentTexts(content);
      // a proper name, the same in German, is listed as itself: a name left out is a forgotten one
      const missing = [...name].filter((n) => german[n] === undefined);
      expect(missing, id).toEqual([]);
    }
    expect(englishNamesOfGames.length).toBeGreaterThan(150);
  });

  it("every description in each game's content has its German in the same table, for the tooltips and notes that show it", () => {
    for (const { id, content, german } of games) {
      const { description } = contentTexts(content);
      const missing = [...description].filter((d) => german[d] === undefined);
      expect(missing, id).toEqual([]);
    }
    expect(englishDescriptionsOfGames.length).toBeGreaterThan(200);
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

  it("name or describe no card, tile, scholar or other content item in English, in their text, their buttons' names or their tooltips", async () => {
    const found: string[] = [];
    for (const page of tour.pages) {
      const { context, tab } = await visit(client, tour, page, "de", 1280);
      found.push(...(await namedInEnglish(tab, page.name)));
      await context.close();
    }
    expect(found).toEqual([]);
  }, 240_000);

  it("a match page opened in English names and describes its content in German once switched to Deutsch", async () => {
    const found: string[] = [];
    for (const page of tour.pages.filter((p) => p.name === "santa-cruz" || p.name === "santa-maria")) {
      const { context, tab } = await visit(client, tour, page, "en", 1280);
      await tab.getByRole("button", { name: "Deutsch" }).click();
      await tab.getByRole("heading", { name: "Was passiert ist" }).waitFor();
      found.push(...(await namedInEnglish(tab, page.name)));
      await context.close();
    }
    expect(found).toEqual([]);
  }, 120_000);
});
