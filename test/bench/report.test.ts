import { describe, expect, it, vi } from "vitest";
import { benchReport, effortOf, markdownTable } from "./report";

describe("the bench's markdown report", () => {
  it("renders rows as a markdown table, every column any row has, pipes escaped", () => {
    const table = markdownTable([
      { game: "a | b", games: 3 },
      { game: "c\nd", ratio: "1.2 / 1.3" },
    ]);
    expect(table.split("\n")).toEqual([
      "| game | games | ratio |",
      "| --- | --- | --- |",
      "| a \\| b | 3 |  |",
      "| c d |  | 1.2 / 1.3 |",
    ]);
  });

  it("puts each section's heading, notes and table after the run's facts", () => {
    const report = benchReport();
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "table").mockImplementation(() => {});
    report.section("Engines", [{ players: 2 }], "Games per second.");
    vi.restoreAllMocks();
    expect(report.markdown("- commit: abc1234")).toBe(
      [
        "# Benchmarks",
        "Written by `npm run bench` (`test/bench/run.ts`); run it again rather than editing this file.",
        "- commit: abc1234",
        "## Engines",
        "Games per second.",
        "| players |\n| --- |\n| 2 |",
      ].join("\n\n"),
    );
  });

  it("names the run's BENCH_ settings, or the defaults", () => {
    expect(effortOf({ HOME: "/root", BENCH_ROUNDS: "1", BENCH_SECONDS: "0.2" })).toBe(
      "BENCH_ROUNDS=1 BENCH_SECONDS=0.2",
    );
    expect(effortOf({ HOME: "/root" })).toBe("the defaults");
  });
});
