import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";

/** One POST a client sends: where, what, and with whose key. */
export interface Call {
  path: string;
  body: string;
  apiKey: string | null;
}

export interface Load {
  /** Servers taken in turn, request after request, as a load balancer without affinity does. */
  targets: string[];
  /** Each client's calls, sent one after another; the clients at once. */
  scripts: Call[][];
  /** Sends a fresh Idempotency-Key with every call, as the web client does. */
  keyed: boolean;
}

export interface LoadResult {
  /** Milliseconds from sending each call to its answer's last byte. */
  times: number[];
  seconds: number;
}

/** Connections kept open from run to run, as a client's are between its moves. */
const agents = new Map<string, Agent>();

function agentFor(target: string): Agent {
  // an idle connection is closed by the client after 2 s, before a server's 5 s keep-alive timeout closes it under a request
  const agent = agents.get(target) ?? new Agent({ keepAlive: true, timeout: 2000 });
  agents.set(target, agent);
  return agent;
}

/** Sends one call on a keep-alive connection; its answer's status. */
function send(agent: Agent, target: string, call: Call, keyed: boolean): Promise<number> {
  const body = Buffer.from(call.body);
  const headers: Record<string, string | number> = {
    "content-type": "application/json",
    "content-length": body.length,
  };
  if (call.apiKey) headers.authorization = `Bearer ${call.apiKey}`;
  if (keyed) headers["idempotency-key"] = randomUUID();
  return new Promise((resolve, reject) => {
    const req = request(`${target}${call.path}`, { method: "POST", agent, headers }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * The load generator, run in a process of its own (a plain `node:http` keep-alive agent, which costs
 * the measured servers nothing): every client sends its calls in order; a call not answered 201 fails the run.
 */
export async function runLoad({ targets, scripts, keyed }: Load): Promise<LoadResult> {
  let turn = 0;
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    scripts.map(async (calls) => {
      for (const call of calls) {
        const target = targets[turn++ % targets.length];
        const t = performance.now();
        const status = await send(agentFor(target), target, call, keyed);
        times.push(performance.now() - t);
        if (status !== 201) throw new Error(`${call.path} answered ${status}`);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}
