import "./page-globals";
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { Outcome } from "../../web/src/match/outcome";
import type { Match } from "../../web/src/match/use-match";

/** The end of a finished match as the page draws it, for the seat `you` with these standings. */
function ended(
  standings: { seat: number; score: number; place: number; resigned?: true }[],
  you: number | null,
) {
  const match = { status: "finished", yourSeat: you, result: { standings } } as unknown as Match;
  return renderToString(h(Outcome, { match, names: ["Ada", "Bea", "Cy"] })).replace(/<[^>]+>/g, "|");
}

describe("a finished match's outcome", () => {
  it("names the winner, or you, then every seat's place, a resigned seat last", () => {
    const standings = [
      { seat: 1, score: 34, place: 1 },
      { seat: 0, score: 40, place: 2, resigned: true as const },
    ];
    expect(ended(standings, 0)).toContain("The match is over. Bea won.");
    expect(ended(standings, 0)).toContain("1. Bea: 34 points");
    expect(ended(standings, 0)).toContain("2. You: resigned");
    expect(ended(standings, 1)).toContain("The match is over. You won.");
  });

  it("says a shared first place as shared, and names no winner at a table of one", () => {
    const tied = [
      { seat: 0, score: 30, place: 1 },
      { seat: 2, score: 30, place: 1 },
      { seat: 1, score: 20, place: 3 },
    ];
    expect(ended(tied, null)).toContain("Ada and Cy share first place.");
    const solo = ended([{ seat: 0, score: 52, place: 1 }], 0);
    expect(solo).toContain("The match is over.|");
    expect(solo).not.toMatch(/won/);
    expect(solo).toContain("1. You: 52 points");
    expect(ended([{ seat: 0, score: 1, place: 1 }], 0)).toContain("1. You: 1 point|");
  });
});
