import { describe, expect, it, vi } from "vitest";
import { benchReport, effortOf, markdownTable, onlyOf } from "./report";

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

  it("puts each section's heading, notes and table after the run's facts", async () => {
    const report = benchReport();
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "table").mockImplementation(() => {});
    await report.section("Engines", () => [{ players: 2 }], "Games per second.");
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

  it("runs only the sections BENCH_ONLY names, and puts them in place of theirs in the earlier report, the rest as measured before", async () => {
    const only = onlyOf({ BENCH_ONLY: "Speed | Emails" });
    expect(only).toEqual(new Set(["Speed", "Emails"]));
    expect(onlyOf({})).toBeNull();
    const report = benchReport(only);
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "table").mockImplementation(() => {});
    let engines = 0;
    await report.section("Engines", () => {
      engines++;
      return [{ players: 2 }];
    });
    await report.section(
      "Speed",
      () => [{ p95: 290 }],
      async () => "Timed again.",
    );
    await report.section("Emails", () => [{ reads: 4 }]);
    vi.restoreAllMocks();
    expect(engines).toBe(0);
    const earlier = [
      "# Benchmarks",
      "- commit: old",
      "## Engines",
      "| players |\n| --- |\n| 2 |",
      "## Speed",
      "Timed.",
      "| p95 |\n| --- |\n| 640 |",
      "## Bundles",
      "| KB |\n| --- |\n| 584 |",
    ].join("\n\n");
    expect(report.splice(earlier, "- commit: new")).toBe(
      [
        "# Benchmarks",
        "- commit: old",
        "## Engines",
        "| players |\n| --- |\n| 2 |",
        "## Speed",
        "Measured again alone (`BENCH_ONLY`):\n\n- commit: new",
        "Timed again.",
        "| p95 |\n| --- |\n| 290 |",
        "## Bundles",
        "| KB |\n| --- |\n| 584 |",
        "## Emails",
        "Measured again alone (`BENCH_ONLY`):\n\n- commit: new",
        "| reads |\n| --- |\n| 4 |",
      ].join("\n\n"),
    );
  });
});
