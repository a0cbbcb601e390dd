import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staticSite } from "../../functions/http/static-site";
import { STYLE_HASHES_FILE } from "../../functions/web-client";

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The style sources the page's Content-Security-Policy allows. */
async function allowedStyles(serve: (request: Request) => Promise<Response | null>): Promise<string> {
  const page = await serve(new Request("http://localhost/", { headers: { Accept: "text/html" } }));
  const policy = page?.headers.get("Content-Security-Policy") ?? "";
  return /style-src ([^;]*)/.exec(policy)?.[1] ?? "";
}

describe("the web client served from its build folder", () => {
  it("allows the styles of the build in the folder now, after a rebuild under the running server too", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "site-"));
    await writeFile(path.join(dir, "index.html"), "<!doctype html><title>t</title>");
    const hashes = path.join(dir, STYLE_HASHES_FILE);
    await writeFile(hashes, JSON.stringify(["'sha256-first+build='"]));
    const serve = staticSite(dir);
    expect(await allowedStyles(serve)).toContain("'sha256-first+build='");

    // a rebuild lists other hashes: the next page allows them, not the old build's
    await writeFile(hashes, JSON.stringify(["'sha256-second+build='"]));
    const later = new Date(Date.now() + 5_000);
    await utimes(hashes, later, later);
    const styles = await allowedStyles(serve);
    expect(styles).toContain("'sha256-second+build='");
    expect(styles).not.toContain("'sha256-first+build='");
  });
});
