import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildWeb } from "../../web/build";

/** The files the build's page names: its script and stylesheet. */
async function named(dir: string): Promise<string[]> {
  const index = await readFile(path.join(dir, "index.html"), "utf8");
  return [...index.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
}

describe("npm start rebuilding the web client", () => {
  it("a server serving the build while another start rebuilds it always finds a whole build", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "web-swap-"));
    const dir = path.join(parent, "dist");
    try {
      await buildWeb(dir);
      let looks = 0;
      let building = true;
      const rebuilt = buildWeb(dir).finally(() => {
        building = false;
      });
      while (building) {
        // what a request would read now: the page, then each file it names
        const page = await named(dir);
        expect(page.length).toBe(2);
        for (const file of page) expect(existsSync(path.join(dir, file)), file).toBe(true);
        looks++;
      }
      await rebuilt;
      expect(looks).toBeGreaterThan(0);
      // nothing left beside it, and in it only what its page and chunks use: the old build's hashed files are gone
      expect(await readdir(parent)).toEqual(["dist"]);
      const scripts = (await readdir(dir, { recursive: true })).filter((f) => /^main-.*\.js$/.test(f));
      expect(scripts).toHaveLength(1);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 60_000);
});
