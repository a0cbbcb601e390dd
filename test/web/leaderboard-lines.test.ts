import { describe, expect, it } from "vitest";
import { appendedPage } from "../../web/src/pages/leaderboard-lines";

const line = (playerId: string, rating: number) => ({ playerId, rating });

describe("a leaderboard's pages, appended as the web page loads more", () => {
  it("list a player once when their rating fell below the last page's end between the pages", () => {
    const first = [line("p_a", 1812), line("p_b", 1700)];
    // p_a lost meanwhile: the next page, read after the cursor, holds them again
    const next = [line("p_c", 1650), line("p_a", 1600), line("p_d", 1550)];
    expect(appendedPage(first, next).map((l) => l.playerId)).toEqual(["p_a", "p_b", "p_c", "p_d"]);
  });

  it("append a page of new players whole, and start from nothing", () => {
    expect(appendedPage([], [line("p_a", 1)])).toEqual([line("p_a", 1)]);
    expect(appendedPage([line("p_a", 2)], [line("p_b", 1)]).length).toBe(2);
  });
});
