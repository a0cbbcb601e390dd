import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const functions = join(root, "functions");
const store = join(functions, "store");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The key prefixes the store writes (`MATCH#…`, `M#…`), read from its own sources. */
function storePrefixes(): string[] {
  const found = sources(store).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/["`]([A-Z]{1,12})#/g)].map((m) => m[1]),
  );
  return [...new Set(found)];
}

describe("keys stay in the store", () => {
  it("finds the store's key prefixes where it writes them", () => {
    expect(storePrefixes()).toEqual(expect.arrayContaining(["PLAYER", "MATCH", "M", "N", "RETRY", "WORK"]));
  });

  it("lets no file of functions/ outside store/ name a key attribute or a key prefix", () => {
    const prefixes = storePrefixes().join("|");
    const forbidden = new RegExp(`\\b(pk|sk|gsi[12](pk|sk))\\b|["\`](${prefixes})#`);
    const offending = sources(functions)
      .filter((file) => !file.startsWith(`${store}/`))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) =>
            forbidden.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offending).toEqual([]);
  });
});
