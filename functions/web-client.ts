import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Where the web client's build lives: served by `npm start`, deployed by the CDK stack. */
export const webDist = fileURLToPath(new URL("../web/dist", import.meta.url));

/** Builds the web client into `webDist` with its own build script, when the client is there. */
export async function buildWebClient(): Promise<void> {
  const script = new URL("../web/build.ts", import.meta.url);
  if (!existsSync(script)) return;
  const { buildWeb } = (await import(script.href)) as { buildWeb(outdir: string): Promise<unknown> };
  await buildWeb(webDist);
}
