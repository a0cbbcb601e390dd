import { readFile } from "node:fs/promises";
import type { BuildOptions, Plugin } from "esbuild";
import { sdkTrim } from "./sdk-trim";

/** Lambda runtime this project deploys to. */
export const nodeTarget = "node24";

/**
 * A Lambda function's role reaches the SDK as environment variables. The default chain's other
 * sources (profiles, SSO, web identity, instance metadata) and the STS and SSO clients they bring
 * were a sixth of the API's bundle: the functions' clients read the environment's credentials only.
 */
const environmentCredentials: Plugin = {
  name: "environment-credentials",
  setup(build) {
    build.onLoad({ filter: /[\\/]@aws-sdk[\\/]credential-provider-node[\\/]dist-es[\\/]index\.js$/ }, () => ({
      contents: `export { fromEnv as defaultProvider } from "@aws-sdk/credential-provider-env";`,
    }));
  },
};

/**
 * @hono/zod-openapi hands zod's whole namespace (every schema kind, every language's messages) to
 * the extension that adds `.openapi()`, which kept all of it in the bundle. The extension reads only
 * `ZodType`: given just that, zod is shaken down to what the code uses (which imports it as
 * `import * as z from "zod"` for the same reason), its messages to English.
 */
const zodShakeable: Plugin = {
  name: "zod-shakeable",
  setup(build) {
    build.onLoad({ filter: /[\\/]@hono[\\/]zod-openapi[\\/]dist[\\/]index\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const edits: [string, string][] = [
        ['import { z } from "zod";', 'import * as z from "zod";'],
        ["extendZodWithOpenApi(z);", "extendZodWithOpenApi({ ZodType: z.ZodType });"],
      ];
      const missing = edits.filter(([from]) => !source.includes(from));
      if (missing.length > 0)
        throw new Error(`@hono/zod-openapi changed (no ${missing[0][0]}): review infra/bundling.ts`);
      return { contents: edits.reduce((text, [from, to]) => text.replace(from, to), source) };
    });
  },
};

/** The games' content is checked against its schemas when a function is built, not when it loads. */
const contentChecked: Plugin = {
  name: "content-checked",
  setup(build) {
    build.onStart(async () => {
      const { checkContent } = await import("./content-check");
      checkContent();
    });
  },
};

/**
 * esbuild settings shared by the stack, the bundle test and the bundle benchmark, so that what
 * is measured and tested is what is deployed.
 */
export const lambdaBuild = {
  bundle: true,
  platform: "node",
  target: nodeTarget,
  format: "esm",
  minify: true,
  sourcemap: true,
  // the functions run with --enable-source-maps, which reads the map at load: it maps stack traces
  // to files and lines, and without the sources in it is a third of the size
  sourcesContent: false,
  mainFields: ["module", "main"],
  // the AWS SDK is bundled, not taken from the runtime: one minified file loads faster than its many
  external: [],
  plugins: [contentChecked, zodShakeable, environmentCredentials, sdkTrim],
  // some dependencies still call require(); ESM bundles need it defined
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
} satisfies BuildOptions;
