import { build } from "esbuild";
import { lambdaBuild } from "./bundling";

export const lambdaEntries = {
  api: new URL("../functions/lambda/api.ts", import.meta.url).pathname,
  worker: new URL("../functions/lambda/worker.ts", import.meta.url).pathname,
};

/** Bundles one Lambda entry exactly as the stack does; returns the output file. */
export async function bundleLambda(name: keyof typeof lambdaEntries, outdir: string): Promise<string> {
  const outfile = `${outdir}/${name}.mjs`;
  await build({ ...lambdaBuild, entryPoints: [lambdaEntries[name]], outfile, logLevel: "silent" });
  return outfile;
}
