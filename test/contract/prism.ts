import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { repoRoot } from "./run";

/** Stoplight Prism as a strict validating proxy: every request and answer checked against the document. */
export interface Prism {
  url: string;
  /** Everything Prism printed, for a failure message. */
  output(): string;
  close(): Promise<void>;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * Starts `prism proxy <document> <upstream> --errors`: a request or an answer the document does not
 * allow is answered by Prism itself, with a problem whose `type` names Prism's error.
 */
export async function startPrism(document: string, upstream: string): Promise<Prism> {
  const port = await freePort();
  const args = ["proxy", document, upstream, "--errors", "--port", String(port), "--verboseLevel", "warn"];
  const child = spawn(path.join(repoRoot, "node_modules/.bin/prism"), args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1" },
  });
  let printed = "";
  const keep = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited ${child.exitCode}\n${printed}`);
    if (Date.now() > deadline) throw new Error(`prism did not listen within a minute\n${printed}`);
    // the document's only public read without parameters: Prism answers once it listens
    const ready = await fetch(`${url}/v1/games`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => printed,
    close: async () => {
      child.kill("SIGTERM");
      await exited(child);
    },
  };
}

/** Prism's own answers name its error in `type`: a request it refused, or an answer that broke the document. */
export const PRISM_ERROR = "https://stoplight.io/prism/errors#";
