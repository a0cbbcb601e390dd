import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Plugin, PluginBuild } from "esbuild";

/**
 * What the Lambda bundles leave out of the AWS SDK (v3, bundled). Each piece is replaced with a
 * smaller equivalent or with a stub that throws if ever reached, and each replacement first checks
 * that the module it replaces is still the one it was written against: the build fails otherwise.
 */

/** Fails the build when a module a replacement was written against has changed. */
function changed(path: string, detail: string): never {
  throw new Error(
    `${path.replace(/^.*node_modules[\\/]/, "")} changed (${detail}): review infra/sdk-trim.ts`,
  );
}

/** The error a stub throws if what it stands for is used after all. */
const unbundled = (what: string) =>
  `function () { throw new Error(${JSON.stringify(`${what} is left out of this bundle (infra/sdk-trim.ts)`)}); }`;

/** The names a module exports (`export { a, b as c } from`, `export const|class|function d`, `export *`). */
function exportedNames(source: string): string[] {
  const names: string[] = [];
  for (const [line] of source.matchAll(/^export \*.*$/gm)) names.push(line);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const item of list.split(",")) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  for (const [, name] of source.matchAll(
    /^export (?:const|let|var|class|function\*?|async function) (\w+)/gm,
  ))
    names.push(name);
  return names.sort();
}

