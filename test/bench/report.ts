/** The bench's report: every table goes to the console and, as markdown, to docs/benchmarks.md. */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, platform, release } from "node:os";

const REPORT = new URL("../../docs/benchmarks.md", import.meta.url);

/** One table cell: pipes escaped and line breaks flattened, so a cell never splits its row. */
function cell(value: unknown): string {
  const text =
    value === undefined || value === null
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  return text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

/** Rows as a markdown table, its columns every key the rows hold, in the order first seen. */
export function markdownTable(rows: readonly object[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) return "(no rows)";
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    line(columns.map(cell)),
    line(columns.map(() => "---")),
    ...rows.map((row) => line(columns.map((column) => cell((row as Record<string, unknown>)[column])))),
  ].join("\n");
}

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

/** The BENCH_* settings of this run, or that it ran with the defaults. */
export function effortOf(env: NodeJS.ProcessEnv): string {
  const set = Object.entries(env)
    .filter(([name]) => name.startsWith("BENCH_"))
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return set.length === 0 ? "the defaults" : set.join(" ");
}

/** When, at which commit, on what machine and with what effort the figures were measured. */
export function runFacts(now = new Date()): string {
  const dirty = git("status", "--porcelain") === "" ? "" : " (dirty: uncommitted changes)";
  const cores = cpus();
  return [
    `- date: ${now.toISOString()}`,
    `- commit: ${git("rev-parse", "--short", "HEAD")}${dirty}`,
    `- machine: ${platform()} ${release()}, ${cores[0]?.model.trim() ?? "unknown CPU"}, ${cores.length} cores, Node ${process.version}`,
    `- effort: ${effortOf(process.env)}`,
  ].join("\n");
}

/** A report being written: sections in the order measured, each printed as it comes. */
export function benchReport() {
  const parts: string[] = [];
  return {
    /** A table under its heading, with the lines that explain it. */
    section(title: string, rows: readonly object[], ...notes: string[]) {
      console.log(`\n${title}`);
      for (const note of notes) console.log(note);
      console.table(rows);
      parts.push(`## ${title}`, ...notes, markdownTable(rows));
    },
    /** A line after the last section (a fault found, for instance). */
    note(text: string) {
      console.log(text);
      parts.push(text);
    },
    /** The whole report in markdown, headed by the run's facts. */
    markdown(facts: string): string {
      return [
        "# Benchmarks",
        "Written by `npm run bench` (`test/bench/run.ts`); run it again rather than editing this file.",
        facts,
        ...parts,
      ].join("\n\n");
    },
  };
}

/** Writes the report's markdown, headed by this run's date, commit and machine. */
export function writeReport(report: ReturnType<typeof benchReport>, file: URL = REPORT): void {
  writeFileSync(file, `${report.markdown(runFacts())}\n`);
  process.stderr.write(`\nwritten: ${file.pathname}\n`);
}
