import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where the web client's build lives: served by `npm start`, deployed by the CDK stack. */
export const webDist = fileURLToPath(new URL("../web/dist", import.meta.url));

/** The build's list of CSP hash sources for the `<style>` elements its pages draw. */
export const STYLE_HASHES_FILE = "style-hashes.json";

/** The style hashes a build lists; none for a build without the list, whose pages then draw no inline style. */
export function clientStyleHashes(dir: string): string[] {
  const file = path.join(dir, STYLE_HASHES_FILE);
  if (!existsSync(file)) return [];
  const hashes: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === "string" && /^'sha256-[\w+/=]+'$/.test(h)))
    throw new Error(`${file} is not a list of 'sha256-…' sources: build the web client again`);
  return hashes;
}

/** Builds the web client into `webDist` with its own build script, when the client is there. */
export async function buildWebClient(): Promise<void> {
  const script = new URL("../web/build.ts", import.meta.url);
  if (!existsSync(script)) return;
  const { buildWeb } = (await import(script.href)) as { buildWeb(outdir: string): Promise<unknown> };
  await buildWeb(webDist);
}
