import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { hostedGames } from "../../domain/games";

const root = join(import.meta.dirname, "../..");

/** The source a game's id may appear in as a string: its own folders and the two lists. */
const scanned = ["domain", "functions", "web/src", "infra"];
const lists = ["domain/games.ts", "web/src/games/index.ts"];
const ownFolders = (id: string) => [`domain/${id}/`, `web/src/games/${id}/`];
/** Generated from the OpenAPI document, which names the games by the service's own lists. */
const generated = ["web/src/api/schema.d.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, dir, file)));
}

/** Where a string literal names the id: a quote right before it, and no more of a name after it. */
function namings(id: string, file: string): string[] {
  const literal = new RegExp(`["'\`]${id.replace(/[-.]/g, "\\$&")}(?![a-z0-9-])`);
  return readFileSync(join(root, file), "utf8")
    .split("\n")
    .flatMap((line, i) => (literal.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe("game ids", () => {
  const files = scanned.flatMap(sourceFiles).filter((file) => !generated.includes(file));

  it("finds the source it scans", () => {
    expect(files).toContain("domain/games.ts");
    expect(files.some((file) => file.startsWith("web/src/"))).toBe(true);
  });

  // adding a game is its folders and one entry in each list: nothing else may name it
  for (const { listing } of hostedGames) {
    it(`names ${listing.id} as a string only in its own folders and the lists`, () => {
      const elsewhere = files.filter(
        (file) => !lists.includes(file) && !ownFolders(listing.id).some((folder) => file.startsWith(folder)),
      );
      expect(elsewhere.flatMap((file) => namings(listing.id, file))).toEqual([]);
    });
  }

  it("sees an id written as a string", () => {
    expect(namings(hostedGames[0].listing.id, "domain/games.ts")).toEqual([]);
    const own = `domain/${hostedGames[0].listing.id}/listing.ts`;
    expect(namings(hostedGames[0].listing.id, own)).toHaveLength(1);
  });
});
