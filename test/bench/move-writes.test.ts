import { describe, expect, it } from "vitest";
import type { MoveCosts } from "./move-costs";
import { writeBreakdown } from "./move-writes";

const costs = (atScreen: boolean, moves: number, wcuByKind: Record<string, number>) =>
  ({ game: "toy", seats: 4, atScreen, moves, wcuByKind }) as MoveCosts;

describe("where a move's WCU go", () => {
  it("tells each item kind's and index's WCU per move, dearest first, and their sum", () => {
    const rows = writeBreakdown([
      costs(true, 10, { "MATCH/M": 5, DELIVERY: 20, "DELIVERY → byWork": 30 }),
      costs(false, 5, { "MATCH/M": 5 }),
    ]);
    expect(rows.map((r) => r["item kind → WCU per move"])).toEqual([
      "DELIVERY → byWork",
      "DELIVERY",
      "MATCH/M",
      "all",
    ]);
    expect(rows.at(-1)).toEqual({
      "item kind → WCU per move": "all",
      "toy (4, at the screen)": "5.50",
      "toy (4, by email)": "1.00",
    });
    expect(rows[0]["toy (4, by email)"]).toBe("0.00");
  });
});
