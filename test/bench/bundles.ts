import { execFileSync, execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { bundleLambda, lambdaEntries } from "../../infra/build-lambda";
import { type Stats, stats } from "./stats";

/** The bundles before issue #14's work, built from this commit beside today's. */
export const BUNDLE_BASELINE_COMMIT = "59a9b4a";

const root = resolve(import.meta.dirname, "../..");
type Name = keyof typeof lambdaEntries;

/** What a function needs in its environment to load (values for a benchmark, never used). */
const env = {
  ...process.env,
  TABLE_NAME: "bench",
  AWS_REGION: "us-east-1",
  PUBLIC_URL: "https://games.example",
  CLIENT_URL: "https://games.example/matches/{matchId}",
  SIGNING_SECRET: "bench-signing-secret-of-enough-length-0123456789",
  MAIL_FROM: "Games <games@example.com>",
  EMAIL_TRANSPORT: "ses",
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
};

/** The bundles of an older commit, built by that commit's own esbuild settings (the functions it had). */
async function buildBaseline(outdir: string): Promise<Partial<Record<Name, string>>> {
  const dir = mkdtempSync(join(tmpdir(), `bundles-${BUNDLE_BASELINE_COMMIT}-`));
  try {
    execSync(`git archive ${BUNDLE_BASELINE_COMMIT} domain functions infra | tar -x -C "${dir}"`, {
      cwd: root,
      stdio: "pipe",
    });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
    const old = await import(pathToFileURL(join(dir, "infra/build-lambda.ts")).href);
    const out: Partial<Record<Name, string>> = {};
    for (const name of Object.keys(old.lambdaEntries) as Name[])
      out[name] = await old.bundleLambda(name, outdir);
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Milliseconds a fresh Node takes to import the file. */
function coldImport(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { env }).toString());
}

const kb = (file: string) => readFileSync(file).length / 1024;
const gzKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;
const show = (s: Stats) => `${Math.round(s.min)} / ${Math.round(s.median)} / ${Math.round(s.max)}`;
const showRatio = (s: Stats) => `${s.min.toFixed(2)} / ${s.median.toFixed(2)} / ${s.max.toFixed(2)}`;

/**
 * Each Lambda bundle as the stack builds it, today's beside the baseline commit's: size, and how
 * long a fresh Node takes to import it (rounds alternate between the two; min/median/max).
 */
export async function benchBundles(rounds = 7) {
  // inside the repository, so that a bundle that leaves the AWS SDK out finds it in node_modules
  const outdir = join(root, ".build/bench");
  mkdirSync(join(outdir, "before"), { recursive: true });
  const before = await buildBaseline(join(outdir, "before"));
  const rows = [];
  for (const [name, then] of Object.entries(before) as [Name, string][]) {
    const now = await bundleLambda(name, outdir);
    const times = { before: [] as number[], now: [] as number[], ratio: [] as number[] };
    coldImport(then);
    coldImport(now);
    for (let round = 0; round < rounds; round++) {
      process.stderr.write(`\r\x1b[K  cold imports of ${name}: round ${round + 1} of ${rounds}`);
      const first = round % 2 === 0 ? "before" : "now";
      const a = coldImport(first === "before" ? then : now);
      const b = coldImport(first === "before" ? now : then);
      const [old, fresh] = first === "before" ? [a, b] : [b, a];
      times.before.push(old);
      times.now.push(fresh);
      times.ratio.push(fresh / old);
    }
    process.stderr.write("\r\x1b[K");
    rows.push({
      function: name,
      [`KB minified (${BUNDLE_BASELINE_COMMIT} → now)`]: `${Math.round(kb(then))} → ${Math.round(kb(now))}`,
      "KB gzipped": `${Math.round(gzKb(then))} → ${Math.round(gzKb(now))}`,
      [`cold import ms, ${BUNDLE_BASELINE_COMMIT}`]: show(stats(times.before)),
      "cold import ms, now": show(stats(times.now)),
      "cold import, now ÷ before": showRatio(stats(times.ratio)),
    });
  }
  for (const name of Object.keys(lambdaEntries) as Name[]) {
    if (before[name]) continue;
    const now = await bundleLambda(name, outdir);
    coldImport(now);
    const times = Array.from({ length: rounds }, () => coldImport(now));
    rows.push({
      function: `${name} (new since ${BUNDLE_BASELINE_COMMIT})`,
      [`KB minified (${BUNDLE_BASELINE_COMMIT} → now)`]: `– → ${Math.round(kb(now))}`,
      "KB gzipped": `– → ${Math.round(gzKb(now))}`,
      [`cold import ms, ${BUNDLE_BASELINE_COMMIT}`]: "–",
      "cold import ms, now": show(stats(times)),
      "cold import, now ÷ before": "–",
    });
  }
  return rows;
}
