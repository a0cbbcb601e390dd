import path from "node:path";
import { describe, expect, it } from "vitest";
import { unsubscribeToken } from "../../functions/tokens/unsubscribe";
import { buildWeb } from "../../web/build";
import { newPlayer, useServer } from "../api/harness";
import { tempFolder } from "../temp-folders";

const webDir = path.join(tempFolder("web-headers"), "dist");
await buildWeb(webDir);
const api = useServer({ webDir });

const asPage = { Accept: "text/html,application/xhtml+xml" };

/** A Content-Security-Policy as its directives, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "").split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name as string, sources];
    }),
  );
}

/** What every answer carries: no framing (old and new header), no referrer, no sniffing, no browser features. */
function expectLockedDown(answer: Response, url: string): Map<string, string[]> {
  const csp = directives(answer.headers.get("content-security-policy"));
  expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
  expect(csp.get("base-uri"), url).toEqual(["'none'"]);
  expect(csp.get("object-src") ?? csp.get("default-src"), url).toEqual(["'none'"]);
  expect(answer.headers.get("x-frame-options"), url).toBe("DENY");
  expect(answer.headers.get("referrer-policy"), url).toBe("no-referrer");
  expect(answer.headers.get("x-content-type-options"), url).toBe("nosniff");
  expect(answer.headers.get("permissions-policy"), url).toMatch(/camera=\(\).*geolocation=\(\)/);
  return csp;
}

describe("pages can be neither framed nor made to run injected scripts", () => {
  it("serves the client's index, at every client route, with only its own scripts and its build's style hashes", async () => {
    for (const route of ["/", "/matches/m_3kTq9w", "/account"]) {
      const answer = await fetch(`${api.url}${route}`, { headers: asPage });
      expect(answer.headers.get("content-type"), route).toMatch(/^text\/html/);
      const csp = expectLockedDown(answer, route);
      expect(csp.get("script-src"), route).toEqual(["'self'"]);
      expect(csp.get("style-src")?.[0], route).toBe("'self'");
      expect(csp.get("style-src")?.slice(1), route).toEqual(
        expect.arrayContaining([expect.stringMatching(/^'sha256-/)]),
      );
      expect(answer.headers.get("content-security-policy"), route).not.toContain("unsafe");
    }
    const html = await (await fetch(`${api.url}/`, { headers: asPage })).text();
    const script = html.match(/src="(\/main-[^"]+\.js)"/)?.[1];
    expectLockedDown(await fetch(`${api.url}${script}`), script ?? "the bundle");
  });

  it("serves /docs with its one inline start-up script allowed by hash, never 'unsafe-inline' for scripts", async () => {
    const answer = await fetch(`${api.url}/docs`, { headers: asPage });
    const csp = expectLockedDown(answer, "/docs");
    const scripts = csp.get("script-src") ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1)).toEqual([expect.stringMatching(/^'sha256-[\w+/=]+'$/)]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("serves the unsubscribe page with no script at all", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const player = await api.server.deps.store.getPlayer(ada.id);
    if (!player) throw new Error("Ada is not stored");
    const url = `/v1/unsubscribe?token=${unsubscribeToken(api.server.deps, player)}`;
    const answer = await fetch(`${api.url}${url}`, { headers: asPage });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = expectLockedDown(answer, url);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.has("script-src")).toBe(false);
  });

  it("answers the API's JSON and problems with a policy that lets nothing load or run", async () => {
    for (const url of ["/v1/games", "/openapi.json", "/v1/nothing-here", "/v1/me"]) {
      const answer = await fetch(`${api.url}${url}`);
      const csp = expectLockedDown(answer, url);
      expect(csp.get("default-src"), url).toEqual(["'none'"]);
      expect([...csp.keys()], url).not.toContain("script-src");
    }
  });
});
