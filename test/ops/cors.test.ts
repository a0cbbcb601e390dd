import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corsPolicy } from "../../functions/http/cors";
import { type LocalServer, startLocal } from "../../functions/local-server";
import { newPlayer, useServer } from "../api/harness";
import { launch } from "../browser/harness";

const document = JSON.parse(readFileSync(new URL("../../openapi/openapi.json", import.meta.url), "utf8"));
const listed = "https://board.example";
const clientPage = "http://127.0.0.1:5173/matches/{matchId}";
const api = useServer({ corsOrigins: [listed], clientUrl: clientPage });

/** What a browser sends before a cross-origin request with an API key and a JSON body. */
function preflight(origin: string, method = "POST") {
  return fetch(`${api.url}/v1/matches`, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": method,
      "Access-Control-Request-Headers": "authorization,content-type,idempotency-key",
    },
  });
}

describe("the CORS policy: an allow-list of origins", () => {
  it("answers a preflight from a listed origin with what it may send, for an hour", async () => {
    const res = await preflight(listed);
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(listed);
    expect(res.headers.get("access-control-allow-methods")).toBe("GET,POST,PUT,PATCH,DELETE");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase().split(",")).toEqual(
      expect.arrayContaining([
        "authorization",
        "content-type",
        "idempotency-key",
        "if-match",
        "if-none-match",
      ]),
    );
    expect(res.headers.get("access-control-max-age")).toBe(String(corsPolicy.maxAgeSeconds));
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/Origin/);
  });

  it("allows the web client page's origin and the public URL's, with no configuration", async () => {
    for (const origin of ["http://127.0.0.1:5173", api.url]) {
      expect((await preflight(origin)).headers.get("access-control-allow-origin")).toBe(origin);
    }
  });

  it("gives any other origin no CORS header, neither on the preflight nor on the answer", async () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "https://board.example.evil.test",
      "http://board.example",
    ]) {
      expect((await preflight(origin)).headers.get("access-control-allow-origin")).toBeNull();
      const res = await fetch(`${api.url}/v1/games`, { headers: { Origin: origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("vary")).toMatch(/Origin/);
    }
  });

  it("lets a listed origin read answers, problems too, and the headers a client needs", async () => {
    const games = await fetch(`${api.url}/v1/games`, { headers: { Origin: listed } });
    expect(games.headers.get("access-control-allow-origin")).toBe(listed);
    // every answer header the document declares, but those a browser's script reads anyway
    const declared = new Set<string>();
    JSON.stringify(document, (key, value) => {
      if (key === "headers" && value && typeof value === "object" && !Array.isArray(value))
        for (const name of Object.keys(value)) declared.add(name);
      return value;
    });
    const safelisted = ["Cache-Control", "Content-Language", "Content-Length", "Content-Type", "Expires"];
    const read = [...declared].filter((name) => !safelisted.includes(name));
    expect(read).toEqual(expect.arrayContaining(["ETag", "RateLimit", "Deprecation"]));
    expect(games.headers.get("access-control-expose-headers")?.split(",")).toEqual(
      expect.arrayContaining(read),
    );
    const refused = await fetch(`${api.url}/v1/me`, {
      headers: { Origin: listed, Authorization: "Bearer x.y" },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("access-control-allow-origin")).toBe(listed);
  });
});

describe("a browser page on another origin", () => {
  let browser: Browser;
  let server: LocalServer;
  const pages: Server[] = [];
  const origins: string[] = [];
  /** Serves an empty page on a port of its own: a web client on another origin. */
  async function otherOrigin(): Promise<string> {
    const page = createServer((_, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>other</title>"),
    );
    pages.push(page);
    await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  }
  beforeAll(async () => {
    origins.push(await otherOrigin(), await otherOrigin());
    server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 0, corsOrigins: [origins[0]] });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    for (const page of pages) page.close();
  });

  /** Calls GET /v1/me from a page at `origin` in Chromium, as a client on that origin would. */
  async function callFrom(origin: string, apiKey: string) {
    const page = await browser.newPage();
    await page.goto(origin);
    const result = await page.evaluate(
      async ([url, key]) => {
        try {
          const res = await fetch(`${url}/v1/me`, { headers: { Authorization: `Bearer ${key}` } });
          const body = await res.json();
          return { status: res.status, name: body.name, requestId: res.headers.get("X-Request-Id") };
        } catch (error) {
          return { refused: String(error) };
        }
      },
      [server.url, apiKey],
    );
    await page.close();
    return result;
  }

  it("reads the API when its origin is listed, and is refused by the browser when not", async () => {
    const ada = await newPlayer(server.url, "Ada");
    const [listedPage, unlistedPage] = origins;
    expect(await callFrom(listedPage, ada.apiKey as string)).toEqual({
      status: 200,
      name: "Ada",
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await callFrom(unlistedPage, ada.apiKey as string)).toEqual({
      refused: expect.stringContaining("Failed to fetch"),
    });
  });
});
