import { copyFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BUNDLED_FILES } from "../../functions/notify/pictures/png";
import { bundleLambda, type LambdaName } from "../../infra/build-lambda";
import { tempFolder } from "../temp-folders";

/**
 * A function as `cdk synth` builds it, loaded from a fresh folder outside the repository (no
 * node_modules above it, as on Lambda), with the picture files the stack copies beside the worker.
 * Its configuration is read when it loads: set the environment first.
 */
export async function builtFunction<T>(name: LambdaName): Promise<T> {
  const outdir = tempFolder(`faults-${name}`);
  const file = await bundleLambda(name, outdir);
  const resolve = createRequire(import.meta.url).resolve;
  for (const [beside, module] of Object.entries(BUNDLED_FILES))
    copyFileSync(resolve(module), path.join(outdir, beside));
  return import(pathToFileURL(file).href) as Promise<T>;
}
