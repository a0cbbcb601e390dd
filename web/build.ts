import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";
import { hashSource } from "../functions/http/security-headers";
import { STYLE_HASHES_FILE } from "../functions/web-client";
import { santaCruzCss } from "./src/games/santa-cruz/styles";
import { santaMariaCss } from "./src/games/santa-maria/styles";
import { sharedCss } from "./src/games/shared/styles";

/** The repository's root: paths below are relative to it, whatever the caller's working directory. */
const root = fileURLToPath(new URL("..", import.meta.url));
const entry = "web/src/main.tsx";
/** The site's icon, which the client's pages and the reference at /docs name. */
export const FAVICON = "favicon.svg";

/** The page that loads the bundle; every route of the client is this one page. */
function indexHtml(script: string, stylesheet: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Board games</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/${stylesheet}">
<script type="module" src="/${script}"></script>
</head>
<body>
<div id="app"></div>
<noscript>This client needs JavaScript; the API itself is described at /docs.</noscript>
</body>
</html>
`;
}

/** The text of each `<style>` element the boards draw: the client's policy allows each by its hash. */
const boardStyles = [sharedCss + santaCruzCss, sharedCss + santaMariaCss];

/** The entry's script and stylesheet, as esbuild named them (with their content hashes). */
function entryOutputs(metafile: Metafile, outdir: string): { script: string; stylesheet: string } {
  const [script, output] =
    Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entry) ??
    (() => {
      throw new Error(`esbuild wrote no output for ${entry}`);
    })();
  if (!output.cssBundle) throw new Error(`${entry} imports no stylesheet`);
  return { script: path.relative(outdir, script), stylesheet: path.relative(outdir, output.cssBundle) };
}

/**
 * Builds the web client into `outdir`: the minified bundle, its stylesheet, the `index.html` every
 * route serves, and the hashes of the boards' style elements for the pages' Content-Security-Policy. The games' sentences and rules engines (with zod) are chunks of their own, loaded
 * only by the match and replay pages.
 */
export async function buildWeb(outdir = "web/dist"): Promise<Metafile> {
  const target = path.resolve(root, outdir);
  // built beside the folder, then swapped in: a server already serving it never finds it half-built
  const dir = `${target}.building-${process.pid}`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outdir: dir,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    sourcemap: "linked",
    target: "es2022",
    jsx: "automatic",
    jsxImportSource: "preact",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    assetNames: "assets/[name]-[hash]",
    metafile: true,
    legalComments: "none",
    // zod's compiled fast path first probes `new Function`, which the pages' policy refuses: off, it never probes
    banner: { js: "(globalThis.__zod_globalConfig??={}).jitless=true;" },
    logLevel: "warning",
  });
  const { script, stylesheet } = entryOutputs(metafile, path.relative(root, dir));
  await writeFile(path.join(dir, "index.html"), indexHtml(script, stylesheet));
  await writeFile(path.join(dir, STYLE_HASHES_FILE), JSON.stringify(boardStyles.map(hashSource)));
  await copyFile(path.join(root, "web/src/favicon.svg"), path.join(dir, FAVICON));
  await swapIn(dir, target);
  return metafile;
}

/** Every file under `dir`, by its path inside it. */
async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Moves the new build's files into the served folder, its page last, then takes away what only the
 * old build had: every file the page names exists at every moment (the hashed names never collide).
 */
async function swapIn(built: string, target: string): Promise<void> {
  const files = await filesIn(built);
  const old = existsSync(target) ? await filesIn(target) : [];
  for (const file of [...files.filter((f) => f !== "index.html"), "index.html"]) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await rename(path.join(built, file), path.join(target, file));
  }
  const kept = new Set(files);
  for (const file of old) if (!kept.has(file)) await rm(path.join(target, file), { force: true });
  await rm(built, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildWeb(process.argv[2]);