const sameNames = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/** A path inside node_modules, as an onLoad filter that holds for either separator. */
const modulePath = (path: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]${path.replace(/[.]/g, "\\.").replace(/\//g, "[\\\\/]")}$`);

/**
 * Replaces a module with `contents`, provided it still exports exactly `exports` (so that whatever
 * imports it imports names the stub was written for; esbuild fails on a name the stub lacks).
 */
function replaced(build: PluginBuild, path: string, exports: string[], contents: string) {
  build.onLoad({ filter: modulePath(path) }, async (args) => {
    const found = exportedNames(await readFile(args.path, "utf8"));
    if (!sameNames(found, [...exports].sort())) changed(args.path, `exports ${found.join(", ")}`);
    return { contents, loader: "js" };
  });
}

/** Edits a module: each `from` must occur in it exactly once (a `from` equal to its `to` only checks). */
function patched(build: PluginBuild, path: string, edits: [from: string, to: string][]) {
  build.onLoad({ filter: modulePath(path) }, async (args) => {
    const source = await readFile(args.path, "utf8");
    for (const [from] of edits)
      if (source.split(from).length !== 2) changed(args.path, `not once: ${from.slice(0, 80)}`);
    return {
      contents: edits.reduce((text, [from, to]) => text.replace(from, () => to), source),
      loader: "js",
    };
  });
}

const core = "@smithy/core/dist-es/submodules";

export const sdkTrim: Plugin = {
  name: "sdk-trim",
  setup(build) {
    // Schemas keyed `{ [_h]: ... }` by string constants: esbuild kept every one with a computed key, so
    // all of a service's operations (SESv2's and S3's most of all). Safe: the same objects, keyed by
    // the strings the constants hold; only schemas no command reaches are shaken out.
    build.onLoad(
      { filter: /[\\/]@aws-sdk[\\/]client-[a-z0-9-]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/ },
      async (args) => {
        const source = await readFile(args.path, "utf8");
        const strings = new Map<string, string>();
        for (const [, name, value] of source.matchAll(/^const (\w+) = ("(?:[^"\\\n]|\\.)*");$/gm))
          strings.set(name, value);
        let keys = 0;
        const contents = source.replace(/\[(\w+)\]: /g, (_, name: string) => {
          const value = strings.get(name);
          if (value === undefined)
            changed(args.path, `a computed key [${name}] that is not a string constant`);
          keys++;
          return `${value}: `;
        });
        if (keys === 0) changed(args.path, "no computed keys left to make literal");
        return { contents, loader: "js" };
      },
    );

    // Safe: no operation the functions call streams events (DynamoDB has none; S3's SelectObjectContent
    // is not called). S3's client still makes its marshaller, which throws if ever used.
    replaced(
      build,
      `${core}/event-streams/index.js`,
      [
        "EventStreamCodec",
        "HeaderMarshaller",
        "Int64",
        "MessageDecoderStream",
        "MessageEncoderStream",
        "SmithyMessageDecoderStream",
        "SmithyMessageEncoderStream",
        "EventStreamMarshaller",
        "eventStreamSerdeProvider",
        "readableStreamToIterable",
        "iterableToReadableStream",
        "UniversalEventStreamMarshaller",
        "universalEventStreamSerdeProvider",
        "getChunkedStream",
        "getUnmarshalledStream",
        "getMessageUnmarshaller",
        "resolveEventStreamSerdeConfig",
        "EventStreamSerde",
      ],
      `export { resolveEventStreamSerdeConfig } from "./eventstream-serde-config-resolver/EventStreamSerdeConfig";
const unbundled = ${unbundled("event streams")};
export const eventStreamSerdeProvider = () => ({ serialize: unbundled, deserialize: unbundled });
export class EventStreamSerde { constructor() { unbundled(); } }`,
    );
    // the one dynamic import of event streams asks for what the stub has (esbuild checks static imports)
    patched(build, `${core}/protocols/HttpProtocol.js`, [
      [
        'const { EventStreamSerde, eventStreamSerdeProvider } = await import("@smithy/core/event-streams");',
        'const { EventStreamSerde, eventStreamSerdeProvider } = await import("@smithy/core/event-streams");',
      ],
    ]);

    // Safe: node:crypto has SHA-256, SHA-1 and MD5 on every Node Lambda runtime, so the pure-JS
    // fallbacks are never taken.
    patched(build, `${core}/checksum/sha256/Sha256Node.js`, [
      [
        'import { Sha256Js } from "./Sha256Js";',
        `const Sha256Js = ${unbundled("SHA-256 without node:crypto")};`,
      ],
      ["hasNativeCrypto ? buildNativeClass() : Sha256Js", "hasNativeCrypto ? buildNativeClass() : Sha256Js"],
    ]);
    patched(build, "@aws-sdk/checksums/dist-es/submodules/sha/sha1/Sha1Node.js", [
      ['import { Sha1Js } from "./Sha1Js";', `const Sha1Js = ${unbundled("SHA-1 without node:crypto")};`],
      ["hasNativeCrypto ? buildNativeClass() : Sha1Js", "hasNativeCrypto ? buildNativeClass() : Sha1Js"],
    ]);
    patched(build, `${core}/checksum/md5/Md5Node.js`, [
      ['import { Md5Js } from "./Md5Js";', `const Md5Js = ${unbundled("MD5 without node:crypto")};`],
      ["hasNativeCrypto ? buildNativeClass() : Md5Js", "hasNativeCrypto ? buildNativeClass() : Md5Js"],
    ]);

    // Safe: a client reads only its version (for the User-Agent header) from the package.json it imports.
    build.onLoad(
      { filter: /[\\/]@aws-sdk[\\/]client-[a-z0-9-]+[\\/]dist-es[\\/]runtimeConfig\.js$/ },
      async (args) => {
        const source = await readFile(args.path, "utf8");
        const manifest = join(dirname(args.path), "../package.json");
        const { version } = JSON.parse(await readFile(manifest, "utf8"));
        const importLine = 'import packageInfo from "../package.json";\n';
        if (
          !source.startsWith(importLine) ||
          source.split("packageInfo").length !== 3 ||
          !source.includes("packageInfo.version")
        )
          changed(args.path, "packageInfo is not read for its version alone");
        return {
          contents: `const packageInfo = { version: ${JSON.stringify(version)} };\n${source.slice(importLine.length)}`,
          loader: "js",
        };
      },
    );

    // Safe: no DynamoDB command adds the endpoint-discovery middleware (checked below), the only reader
    // of the client's endpoint cache (mnemonist's LRU cache, allocated for 1000 entries).
    replaced(
      build,
      "@aws-sdk/endpoint-cache/dist-es/index.js",
      ["EndpointCache"],
      `const unbundled = ${unbundled("the endpoint-discovery cache")};
export class EndpointCache { getEndpoint = unbundled; get = unbundled; set = unbundled; delete = unbundled; has = unbundled; clear = unbundled; }`,
    );
    patched(build, "@aws-sdk/client-dynamodb/dist-es/commandBuilder.js", [
      [
        "export const _mw0 = (Command, cs, config, o) => [];",
        "export const _mw0 = (Command, cs, config, o) => [];",
      ],
    ]);
    build.onLoad(
      { filter: /[\\/]@aws-sdk[\\/]client-dynamodb[\\/]dist-es[\\/]commands[\\/]\w+Command\.js$/ },
      async (args) => {
        const source = await readFile(args.path, "utf8");
        if (!/ extends command\(_ep\d+, _mw0, /.test(source))
          changed(args.path, "a command with middleware of its own");
        return { contents: source, loader: "js" };
      },
    );

    // Safe: Lambda always sets AWS_REGION, so the instance-metadata lookup of a missing region never runs.
    replaced(
      build,
      `${core}/config/config-resolver/regionConfig/getInstanceMetadataRegion.js`,
      ["getInstanceMetadataRegion"],
      "export const getInstanceMetadataRegion = async () => undefined;",
    );

    // Safe: a function has no ~/.aws/config or credentials file; reading them found nothing, as this does.
    replaced(
      build,
      `${core}/config/shared-ini-file-loader/loadSharedConfigFiles.js`,
      ["CONFIG_PREFIX_SEPARATOR", "loadSharedConfigFiles"],
      `export { CONFIG_PREFIX_SEPARATOR } from "./constants";
export const loadSharedConfigFiles = async () => ({ configFile: {}, credentialsFile: {} });`,
    );

    // Safe: only AWS_RETRY_MODE=adaptive (which the stack does not set) chooses adaptive retries over
    // the standard strategy; the stub throws if it is set.
    patched(build, `${core}/retry/middleware-retry/configurations.js`, [
      [
        'import { AdaptiveRetryStrategy } from "../util-retry/AdaptiveRetryStrategy";',
        `const AdaptiveRetryStrategy = ${unbundled("the adaptive retry mode")};`,
      ],
      ["return new AdaptiveRetryStrategy(", "return new AdaptiveRetryStrategy("],
    ]);
  },
};
