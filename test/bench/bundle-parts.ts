import { build } from "esbuild";
import { type LambdaName, lambdaEntries } from "../../infra/build-lambda";
import { lambdaBuild } from "../../infra/bundling";

/** The parts a bundle is told apart by, each by where its source files live (the first that matches). */
const byPlace: [string, RegExp][] = [
  ["AWS SDK", /node_modules\/(@aws-sdk|@smithy|@aws)\//],
  ["zod", /node_modules\/zod\//],
  ["hono", /node_modules\/(hono|@hono)\//],
  ["other libraries", /node_modules\//],
  ["Santa Cruz", /^domain\/santa-cruz\//],
  ["Santa Maria", /^domain\/santa-maria\//],
];
/** Every file no other part claims. */
const ownCode = "the service's own";
const parts = [...byPlace.map(([part]) => part), ownCode];

const partOf = (file: string) => byPlace.find(([, where]) => where.test(file))?.[0] ?? ownCode;

/**
 * What each Lambda bundle is made of: minified KB per part, from esbuild's own account of the
 * bytes each source file left in the output, built exactly as the stack builds it.
 */
export async function bundleParts() {
  const rows = [];
  for (const name of Object.keys(lambdaEntries) as LambdaName[]) {
    const result = await build({
      ...lambdaBuild,
      entryPoints: [lambdaEntries[name]],
      outfile: `${name}.mjs`,
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const output = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith(".mjs"));
    if (!output) throw new Error(`esbuild wrote no ${name}.mjs`);
    const kb = Object.fromEntries(parts.map((part) => [part, 0]));
    for (const [file, { bytesInOutput }] of Object.entries(output[1].inputs))
      kb[partOf(file)] += bytesInOutput / 1024;
    rows.push({
      function: name,
      "KB minified": Math.round(output[1].bytes / 1024),
      ...Object.fromEntries(Object.entries(kb).map(([part, n]) => [part, Math.round(n)])),
    });
  }
  return rows;
}
