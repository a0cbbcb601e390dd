import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BUNDLED_FILES } from "../../functions/notify/pictures/png";
import { bundleLambda, type LambdaName } from "../../infra/build-lambda";

/** The folders this test process built functions in. */
const built = new Set<string>();

/**
 * A function as `cdk synth` builds it, loaded from a fresh folder outside the repository (no
 * node_modules above it, as on Lambda), with the picture files the stack copies beside the worker.
 * Its configuration is read when it loads: set the environment first.
 */
export async function builtFunction<T>(name: LambdaName): Promise<T> {
  const outdir = mkdtempSync(path.join(tmpdir(), `faults-${name}-`));
  built.add(outdir);
  const file = await bundleLambda(name, outdir);
  const resolve = createRequire(import.meta.url).resolve;
  for (const [beside, module] of Object.entries(BUNDLED_FILES))
    copyFileSync(resolve(module), path.join(outdir, beside));
  return import(pathToFileURL(file).href) as Promise<T>;
}

/** Removes the folders of the functions this process built: once its tests are done with them. */
export function removeBuiltFunctions(): void {
  for (const outdir of built) rmSync(outdir, { recursive: true, force: true });
  built.clear();
}
