import type { BuildOptions } from "esbuild";

/** Lambda runtime this project deploys to; the AWS SDK v3 ships with it. */
export const nodeTarget = "node24";

/**
 * esbuild settings shared by the CDK functions, the bundle test and the bundle benchmark, so that
 * what is measured and tested is what is deployed.
 */
export const lambdaBuild = {
  bundle: true,
  platform: "node",
  target: nodeTarget,
  format: "esm",
  minify: true,
  sourcemap: true,
  mainFields: ["module", "main"],
  // the runtime provides the SDK: keeping it out saves megabytes and cold-start time
  external: ["@aws-sdk/*"],
  // some dependencies still call require(); ESM bundles need it defined
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
} satisfies BuildOptions;
