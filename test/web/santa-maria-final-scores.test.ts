import "./page-globals";
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import { FinalScores } from "../../web/src/games/santa-maria/final-scores";
import type { View } from "../../web/src/games/santa-maria/types";
import { words } from "../../web/src/games/santa-maria/words";
import { randomGame } from "../santa-maria/random-games";

/** The final scoring table's body rows as the page draws them: each row's numbers, in column order. */
function rowsOf(html: string): number[][] {
  const body = html.slice(html.indexOf("<tbody>"));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    [...(row as string).matchAll(/<td>(-?\d+)<\/td>/g)].map(([, n]) => Number(n)),
  );
}

describe("Santa Maria's final scoring table", () => {
  it("adds up: the points scored in play and those of each kind at the end make every seat's total", () => {
    for (const seed of ["final-a", "final-bb", "final-ccc"]) {
      const { final } = randomGame(seed, 3, { blueDice: "personal", colonies: "random" });
      const view = santaMaria.view(final, null) as unknown as View;
      const html = renderToString(h(FinalScores, { view, names: ["Ada", "Bea", "Cy"], w: words("en") }));
      expect(html).toContain("During play");
      const rows = rowsOf(html);
      expect(rows).toHaveLength(3);
      for (const [seat, row] of rows.entries()) {
        // the total first, in sight on a phone before the table scrolls
        const total = row[0] as number;
        expect(total).toBe(view.seats[seat]?.points);
        expect(row.slice(1).reduce((sum, n) => sum + n, 0)).toBe(total);
      }
      // the years score too: a table of the end alone would not add up for some seat
      expect(rows.some((row) => (row[1] as number) !== 0)).toBe(true);
    }
  });
});
