/** The bench's report: every table goes to the console and, as markdown, to docs/benchmarks.md. */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
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

type Rows = readonly object[];
/** A note under a section's heading; a function when it tells what the rows' run found. */
type Note = string | (() => string | Promise<string>);

/** Only the sections BENCH_ONLY names (titles separated by `|`), or every one when it is unset. */
export function onlyOf(env: NodeJS.ProcessEnv): Set<string> | null {
  const only = env.BENCH_ONLY?.split("|").map((title) => title.trim());
  return only && only.length > 0 ? new Set(only) : null;
}

/**
 * A report being written: sections in the order measured, each printed as it comes. With `only`,
 * the other sections are neither run nor written: the report then replaces those in the file.
 */
export function benchReport(only: Set<string> | null = null) {
  // each section's lines: its heading, notes and table
  const parts: string[][] = [];
  return {
    /** Whether this run measures the section. */
    wants: (title: string) => only === null || only.has(title),
    /** A table under its heading, with the lines that explain it: `rows` runs only when the section is wanted. */
    async section(title: string, rows: () => Rows | Promise<Rows>, ...notes: Note[]) {
      if (!this.wants(title)) return;
      const table = await rows();
      const said = await Promise.all(notes.map((note) => (typeof note === "string" ? note : note())));
      console.log(`\n${title}`);
      for (const note of said) console.log(note);
      console.table(table);
      parts.push([`## ${title}`, ...said, markdownTable(table)]);
    },
    /** A line after the last section written (a fault found, for instance). */
    note(text: string) {
      console.log(text);
      parts.at(-1)?.push(text);
    },
    /** The whole report in markdown, headed by the run's facts. */
    markdown(facts: string): string {
      return [
        "# Benchmarks",
        "Written by `npm run bench` (`test/bench/run.ts`); run it again rather than editing this file.",
        facts,
        ...parts.flat(),
      ].join("\n\n");
    },
    /**
     * An earlier report with this run's sections put in place of theirs (or after the rest), each
     * saying when and at which commit it was measured again.
     */
    splice(earlier: string, facts: string): string {
      let text = earlier.trimEnd();
      for (const [heading, ...rest] of parts) {
        const again = [heading, `Measured again alone (\`BENCH_ONLY\`):\n\n${facts}`, ...rest].join("\n\n");
        const start = text.indexOf(`\n${heading}\n`);
        if (start < 0) {
          text = `${text}\n\n${again}`;
          continue;
        }
        const next = text.indexOf("\n## ", start + heading.length + 1);
        text = `${text.slice(0, start + 1)}${again}${next < 0 ? "" : `\n${text.slice(next)}`}`;
      }
      return text;
    },
  };
}

/**
 * Writes the report's markdown, headed by this run's date, commit and machine; a run of some
 * sections only (BENCH_ONLY) replaces those in the file and leaves the rest as measured before.
 */
export function writeReport(report: ReturnType<typeof benchReport>, file: URL = REPORT): void {
  const facts = runFacts();
  const text = onlyOf(process.env)
    ? report.splice(readFileSync(file, "utf8"), facts)
    : report.markdown(facts);
  writeFileSync(file, `${text.trimEnd()}\n`);
  process.stderr.write(`\nwritten: ${file.pathname}\n`);
}
