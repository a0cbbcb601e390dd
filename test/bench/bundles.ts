import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { bundleLambda, lambdaEntries } from "../../infra/build-lambda";

export interface BundleRow {
  function: string;
  "minified KB": number;
  "gzipped KB": number;
  "cold import ms (median of 5)": number;
}

/** Each Lambda bundle as the stack builds it: its size, and how long a fresh Node takes to import it. */
export async function benchBundles(): Promise<BundleRow[]> {
  // inside the repository, so that the runtime-provided AWS SDK resolves from node_modules
  const outdir = new URL("../../.build/bench", import.meta.url).pathname;
  mkdirSync(outdir, { recursive: true });
  const rows: BundleRow[] = [];
  for (const name of Object.keys(lambdaEntries) as (keyof typeof lambdaEntries)[]) {
    const file = await bundleLambda(name, outdir);
    const code = readFileSync(file);
    const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
    const times = Array.from({ length: 5 }, () =>
      Number(
        execFileSync(process.execPath, ["--input-type=module", "-e", script], {
          env: {
            ...process.env,
            TABLE_NAME: "bench",
            AWS_REGION: "us-east-1",
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
          },
        }).toString(),
      ),
    ).sort((a, b) => a - b);
    rows.push({
      function: name,
      "minified KB": Math.round(code.length / 1024),
      "gzipped KB": Math.round(gzipSync(code).length / 1024),
      "cold import ms (median of 5)": Math.round(times[2]),
    });
  }
  return rows;
}
