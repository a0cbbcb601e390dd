import { type ChildProcess, spawn } from "node:child_process";
import { tempFolder } from "../temp-folders";

const root = new URL("../..", import.meta.url).pathname;

/** A fresh data folder for one test. */
export function dataFolder(): string {
  return tempFolder("ops-data");
}

export interface Started {
  child: ChildProcess;
  /** Everything written so far. */
  stdout(): string;
  stderr(): string;
  /** The API's base URL, once the start-up banner names it (rejects if the process ends first). */
  url: Promise<string>;
  /** The exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/**
 * Runs the server as a person does, in a child process: `npm start`, or `tsx functions/local.ts`
 * (the same program without npm in between). PORT 0 picks a free port.
 */
export function startServer(env: Record<string, string>, command: "npm" | "tsx" = "tsx"): Started {
  const [file, args] =
    command === "npm"
      ? ["npm", ["start", "--silent"]]
      : [process.execPath, ["--import", "tsx", "functions/local.ts"]];
  const child = spawn(file, args, {
    cwd: root,
    // free ports for the API and the inbound mail listener: tests and a person's own server run side by side
    env: { ...process.env, PORT: "0", INBOUND_PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", () => {
      const found = /^API\s+(http:\/\/\S+)\/v1\/games$/m.exec(out);
      if (found) resolve(found[1]);
    });
    void exited.then((code) =>
      reject(new Error(`the server ended (${code}) before it started:\n${out}\n${err}`)),
    );
  });
  // a test that expects a refusal never asks for the URL
  url.catch(() => {});
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    url,
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
