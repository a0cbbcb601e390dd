import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildWeb, FAVICON } from "../../web/build";
import { useServer } from "../api/harness";

const api = useServer();

describe("the site's icon", () => {
  it("is written into the client's build and named by its page, so no browser asks for a missing favicon", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "web-icon-"));
    try {
      await buildWeb(dir);
      const icon = await readFile(path.join(dir, FAVICON), "utf8");
      expect(icon).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const index = await readFile(path.join(dir, "index.html"), "utf8");
      expect(index).toContain(`<link rel="icon" href="/${FAVICON}" type="image/svg+xml">`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the reference page at /docs", () => {
  it("switches off the renderer's own promotion bar (deploy, share, configure) and names the site's icon", async () => {
    const html = await (await fetch(`${api.url}/docs`)).text();
    expect(html).toMatch(/"showDeveloperTools":\s*"never"/);
    expect(html).toMatch(new RegExp(`"favicon":\\s*"/${FAVICON}"`));
  });
});
