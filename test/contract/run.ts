import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const realDocument = path.join(repoRoot, "openapi/openapi.json");
export const fixtureDocument = path.join(repoRoot, "test/contract/fixtures/typed-match.json");

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the repo's CLIs (node_modules/.bin) and resolves with its exit code and output, never rejecting. */
export function runBin(bin: string, args: string[], cwd = repoRoot): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      path.join(repoRoot, "node_modules/.bin", bin),
      args,
      { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 120_000, env: { ...process.env, NO_COLOR: "1" } },
      (error, stdout, stderr) => {
        const exited = typeof error?.code === "number";
        // a spawn failure or a timeout has no exit code: its message says what happened
        resolve({
          code: error ? (exited ? Number(error.code) : 1) : 0,
          stdout,
          stderr: error && !exited ? error.message : stderr,
        });
      },
    );
  });
}

/** The command line and everything it printed, for a failure message. */
export function transcript(bin: string, ran: Ran): string {
  return `${bin} exited ${ran.code}\n${ran.stdout}\n${ran.stderr}`.trim();
}
