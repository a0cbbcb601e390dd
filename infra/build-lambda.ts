import { copyFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { BUNDLED_DOCUMENT, openApiPath } from "../functions/http/openapi-json";
import { lambdaBuild } from "./bundling";

export const lambdaEntries = {
  api: new URL("../functions/lambda/api.ts", import.meta.url).pathname,
  worker: new URL("../functions/lambda/worker.ts", import.meta.url).pathname,
  "work-consumer": new URL("../functions/lambda/work-consumer.ts", import.meta.url).pathname,
  inbound: new URL("../functions/lambda/inbound.ts", import.meta.url).pathname,
  "ses-events": new URL("../functions/lambda/ses-events.ts", import.meta.url).pathname,
  live: new URL("../functions/lambda/live.ts", import.meta.url).pathname,
};

export type LambdaName = keyof typeof lambdaEntries;

/**
 * Bundles one Lambda entry exactly as the stack does; returns the output file (`<name>.mjs`). The
 * API's OpenAPI document goes beside its bundle: the function serves it, never generates it.
 */
export async function bundleLambda(name: LambdaName, outdir: string): Promise<string> {
  const outfile = `${outdir}/${name}.mjs`;
  await build({ ...lambdaBuild, entryPoints: [lambdaEntries[name]], outfile, logLevel: "silent" });
  if (name === "api") copyFileSync(openApiPath, `${outdir}/${BUNDLED_DOCUMENT}`);
  return outfile;
}

// `tsx infra/build-lambda.ts <name> <outdir>`: how the stack bundles, since CDK's hook runs synchronously
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [name, outdir] = process.argv.slice(2);
  if (!(name in lambdaEntries) || !outdir)
    throw new Error("usage: build-lambda.ts <api|worker|work-consumer|inbound|ses-events|live> <outdir>");
  await bundleLambda(name as LambdaName, outdir);
}
