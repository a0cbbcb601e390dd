import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Scalar } from "@scalar/hono-api-reference";
import type { Hono } from "hono";
import type { Env } from "./auth";
import { docsPolicy, hashSource, securityHeaders } from "./security-headers";

export const SCRIPT_PATH = "/docs/scalar.js";
/** The script's file name beside the Lambda bundle (the stack copies it there). */
export const BUNDLED_SCRIPT = "scalar.js";

/** Scalar's browser bundle: beside the Lambda bundle (copied there at build), else from its package. */
async function readScript(): Promise<string> {
  try {
    return await readFile(new URL(`./${BUNDLED_SCRIPT}`, import.meta.url), "utf8");
  } catch {
    const file = createRequire(import.meta.url).resolve("@scalar/api-reference/browser/standalone.js");
    return readFile(file, "utf8");
  }
}

/** The text of each inline script of a page: the reference page's start-up script, which its policy allows by hash. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] as string);
}

/**
 * The interactive reference page at `/docs`, loading nothing from the internet: its script is
 * served here from the npm package, and Scalar's fonts, telemetry, agent, request proxy and developer bar are off.
 */
export function docsRoutes(app: Hono<Env>): void {
  let script: Promise<string> | null = null;
  // the page is Scalar's: its policy allows exactly the inline scripts it carries
  app.use("/docs", async (c, next) => {
    await next();
    const policy = docsPolicy(inlineScripts(await c.res.clone().text()).map(hashSource));
    for (const [name, value] of Object.entries(securityHeaders(policy))) c.res.headers.set(name, value);
  });
  app.get(
    "/docs",
    Scalar({
      url: "/openapi.json",
      cdn: SCRIPT_PATH,
      pageTitle: "Async board games API",
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      proxyUrl: "",
      // the renderer's own developer bar (deploy, share, configure) would show on localhost
      showDeveloperTools: "never",
      favicon: "/favicon.svg",
    }),
  );
  app.get(SCRIPT_PATH, async (c) => {
    // read once per process; a failed read is tried again on the next request
    script ??= readScript().catch((error) => {
      script = null;
      throw error;
    });
    return c.body(await script, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    });
  });
}
