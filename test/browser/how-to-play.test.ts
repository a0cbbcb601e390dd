import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { howToPlay, howToPlayGames } from "../../web/src/data/how-to-play";
import type { HowToPlay } from "../../web/src/data/how-to-play/schema";
import { langs } from "../../web/src/i18n/lang";
import { openMatchAgainstComputers, sidewaysOverflow, signUp, useBrowserClient } from "./client-harness";

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

/** What the new-match form shows chosen, its turn clock switched on. */
async function formChoices(page: Page) {
  return {
    game: await page.getByLabel("Game").inputValue(),
    seats: await page.getByLabel("Seats").inputValue(),
    setup: await page.getByLabel("Set-up").inputValue(),
    clock: await page.getByLabel("Give each move a deadline").isChecked(),
    hours: await page.getByLabel("Hours for each move").inputValue(),
    onTimeout: await page.getByLabel("When the time runs out").inputValue(),
    seed: await page.getByLabel("Seed (optional)").inputValue(),
    public: await page.getByLabel("Public match").isChecked(),
  };
}

describe("How to play", () => {
  const { client } = useBrowserClient();

  it("shows each game in both languages, nothing sideways at 390 px", async () => {
    for (const game of howToPlayGames)
      for (const lang of langs) {
        const { context, page } = await client().person(390);
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

  it("a visitor not signed in finds each game's goal and How to play on the home page, in their language, and comes back", async () => {
    for (const lang of langs) {
      const { context, page } = await client().person(390);
      await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
      for (const game of howToPlayGames) {
        await page.goto("/");
        const text = textOf(game, lang);
        const line = page.getByRole("listitem").filter({ hasText: text.goal });
        await line.getByRole("link", { name: text.title }).click();
        await expectShown(page, text);
        await page.getByRole("link", { name: text.ui.back }).click();
        await line.waitFor();
      }
      await context.close();
    }
  }, 60_000);

  it("follows the language switch", async () => {
    const { context, page } = await client().person();
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
    const { context, page } = await client().person(390);
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

  it("from the new-match form and back, the form keeps its choices until the match they make is open", async () => {
    const { context, page } = await client().person();
    await context.addInitScript(() => localStorage.setItem("lang", "en"));
    await signUp(page, "Bea");
    await page.goto("/new");
    await page.getByLabel("Game").selectOption({ label: "Santa Maria" });
    await page.getByLabel("Seats").fill("3");
    await page.getByLabel("Set-up").selectOption("advanced");
    await page.getByLabel("Give each move a deadline").check();
    await page.getByLabel("Hours for each move").fill("24");
    await page.getByLabel("When the time runs out").selectOption("skip");
    await page.getByLabel("Seed (optional)").fill("keep-me");
    await page.getByLabel("Public match").check();
    const chosen = await formChoices(page);
    expect(chosen).toEqual({
      game: "santa-maria",
      seats: "3",
      setup: "advanced",
      clock: true,
      hours: "24",
      onTimeout: "skip",
      seed: "keep-me",
      public: true,
    });

    const text = textOf("santa-maria", "en");
    await page.getByRole("link", { name: text.title, exact: true }).click();
    await expectShown(page, text);
    await page.getByRole("link", { name: text.ui.back, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "New match" }).waitFor();
    expect(await formChoices(page)).toEqual(chosen);
    // kept for the tab's session, a reload too
    await page.reload();
    await page.getByLabel("Set-up").waitFor();
    expect(await formChoices(page)).toEqual(chosen);

    await page.getByRole("button", { name: "Open the match" }).click();
    await page.getByRole("heading", { name: "Waiting for players" }).waitFor();
    await page.getByText("A public match:").waitFor();
    expect(await page.getByRole("list", { name: "Seats" }).getByRole("listitem").count()).toBe(3);
    await page.goto("/new");
    await page.getByRole("heading", { level: 1, name: "New match" }).waitFor();
    expect(await page.getByLabel("Game").inputValue()).toBe("santa-cruz");
    expect(await page.getByLabel("Seats").inputValue()).toBe("2");
    expect(await page.getByLabel("Seed (optional)").inputValue()).toBe("");
    expect(await page.getByLabel("Give each move a deadline").isChecked()).toBe(false);
    expect(await page.getByLabel("Public match").isChecked()).toBe(false);
    await context.close();
  }, 60_000);

  it("the new-match form opens afresh over choices kept broken, and keeps what still fits of old ones", async () => {
    const { context, page } = await client().person();
    await context.addInitScript(() => localStorage.setItem("lang", "en"));
    await signUp(page, "Cyd");
    await page.evaluate(() => sessionStorage.setItem("newMatchDraft", "{broken"));
    await page.goto("/new");
    await page.getByRole("heading", { level: 1, name: "New match" }).waitFor();
    expect(await page.getByLabel("Game").inputValue()).toBe("santa-cruz");
    expect(await page.getByLabel("Seats").inputValue()).toBe("2");

    const old = {
      game: "santa-maria",
      seats: "three",
      options: { setup: "expert" },
      clock: { moveHours: "soon" },
    };
    await page.evaluate((kept) => sessionStorage.setItem("newMatchDraft", JSON.stringify(kept)), old);
    await page.goto("/new");
    await page.getByLabel("Set-up").waitFor();
    expect(await page.getByLabel("Game").inputValue()).toBe("santa-maria");
    expect(await page.getByLabel("Seats").inputValue()).toBe("2");
    expect(await page.getByLabel("Set-up").inputValue()).toBe("");
    expect(await page.getByLabel("Hours for each move").inputValue()).toBe("72");
    // a page error would fail the harness's close
    await context.close();
  }, 60_000);

  it("has no page for a game the service does not host", async () => {
    const { context, page } = await client().person();
    await context.addInitScript(() => localStorage.setItem("lang", "en"));
    await page.goto("/games/chess/how-to-play");
    await page.getByRole("heading", { level: 1, name: "There is no such page" }).waitFor();
    await context.close();
  }, 30_000);
});
