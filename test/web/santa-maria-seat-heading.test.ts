import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import type { View } from "../../web/src/games/santa-maria/types";
import { randomGame } from "../santa-maria/random-games";
import { boardHtml } from "./santa-maria-board-html";

/** What a screen reader reads of each seat's heading: the text without what is hidden from it. */
function headingsRead(view: View): string[] {
  const html = boardHtml(view, ["Ada", "Bea"]);
  return [...html.matchAll(/<h3>(.*?)<\/h3>/g)]
    .map(([, inner]) => inner as string)
    .filter((inner) => inner.includes("gb-score"))
    .map((inner) =>
      inner
        .replace(/<span aria-hidden="true">.*?<\/span><span class="gb-sr">/, '<span class="gb-sr">')
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    );
}

describe("a Santa Maria seat's heading", () => {
  it("reads each number once, with its word: name, points, coins", () => {
    const { steps } = randomGame("heading-a", 2, { blueDice: "personal", colonies: "random" });
    // midway: points and coins differ from seat to seat
    const midway = steps[Math.floor(steps.length / 2)];
    if (!midway) throw new Error("the game has no steps");
    const view = santaMaria.view(midway.after, 0) as unknown as View;
    const read = headingsRead(view);
    expect(read).toHaveLength(2);
    for (const seat of view.seats) {
      const points = `${seat.points} ${seat.points === 1 ? "point" : "points"}`;
      const coins = `${seat.coins} ${seat.coins === 1 ? "coin" : "coins"}`;
      expect(read).toContainEqual(
        expect.stringMatching(new RegExp(`^(Ada \\(you\\)|Bea) ${points}, ${coins}$`)),
      );
    }
  });
});
