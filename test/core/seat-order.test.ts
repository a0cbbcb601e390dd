import { describe, expect, it } from "vitest";
import { drawSeatOrder, inSeatOrder } from "../../domain/core/seat-order";

describe("the seat order drawn from a match's seed", () => {
  it("is a permutation of the seated players that the same seed always draws again", () => {
    for (const players of [1, 2, 3, 4]) {
      const order = drawSeatOrder("a revealed seed", players);
      expect(order.slice().sort()).toEqual(Array.from({ length: players }, (_, i) => i));
      expect(drawSeatOrder("a revealed seed", players)).toEqual(order);
    }
  });

  it("lets each seated player start about equally often over many seeds", () => {
    const starts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) starts[drawSeatOrder(`seed ${i}`, 3)[0]]++;
    for (const count of starts) expect(Math.abs(count - 1000)).toBeLessThan(120);
  });

  it("puts the lobby's players in the drawn seats", () => {
    expect(inSeatOrder(["ada", "bea", "cy"], [2, 0, 1])).toEqual(["cy", "ada", "bea"]);
  });
});
