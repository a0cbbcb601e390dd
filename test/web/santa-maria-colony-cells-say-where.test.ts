import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import type { View } from "../../web/src/games/santa-maria/types";
import { randomGame } from "../santa-maria/random-games";
import { boardHtml } from "./santa-maria-board-html";

describe("a Santa Maria colony's spaces, as a screen reader reads them", () => {
  it("say their row and column, every space of every colony, in both languages: dice activate rows and columns", () => {
    const { steps } = randomGame("cells-say-where", 2, { blueDice: "personal", colonies: "random" });
    const midway = steps[Math.floor(steps.length / 2)];
    if (!midway) throw new Error("the game has no steps");
    const view = santaMaria.view(midway.after, 0) as unknown as View;
    for (const [lang, at] of [
      ["en", /^row [1-6], column [1-6]: /],
      ["de", /^Zeile [1-6], Spalte [1-6]: /],
    ] as const) {
      const html = boardHtml(view, ["Ada", "Bea"], lang);
      const cells = [...html.matchAll(/<g class="gb-sm-cell"[^>]*><title>(.*?)<\/title>/g)].map(
        ([, title]) => title as string,
      );
      expect(cells.length).toBe(36 * 2);
      for (const title of cells) expect(title).toMatch(at);
      // each space once per colony
      expect(new Set(cells.slice(0, 36).map((t) => t.split(":")[0])).size).toBe(36);
    }
  });
});

describe("the Santa Maria common board, in a screen reader's outline", () => {
  it("is headed at the seats' level, so that its panels' headings belong to it and not to the colony before it", () => {
    const { steps } = randomGame("common-heading", 2, { blueDice: "personal", colonies: "random" });
    const view = santaMaria.view(steps[0]?.after, 0) as unknown as View;
    const html = boardHtml(view, ["Ada", "Bea"]);
    const common = html.slice(html.indexOf('class="gb-panel gb-sm-common"'));
    const headings = [...common.matchAll(/<h([2-6])[^>]*>/g)].map(([, level]) => Number(level));
    // the common board's own h3, then its panels' h4s
    expect(headings.slice(0, 3)).toEqual([3, 4, 4]);
    expect(common).toMatch(/<h3 id="gb-sm-common-title" class="gb-sr">Common board<\/h3>/);
  });
});
