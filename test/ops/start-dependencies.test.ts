import { readFileSync } from "node:fs";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** The packages our own files import on the way from an entry (not what those packages import). */
async function packagesImportedFrom(entries: string[]): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: entries.map((entry) => `${root}${entry}`),
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    metafile: true,
    outdir: `${root}.build/start-dependencies`,
    logLevel: "silent",
    packages: "external",
  });
  const packages = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (file.includes("node_modules")) continue;
    for (const imported of input.imports) {
      if (!imported.external || imported.path.startsWith("node:")) continue;
      const [scope, name] = imported.path.split("/");
      packages.add(scope.startsWith("@") ? `${scope}/${name}` : scope);
    }
  }
  return packages;
}

describe("npm start after a production install (npm ci --omit=dev)", () => {
  it("needs only dependencies: the server, its embedded database, the reply listener and the web client's build", async () => {
    expect(manifest.scripts.start).toBe("tsx functions/local.ts");
    const imported = await packagesImportedFrom(["functions/local.ts", "web/build.ts", "web/src/main.tsx"]);
    expect(imported.size).toBeGreaterThan(10);
    const missing = [...imported, "tsx"].filter((name) => !(name in manifest.dependencies));
    expect(missing).toEqual([]);
  });
});
