import { createRequire } from "node:module";
import type { BuildOptions, Plugin } from "esbuild";

/** Lambda runtime this project deploys to. */
export const nodeTarget = "node24";

/** zod's English messages, the only ones the service answers in. */
const zodEnglish = createRequire(import.meta.url).resolve("zod/v4/locales/en.js");

/**
 * zod's `locales` namespace holds every language's messages; the `z` object @hono/zod-openapi
 * extends at run time keeps all of it in the bundle (a third of the API's). Only English is kept.
 */
const zodEnglishOnly: Plugin = {
  name: "zod-english-only",
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: zodEnglish, namespace: "zod-english" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-english" }, () => ({
      contents: `export { default as en } from ${JSON.stringify(zodEnglish)};`,
      resolveDir: ".",
    }));
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
  mainFields: ["module", "main"],
  // the AWS SDK is bundled, not taken from the runtime: one minified file loads faster than its many
  external: [],
  plugins: [zodEnglishOnly],
  // some dependencies still call require(); ESM bundles need it defined
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
} satisfies BuildOptions;
