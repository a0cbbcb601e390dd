import { execFile } from "node:child_process";

const root = new URL("../..", import.meta.url).pathname;

/**
 * `npm run replay -- <args>` as a person runs it, with the functions' environment (the test's,
 * pointing at the local servers) and any extra settings; its exit code and what it printed.
 */
export function runReplay(args: string[], extra: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "replay", "--", ...args],
      { cwd: root, env: { ...process.env, ...extra } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}
