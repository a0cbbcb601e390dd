import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { bundleBoards, findPosition, launch, showBoard } from "./harness";

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
      }
      await page.close();
    },
    60_000,
  );
});
