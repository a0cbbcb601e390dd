import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { words as santaMariaWords } from "../../web/src/games/santa-maria/words";
import {
  awaitTurn,
  openMatchAgainstComputers,
  playOne,
  screenshots,
  signUp,
  useBrowserClient,
} from "./client-harness";

/** The text a person sees on the page (a folded list's choices are not seen). */
const seen = (page: Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not hidden styles and scripts
  page.evaluate(() => document.body.innerText);

/** How often the page says it is the reader's turn, in either language. */
const yourTurns = async (page: Page) =>
  (await seen(page)).match(/your turn|du bist (dran|am zug)/gi)?.length ?? 0;

/** How often the page says the words. */
const times = async (page: Page, text: string) => (await seen(page)).split(text).length - 1;

/** The same page in German from now on: the language the next load reads. */
async function inGerman(context: BrowserContext, page: Page): Promise<void> {
  await context.addInitScript(() => localStorage.setItem("lang", "de"));
  await page.reload();
  await page.getByText("Du bist dran.").waitFor();
}

/** The page says once what the step asks, and once that it is the reader's turn. */
async function saysOnce(page: Page, instruction: string): Promise<void> {
  await page.getByText(instruction).first().waitFor();
  expect(await times(page, instruction), instruction).toBe(1);
  expect(await yourTurns(page)).toBe(1);
}

describe("on the player's turn the match page says what the step asks, once, and that it is their turn, once", () => {
  const { client } = useBrowserClient();

  it("Santa Cruz: choosing a building set, then landing, in English and German", async () => {
    const { context, page } = await client().person(390);
    await signUp(page, "Ada");
    await openMatchAgainstComputers(page, "Santa Cruz", 2);
    expect(await awaitTurn(page)).toBe(true);
    // sets are drafted: everyone's first step is choosing one
    await saysOnce(page, "Choose a building set: press “Take” beside one.");
    expect(await times(page, "Your turn.")).toBe(1);
    await playOne(page);
    expect(await awaitTurn(page)).toBe(true);
    await saysOnce(page, "Land on the coast: pick a ringed coast site.");
    expect(await page.locator(".gb-status").textContent()).toBe(
      "Round 1: landing · Land on the coast: pick a ringed coast site.",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screenshots}/turn-instructions-santa-cruz-390.png` });

    await inGerman(context, page);
    await saysOnce(page, "Lande an der Küste: wähle ein Küstenfeld mit Ring.");
    expect(await times(page, "Du bist dran.")).toBe(1);
    expect(await times(page, "Your turn")).toBe(0);
    await page.screenshot({ path: `${screenshots}/turn-instructions-santa-cruz-390-de.png` });
    await context.close();
  });

  it("Santa Maria: the main action in English and German, then whatever each step of a few turns asks", async () => {
    const { context, page } = await client().person(390);
    await signUp(page, "Bea");
    await openMatchAgainstComputers(page, "Santa Maria", 2);
    expect(await awaitTurn(page)).toBe(true);
    const main =
      "Take one main action: pick something highlighted in yellow (an expansion tile, a building, a die or a retiring space).";
    await saysOnce(page, main);
    // said in the board's turn bar, under its year and phase
    expect(await page.locator(".gb-status .gb-sm-decision").first().textContent()).toBe(main);
    await page.screenshot({ path: `${screenshots}/turn-instructions-santa-maria-390.png` });

    await inGerman(context, page);
    await saysOnce(
      page,
      "Nimm eine Hauptaktion: wähle etwas gelb Markiertes (ein Erweiterungsplättchen, ein Gebäude, einen Würfel oder ein Ruhestandsfeld).",
    );
    expect(await times(page, "Du bist dran.")).toBe(1);
    expect(await times(page, "Your turn")).toBe(0);

    // every step of a few turns says one thing it asks: a decision pending, the main action, or selling before the end
    const w = santaMariaWords("de");
    const asks = [...Object.values(w.pending), w.ask.main, w.ask.afterMain];
    for (let step = 0; step < 12 && (await awaitTurn(page)); step++) {
      const said = await page.locator(".gb-status .gb-sm-decision").first().textContent();
      expect(asks).toContain(said);
      await saysOnce(page, said as string);
      await playOne(page);
    }
    await context.close();
  });
});

describe("a screen reader hears who is waited for once: the turn line's live region says it, the board's does not", () => {
  const { client } = useBrowserClient();

  for (const game of ["Santa Cruz", "Santa Maria"]) {
    it(game, async () => {
      const { context, page } = await client().person(1024);
      await signUp(page, "Listener");
      await openMatchAgainstComputers(page, game, 2);
      // every text a live region other than the turn line takes, as it takes it
      await page.evaluate(() => {
        const heard: string[] = [];
        (window as unknown as { heard: string[] }).heard = heard;
        const listen = () => {
          for (const region of document.querySelectorAll("[aria-live]:not(p.turn)")) {
            // what a screen reader would read of it: hidden parts left out
            const read = region.cloneNode(true) as Element;
            for (const hidden of read.querySelectorAll("[aria-hidden=true]")) hidden.remove();
            heard.push(read.textContent ?? "");
          }
        };
        new MutationObserver(listen).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        listen();
      });
      for (let move = 0; move < 6 && (await awaitTurn(page)); move++) await playOne(page);
      const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
      expect(heard.some((text) => text.includes("Round") || text.includes("Year"))).toBe(true);
      expect(heard.filter((text) => text.includes("Waiting for"))).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
