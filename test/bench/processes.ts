import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** What a bench process does: the database, the service, the two bare servers, the load generator. */
export type Role = "db" | "service" | "bare" | "hono" | "client";

/** A message to a bench process and its answer; each carries the id that pairs them. */
export interface Ask {
  id: number;
  type: string;
  [field: string]: unknown;
}

export interface Answer {
  id: number;
  result?: unknown;
  error?: string;
}

/** A bench process of its own, as Lambda, DynamoDB and the clients are apart in production. */
export interface BenchProcess {
  role: Role;
  pid: number;
  /** What it serves (`http://127.0.0.1:port`); the load generator serves nothing. */
  url: string;
  ask<T>(type: string, fields?: object): Promise<T>;
  /** CPU time it used so far (user and system), in microseconds, as the kernel counts it. */
  cpu(): Promise<number>;
  close(): Promise<void>;
}

const entry = fileURLToPath(new URL("./process-roles.ts", import.meta.url));

/** The Node that the bench's processes run: this one, or `BENCH_NODE` (Lambda's version, say). */
export const benchNode = process.env.BENCH_NODE ?? process.execPath;

/** That Node's version, as `node --version` says it (`v24.21.0`). */
export const benchNodeVersion = () => execFileSync(benchNode, ["--version"]).toString().trim();

/** Starts a process running `role` with its settings (and Node's flags, such as `--cpu-prof`); resolves once it serves. */
export function startProcess(
  role: Role,
  settings: object = {},
  nodeFlags: string[] = [],
): Promise<BenchProcess> {
  const child = spawn(benchNode, [...nodeFlags, "--import", "tsx", entry, role], {
    env: {
      ...process.env,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      BENCH_SETTINGS: JSON.stringify(settings),
    },
    // stdout is where the service writes its request log, as on Lambda: kept, but read by no one
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`bench process ${role} exited with ${code}`)));
    child.once("message", (ready: { url: string }) => resolve(handle(role, child, ready.url)));
  });
}

function handle(role: Role, child: ChildProcess, url: string): BenchProcess {
  let next = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.removeAllListeners("exit");
  child.on("message", (answer: Answer) => {
    const waiter = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.error !== undefined) waiter?.reject(new Error(`${role}: ${answer.error}`));
    else waiter?.resolve(answer.result);
  });
  child.on("exit", (code) => {
    for (const waiter of waiting.values())
      waiter.reject(new Error(`bench process ${role} exited with ${code}`));
    waiting.clear();
  });
  const ask = <T>(type: string, fields: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, type, ...fields } satisfies Ask);
    });
  return {
    role,
    pid: child.pid as number,
    url,
    ask,
    cpu: () => ask<number>("cpu"),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        // let it exit by itself (a profile asked with --cpu-prof is written then), or end it
        child.disconnect();
        setTimeout(() => child.kill(), 2000).unref();
      }),
  };
}

/** CPU microseconds each of `processes` spends on `run`, summed. */
export async function cpuOf<T>(processes: BenchProcess[], run: () => Promise<T>) {
  const before = await Promise.all(processes.map((p) => p.cpu()));
  const result = await run();
  const after = await Promise.all(processes.map((p) => p.cpu()));
  return { result, cpu: after.reduce((sum, t, i) => sum + t - before[i], 0) };
}
