import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { santaMaria } from "../../domain/santa-maria";
import { awaitTurn, openMatchAgainstComputers, playOne, signUp, useBrowserClient } from "./client-harness";
import { bundleBoards, favouring, findPosition, launch, showBoard } from "./harness";

describe("board glitches in a browser", () => {
  let browser: Browser;
  let script: string;
  beforeAll(async () => {
    [browser, script] = await Promise.all([launch(), bundleBoards()]);
  });
  afterAll(() => browser?.close());

  // a round-1 position where several sites each offer more than one action: a click opens the chooser
  const game = { seed: "chooser-edges", players: 3 };
  const position = findPosition(santaCruz, game, 0.3, (actions, state) => {
    if (state.round !== 1) return false;
    const sites = actions.filter((a) => a.site !== undefined).map((a) => a.site);
    return sites.filter((s) => sites.indexOf(s) !== sites.lastIndexOf(s)).length >= 4;
  });
  const legal = santaCruz.legalActions(position.state, position.seat) as { site?: number }[];
  const shared = [...new Set(legal.flatMap((a) => (a.site === undefined ? [] : [a.site])))].filter(
    (site) => legal.filter((a) => a.site === site).length > 1,
  );

  it.each([1280, 700, 390])(
    "site chooser clipped at the board's edge: at %i px, the chooser of every shared site lies wholly inside the map",
    async (width) => {
      expect(shared.length).toBeGreaterThan(1);
      const page = await showBoard(browser, script, santaCruz, position, width);
      const canvas = await page.locator(".gb-map-canvas").boundingBox();
      for (const site of shared) {
        await page.click(`[data-site="${site}"]`);
        const box = await page.getByRole("dialog").boundingBox();
        if (!canvas || !box) throw new Error(`no chooser for site ${site}`);
        expect({ site, left: box.x >= canvas.x - 0.5 }).toEqual({ site, left: true });
        expect({ site, right: box.x + box.width <= canvas.x + canvas.width + 0.5 }).toEqual({
          site,
          right: true,
        });
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
      await page.close();
    },
    60_000,
  );

  describe("Santa Maria on a phone", () => {
    // a full common board: monks on the spaces, tiles to place
    const builder = favouring(["pay", "expand", "recruit", "ship", "trade", "useDie", "activate", "endTurn"]);
    const maria = findPosition(santaMaria, { seed: "boards", players: 3, chooser: builder }, 0.4, (actions) =>
      actions.some((a) => a.type === "expand"),
    );
    const notes = ".gb-sm-monks .gb-sm-monk-space .gb-note";
    const shown = (page: import("playwright-core").Page) =>
      page.locator(notes).evaluateAll((all) => all.filter((n) => (n as HTMLElement).offsetHeight > 0).length);

    it("4,300 px page: the scholars', bishops' and stations' texts fold away on a phone until asked for, and the page is shorter", async () => {
      const page = await showBoard(browser, script, santaMaria, maria, 390);
      const texts = await page.locator(notes).count();
      expect(texts).toBeGreaterThanOrEqual(10);
      expect(await shown(page)).toBe(0);
      const folded = await page.evaluate(() => document.documentElement.scrollHeight);
      const toggle = page.getByRole("button", { name: "Show what they do" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.click();
      expect(await shown(page)).toBe(texts);
      const unfolded = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(unfolded - folded).toBeGreaterThan(150);
      await page.getByRole("button", { name: "Hide what they do" }).click();
      expect(await shown(page)).toBe(0);
      await page.close();
    });

    const colonies = ".gb-sm-other .gb-sm-colony";
    const colonyShown = (page: import("playwright-core").Page) =>
      page
        .locator(colonies)
        .evaluateAll((all) => all.filter((c) => c.getBoundingClientRect().height > 0).length);

    it("other players' colonies in full on a phone: each shows its title line until opened, by click or keyboard, and the page is shorter", async () => {
      const page = await showBoard(browser, script, santaMaria, maria, 390);
      expect(await page.locator(colonies).count()).toBe(2);
      expect(await colonyShown(page)).toBe(0);
      expect(await page.locator(".gb-sm-mine .gb-sm-colony").isVisible()).toBe(true);
      const folded = await page.evaluate(() => document.documentElement.scrollHeight);
      const toggles = page.getByRole("button", { name: "Show colony and storage" });
      expect(await toggles.count()).toBe(2);
      expect(await toggles.first().getAttribute("aria-expanded")).toBe("false");
      await toggles.first().click();
      expect(await colonyShown(page)).toBe(1);
      await page.getByRole("button", { name: "Show colony and storage" }).focus();
      await page.keyboard.press("Enter");
      expect(await colonyShown(page)).toBe(2);
      const unfolded = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(unfolded - folded).toBeGreaterThan(600);
      await page.getByRole("button", { name: "Hide colony and storage" }).first().click();
      expect(await colonyShown(page)).toBe(1);
      await page.close();
    });

    it("a desktop shows every colony whole, with no toggle", async () => {
      const page = await showBoard(browser, script, santaMaria, maria, 1280);
      expect(await colonyShown(page)).toBe(2);
      expect(await page.getByRole("button", { name: "Show colony and storage" }).first().isVisible()).toBe(
        false,
      );
      await page.close();
    });

    it("a desktop keeps the texts in view, with no toggle", async () => {
      const page = await showBoard(browser, script, santaMaria, maria, 1280);
      expect(await shown(page)).toBe(await page.locator(notes).count());
      expect(await page.getByRole("button", { name: "Show what they do" }).isVisible()).toBe(false);
      await page.close();
    });
  });
});

describe("the match page's clutter, on the real API", () => {
  const { client } = useBrowserClient();

  it("duplicates: one list of choices and no 'Seats and scores' table beside the board's seat panels; the log's entries carry no misleading numbers", async () => {
    const { page } = await client().person(1024);
    await signUp(page, "Ada");
    await openMatchAgainstComputers(page, "Santa Cruz", 2);
    expect(await awaitTurn(page)).toBe(true);
    expect(await page.locator(".gb-seat").count()).toBe(2);
    expect(await page.locator("caption", { hasText: "Seats and scores" }).count()).toBe(0);
    expect(await page.getByText(/^All legal actions/).count()).toBe(0);
    expect(await page.getByText(/^All your choices as a list/).count()).toBe(1);
    await page.getByRole("button", { name: "Deutsch" }).click();
    expect(await page.getByText(/^Alle erlaubten Züge/).count()).toBe(0);
    expect(await page.getByText(/^Alle deine Möglichkeiten als Liste/).count()).toBe(1);
    await page.getByRole("button", { name: "English" }).click();
    // whoever the draw seats first, a move of the person's own puts an entry in the log
    await playOne(page);
    await page.locator(".log li").first().waitFor();
    // no numbers: a move's version counts the lobby's changes, so the first move read "4."
    const markers = await page
      .locator(".log li")
      .evaluateAll((items) =>
        items.map((li) => ({ style: getComputedStyle(li).listStyleType, value: li.getAttribute("value") })),
      );
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) expect(marker).toEqual({ style: "none", value: null });
  }, 120_000);
});
