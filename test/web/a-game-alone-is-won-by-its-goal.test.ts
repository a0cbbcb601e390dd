import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import type { View } from "../../web/src/games/santa-maria/types";
import { randomGame } from "../santa-maria/random-games";
import { boardHtml, content } from "./santa-maria-board-html";

const goal = content.board.solo.win;

/** The whole board, as drawn for the one seat. */
const boardOf = (view: View, lang: "en" | "de" = "en") => boardHtml(view, ["Dora"], lang, true);

/** The final standings of a game played alone, as the board draws them. */
function standingsOf(view: View, lang: "en" | "de" = "en"): string {
  const html = boardOf(view, lang);
  return html.slice(html.indexOf("gb-standings"), html.indexOf("</section>", html.indexOf("gb-standings")));
}

describe("a Santa Maria game played alone", () => {
  it("calls the player the winner only at the rules' 100 points, and says so either way", () => {
    const { final } = randomGame("alone-a", 1, { blueDice: "personal", colonies: "random" });
    const view = santaMaria.view(final, 0) as unknown as View;
    const points = view.seats[0]?.points ?? 0;
    expect(points).toBeLessThan(goal);
    const lost = standingsOf(view);
    expect(lost).not.toContain("Winner");
    expect(lost).toContain(`Not won: a game alone is won with ${goal} points or more.`);
    expect(standingsOf(view, "de")).toContain(
      `Nicht gewonnen: Allein gewinnt man mit ${goal} oder mehr Punkten.`,
    );

    const won = { ...view, solo: { win: true, achievements: ["theocracy"] } } as View;
    const shown = standingsOf(won);
    expect(shown).toContain("Winner");
    expect(shown).toContain(`Won: a game alone is won with ${goal} points or more.`);
    expect(shown).toContain("Achievements: Theocracy");
  });

  it("tells no year's dice or costs once the game is over", () => {
    const { final } = randomGame("alone-a", 1, { blueDice: "personal", colonies: "random" });
    const html = boardOf(santaMaria.view(final, 0) as unknown as View);
    expect(html).not.toContain("left this year");
    expect(html).not.toContain("next activation");
  });
});
