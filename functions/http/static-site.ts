import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { clientStyleHashes, STYLE_HASHES_FILE } from "../web-client";
import { clientPolicy, securityHeaders } from "./security-headers";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Paths the API answers: never a file of the site, never its index page. */
const API_PATHS = /^\/(v1\/|docs(\/|$)|openapi\.json$|problems\/)/;

/** The file under `dir` that a URL path names, or null when it names none (or leaves `dir`). */
async function fileFor(dir: string, urlPath: string): Promise<string | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(dir, relative.endsWith("/") ? `${relative}index.html` : relative);
  if (!file.startsWith(`${dir}${path.sep}`)) return null;
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? file : null;
}

async function answerWith(file: string, method: string, headers: Record<string, string>): Promise<Response> {
  const body = method === "HEAD" ? null : await readFile(file);
  return new Response(body, {
    headers: {
      "Content-Type": contentTypes[path.extname(file)] ?? "application/octet-stream",
      // the local build keeps its file names: ask again each time, cheap on loopback
      "Cache-Control": "no-cache",
      ...headers,
    },
  });
}

/**
 * The client's security headers for the build now in `root`, made again when a new build lists other
 * style hashes: a client rebuilt under a running server keeps its styles.
 */
function buildHeaders(root: string): () => Promise<Record<string, string>> {
  let made: { stamp: number; headers: Record<string, string> } | null = null;
  return async () => {
    const stamp = (await stat(path.join(root, STYLE_HASHES_FILE)).catch(() => null))?.mtimeMs ?? 0;
    if (made?.stamp !== stamp)
      made = { stamp, headers: securityHeaders(clientPolicy(clientStyleHashes(root))) };
    return made.headers;
  };
}

/**
 * The web client served from its build folder on the API's origin: its files, and its index page
 * for the client's own routes (a single-page app) when a browser asks for a page. Answers null for
 * anything else, which the API then answers. Every file leaves with the client's security headers,
 * its policy allowing the build's own style elements.
 */
export function staticSite(dir: string): (request: Request) => Promise<Response | null> {
  const root = path.resolve(dir);
  const headers = buildHeaders(root);
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (!["GET", "HEAD"].includes(request.method) || API_PATHS.test(pathname)) return null;
    const file = await fileFor(root, pathname);
    if (file) return answerWith(file, request.method, await headers());
    const wantsPage = request.headers.get("Accept")?.includes("text/html") ?? false;
    const index = wantsPage ? await fileFor(root, "/index.html") : null;
    return index ? answerWith(index, request.method, await headers()) : null;
  };
}
