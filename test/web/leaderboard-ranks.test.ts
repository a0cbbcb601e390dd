import { describe, expect, it } from "vitest";
import { ranksOf } from "../../web/src/pages/leaderboard-ranks";

describe("the leaderboard's ranks", () => {
  it("equal ratings share a rank, and the next counts every line above it (1, 2, 2, 4)", () => {
    const lines = [1700, 1650.5, 1650.5, 1600, 1600, 1600, 1500].map((rating) => ({ rating }));
    expect(ranksOf(lines)).toEqual([1, 2, 2, 4, 4, 4, 7]);
    expect(ranksOf([])).toEqual([]);
  });
});
