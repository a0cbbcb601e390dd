import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM } from "../browser/harness";
import { useServer } from "./harness";

const page = (accept = "text/html,application/xhtml+xml") => ({ Accept: accept });

/** A stand-in for the web client's build: an index page, a script and a nested stylesheet. */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  writeFileSync(
    path.join(dir, "index.html"),
    "<!doctype html><title>client</title><script src=/app.js></script>",
  );
  writeFileSync(path.join(dir, "app.js"), "console.log('client')");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "style.css"), "body{margin:0}");
  return dir;
}

const api = useServer({ webDir: webBuild() });
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${api.url}${url}`, { headers });

describe("the web client on the API's origin", () => {
  it("is served at / with its files", async () => {
    const index = await get("/", page());
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await index.text()).toContain("<title>client</title>");
    const script = await get("/app.js");
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe("console.log('client')");
    expect((await get("/assets/style.css")).headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("answers its own routes with its index page when a browser asks for a page", async () => {
    const route = await get("/matches/m_3kTq9w", page());
    expect(route.status).toBe(200);
    expect(await route.text()).toContain("<title>client</title>");
    // not a page request: the API's 404 problem, not HTML
    expect((await get("/matches/m_3kTq9w", page("application/json"))).status).toBe(404);
    expect((await get("/missing.js")).status).toBe(404);
  });

  it("leaves the API's paths to the API, even for a browser", async () => {
    const unknown = await get("/v1/nothing-here", page());
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect((await get("/problems/nothing-here", page())).headers.get("content-type")).toMatch(
      /problem\+json/,
    );
    expect((await get("/openapi.json", page())).headers.get("content-type")).toMatch(/^application\/json/);
    expect(await (await get("/docs", page())).text()).toContain("/docs/scalar.js");
    const post = await fetch(`${api.url}/`, { method: "POST", headers: page() });
    expect(post.status).toBe(404);
  });

  it("serves nothing outside its folder", async () => {
    for (const outside of ["/..%2Fpackage.json", "/%2e%2e/package.json", "/assets/..%2F..%2Fpackage.json"]) {
      const reply = await get(outside);
      expect(reply.status, outside).toBe(404);
      expect(await reply.text()).not.toContain("async-board-games");
    }
  });

  it("sets the email links' page to its match route by default", () => {
    expect(api.server.deps.notify?.links.clientUrl).toBe(`${api.url}/matches/{matchId}`);
  });
});

describe("the reference page at /docs", () => {
  const script = readFileSync(
    createRequire(import.meta.url).resolve("@scalar/api-reference/browser/standalone.js"),
    "utf8",
  );

  it("names no other host: its script comes from this server, from the npm package", async () => {
    const html = await (await get("/docs")).text();
    expect(html).toContain('<script src="/docs/scalar.js">');
    expect(html.match(/https?:\/\/[^\s"'<>)]+/g) ?? []).toEqual([]);
    const served = await get("/docs/scalar.js");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await served.text()).toBe(script);
  });

  it("renders in a browser while every request stays on this server", async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    });
    try {
      const tab = await browser.newPage();
      const requested: string[] = [];
      tab.on("request", (request) => requested.push(request.url()));
      await tab.goto(`${api.url}/docs`);
      await tab.getByText("Register a player and receive their API key").first().waitFor({ timeout: 20_000 });
      // the page has drawn the document; give any late request (fonts, telemetry) time to show up
      await tab.waitForTimeout(2_000);
      const elsewhere = requested.filter(
        (url) => !url.startsWith(`${api.url}/`) && !/^(data|blob):/.test(url),
      );
      expect(elsewhere).toEqual([]);
      expect(requested).toContain(`${api.url}/openapi.json`);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
