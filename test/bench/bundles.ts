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
  LIVE_ENDPOINT: "https://live.example/live",
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

/** The API's first request in a cold start: one game's content, which loads that game's rules. */
const firstRequest = (() => {
  const path = "/v1/games/santa-cruz/content";
  const http = { method: "GET", path, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "bench" };
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: path,
    rawQueryString: "",
    headers: { host: "api.example" },
    requestContext: { http, requestId: "bench", routeKey: "$default", stage: "$default" },
    isBase64Encoded: false,
  };
})();

/**
 * Milliseconds a fresh Node takes to import the file, and to answer its first request after
 * (for the API, whose work a lazy import only moves there).
 */
function coldStart(file: string): { imported: number; answered: number } {
  const answer = `const r = await m.handler(${JSON.stringify(firstRequest)}, {}); if (r.statusCode !== 200) throw new Error(String(r.statusCode));`;
  const script = [
    "const t = performance.now();",
    `const m = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    "const imported = performance.now() - t;",
    file.endsWith("api.mjs") ? answer : "",
    "console.log(JSON.stringify({ imported, answered: performance.now() - t }));",
  ].join(" ");
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { env }).toString();
  // the function's own log lines come first
  return JSON.parse(out.trim().split("\n").at(-1) ?? "");
}

const kb = (file: string) => readFileSync(file).length / 1024;
const gzKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;
const show = (s: Stats) => `${Math.round(s.min)} / ${Math.round(s.median)} / ${Math.round(s.max)}`;
const showRatio = (s: Stats) => `${s.min.toFixed(2)} / ${s.median.toFixed(2)} / ${s.max.toFixed(2)}`;

/**
 * Each Lambda bundle as the stack builds it, today's beside the baseline commit's: size, how long a
 * fresh Node takes to import it, and for the API to answer a first request after (rounds alternate
 * between the two; min/median/max).
 */
export async function benchBundles(rounds = 7) {
  // inside the repository, so that a bundle that leaves the AWS SDK out finds it in node_modules
  const outdir = join(root, ".build/bench");
  mkdirSync(join(outdir, "before"), { recursive: true });
  const before = await buildBaseline(join(outdir, "before"));
  const rows = [];
  for (const [name, then] of Object.entries(before) as [Name, string][]) {
    const now = await bundleLambda(name, outdir);
    const imported = { before: [] as number[], now: [] as number[], ratio: [] as number[] };
    const answered = { before: [] as number[], now: [] as number[], ratio: [] as number[] };
    coldStart(then);
    coldStart(now);
    for (let round = 0; round < rounds; round++) {
      process.stderr.write(`\r\x1b[K  cold starts of ${name}: round ${round + 1} of ${rounds}`);
      const first = round % 2 === 0 ? "before" : "now";
      const a = coldStart(first === "before" ? then : now);
      const b = coldStart(first === "before" ? now : then);
      const [old, fresh] = first === "before" ? [a, b] : [b, a];
      for (const [into, key] of [
        [imported, "imported"],
        [answered, "answered"],
      ] as const) {
        into.before.push(old[key]);
        into.now.push(fresh[key]);
        into.ratio.push(fresh[key] / old[key]);
      }
    }
    process.stderr.write("\r\x1b[K");
    const asked = name === "api";
    rows.push({
      function: name,
      [`KB minified (${BUNDLE_BASELINE_COMMIT} → now)`]: `${Math.round(kb(then))} → ${Math.round(kb(now))}`,
      "KB gzipped": `${Math.round(gzKb(then))} → ${Math.round(gzKb(now))}`,
      [`cold import ms, ${BUNDLE_BASELINE_COMMIT}`]: show(stats(imported.before)),
      "cold import ms, now": show(stats(imported.now)),
      "cold import, now ÷ before": showRatio(stats(imported.ratio)),
      "and a first request, ms now": asked ? show(stats(answered.now)) : "–",
      "and a first request, now ÷ before": asked ? showRatio(stats(answered.ratio)) : "–",
    });
  }
  for (const name of Object.keys(lambdaEntries) as Name[]) {
    if (before[name]) continue;
    const now = await bundleLambda(name, outdir);
    coldStart(now);
    const times = Array.from({ length: rounds }, () => coldStart(now).imported);
    rows.push({
      function: `${name} (new since ${BUNDLE_BASELINE_COMMIT})`,
      [`KB minified (${BUNDLE_BASELINE_COMMIT} → now)`]: `– → ${Math.round(kb(now))}`,
      "KB gzipped": `– → ${Math.round(gzKb(now))}`,
      [`cold import ms, ${BUNDLE_BASELINE_COMMIT}`]: "–",
      "cold import ms, now": show(stats(times)),
      "cold import, now ÷ before": "–",
      "and a first request, ms now": "–",
      "and a first request, now ÷ before": "–",
    });
  }
  return rows;
}
