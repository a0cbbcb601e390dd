import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const pages = ["README.md", "web/README.md", ...readdirSync(new URL("docs/", root)).map((f) => `docs/${f}`)];

/** Each relative link of a page, as `page -> target`, its #fragment left off. */
function relativeLinks(page: string): string[] {
  const text = readFileSync(new URL(page, root), "utf8");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1].split("#")[0])
    .filter((target) => target !== "" && !/^[a-z]+:/.test(target))
    .map((target) => `${page} -> ${target}`);
}

/** Folders a build or a test run makes (.gitignore's): a fresh clone has none of them yet. */
const made = readFileSync(new URL(".gitignore", root), "utf8")
  .split("\n")
  .filter((line) => line.endsWith("/") && line.includes("/") && !line.startsWith("."));
const exists = (path: string) =>
  existsSync(new URL(path, root)) || made.some((folder) => `${path}/`.startsWith(folder));

describe("the README and docs/", () => {
  it("link only to files that exist", () => {
    const links = pages.flatMap(relativeLinks);
    expect(links.length).toBeGreaterThan(20);
    const broken = links.filter((link) => {
      const [page, target] = link.split(" -> ");
      return !existsSync(new URL(target, new URL(page, root)));
    });
    expect(broken).toEqual([]);
  });

  it("name only source paths that exist", () => {
    const named = pages.flatMap((page) =>
      [
        ...readFileSync(new URL(page, root), "utf8").matchAll(
          /`((?:domain|functions|web|infra|test|openapi)\/[\w./-]+)`/g,
        ),
      ].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !exists(path))).toEqual([]);
  });
});
