import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { describe, expect, it } from "vitest";

const FUNCTIONS = join(import.meta.dirname, "../../functions");
/** The application layer: it speaks in refusals, and never reaches for HTTP. */
const APPLICATION = ["matches", "follow-ups", "inbound", "notify", "store", "requests", "tokens"];
const HTTP = ["http", "routes"];
/**
 * Edges a cycle may take, each with why it stays:
 * - deps.ts names the types of the notify services it carries (type imports only), and notify's
 *   functions take the whole dependency bag.
 */
const ALLOWED_IN_CYCLES = new Set(["deps.ts -> notify"]);

interface Import {
  from: string;
  to: string;
  line: string;
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
    .map((name) => join(folder, name));
}

/** Each relative import of a file (static, dynamic or re-export), as paths inside functions/. */
function importsOf(file: string): Import[] {
  const from = relative(FUNCTIONS, file).split("\\").join("/");
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => ({
    from,
    to: posix.normalize(posix.join(posix.dirname(from), m[1])),
    line: m[0],
  }));
}

/** A file's place in the graph: its folder under functions/, or itself when it lies at the top. */
function placeOf(path: string): string {
  const [first, ...rest] = path.split("/");
  return rest.length === 0 ? (first.endsWith(".ts") ? first : `${first}.ts`) : first;
}

const imports = sourcesUnder(FUNCTIONS).flatMap(importsOf);
const edges = new Map<string, Set<string>>();
for (const { from, to } of imports) {
  const [a, b] = [placeOf(from), placeOf(to)];
  if (a === b || to.startsWith("../")) continue;
  edges.set(a, (edges.get(a) ?? new Set()).add(b));
}

/** The first cycle found among the places, as its path; null when there is none. */
function cycleOf(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (place: string, path: string[]): string[] | null => {
    const seen = path.indexOf(place);
    if (seen >= 0) return [...path.slice(seen), place];
    if (done.has(place)) return null;
    for (const next of graph.get(place) ?? []) {
      if (ALLOWED_IN_CYCLES.has(`${place} -> ${next}`)) continue;
      const cycle = visit(next, [...path, place]);
      if (cycle) return cycle;
    }
    done.add(place);
    return null;
  };
  for (const place of graph.keys()) {
    const cycle = visit(place, []);
    if (cycle) return cycle;
  }
  return null;
}

const describeImport = (i: Import) => `${i.from}: ${i.line}`;

describe("the import graph of functions/", () => {
  it("reads the imports it judges", () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(edges.get("routes")).toContain("http");
  });

  it("has no import from the application layer into the HTTP layer", () => {
    const upward = imports.filter(
      (i) => APPLICATION.includes(placeOf(i.from)) && HTTP.includes(placeOf(i.to)),
    );
    expect(upward.map(describeImport)).toEqual([]);
  });

  it("has no import from store/ to anything outside it but domain/ (and packages)", () => {
    const outward = imports.filter(
      (i) => placeOf(i.from) === "store" && placeOf(i.to) !== "store" && !i.to.startsWith("../domain/"),
    );
    expect(outward.map(describeImport)).toEqual([]);
  });

  it("has no import cycle among its folders and top-level files", () => {
    const cycle = cycleOf(edges);
    expect(cycle?.join(" -> ") ?? "no cycle").toBe("no cycle");
  });

  it("finds a cycle and names its path", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    expect(cycleOf(graph)).toEqual(["a", "b", "c", "a"]);
  });
});
