import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { howToPlay, howToPlayGames } from "../../web/src/data/how-to-play";
import type { HowToPlay } from "../../web/src/data/how-to-play/schema";
import { langs } from "../../web/src/i18n/lang";
import {
  type Client,
  openMatchAgainstComputers,
  sidewaysOverflow,
  signUp,
  startClient,
} from "./client-harness";

const textOf = (game: string, lang: "en" | "de") => howToPlay(game, lang) as HowToPlay;

/** The page shows the text: its title, goal, every section's heading, and as many list items. */
async function expectShown(page: Page, text: HowToPlay): Promise<void> {
  await page.getByRole("heading", { level: 1, name: text.title }).waitFor();
  const main = page.locator("main");
  expect(await main.locator("h2").allInnerTexts()).toEqual(text.sections.map((s) => s.heading));
  expect(await main.locator("li").count()).toBe(
    text.sections.reduce((n, s) => n + (s.items?.length ?? 0), 0),
  );
  expect(await main.textContent()).toContain(text.goal);
}

describe("How to play", () => {
  let client: Client;
  beforeAll(async () => {
    client = await startClient();
  }, 60_000);
  afterAll(() => client?.close(), 30_000);

  it("shows each game in both languages, nothing sideways at 390 px", async () => {
    for (const game of howToPlayGames)
      for (const lang of langs) {
        const { context, page } = await client.person(390);
        await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
        await page.goto(`/games/${game}/how-to-play`);
        const text = textOf(game, lang);
        await expectShown(page, text);
        expect(await page.title(), `${game}.${lang}`).toContain(text.title);
        expect(await sidewaysOverflow(page), `${game}.${lang}`).toBe(0);
        await page.screenshot({
          path: `test/browser/screenshots/how-to-play-${game}-${lang}.png`,
          fullPage: true,
        });
        await context.close();
      }
  }, 60_000);

  it("follows the language switch", async () => {
    const { context, page } = await client.person();
    await context.addInitScript(() => localStorage.setItem("lang", "en"));
    await page.goto("/games/santa-cruz/how-to-play");
    await expectShown(page, textOf("santa-cruz", "en"));
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expectShown(page, textOf("santa-cruz", "de"));
    await page.getByRole("button", { name: "English" }).click();
    await expectShown(page, textOf("santa-cruz", "en"));
    await context.close();
  }, 30_000);

  it("is linked from a match page and from the new-match form, and leads back to each", async () => {
    const { context, page } = await client.person(390);
    await context.addInitScript(() => localStorage.setItem("lang", "en"));
    await signUp(page, "Ada");
    const matchId = await openMatchAgainstComputers(page, "Santa Maria", 2);
    const text = textOf("santa-maria", "en");
    await page.getByRole("link", { name: text.ui.link, exact: true }).click();
    await expectShown(page, text);
    expect(new URL(page.url()).pathname).toBe("/games/santa-maria/how-to-play");
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole("link", { name: text.ui.back, exact: true }).click();
    await page.locator(".play").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/matches/${matchId}`);

    await page.goto("/new");
    await page.getByLabel("Game").selectOption({ label: "Santa Cruz" });
    const cruz = textOf("santa-cruz", "en");
    await page.getByRole("link", { name: cruz.title, exact: true }).click();
    await expectShown(page, cruz);
    await page.getByRole("link", { name: cruz.ui.back, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "New match" }).waitFor();
    await context.close();
  }, 90_000);

  it("has no page for a game the service does not host", async () => {
    const { context, page } = await client.person();
    await context.addInitScript(() => localStorage.setItem("lang", "en"));
    await page.goto("/games/chess/how-to-play");
    await page.getByRole("heading", { level: 1, name: "There is no such page" }).waitFor();
    await context.close();
  }, 30_000);
});
