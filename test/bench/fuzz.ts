import { request } from "node:http";
import fc from "fast-check";
import { startLocal } from "../../functions/local-server";
import {
  attacksOn,
  loadDocument,
  newTally,
  operationsOf,
  requestsFor,
  run,
  type Tally,
  worldAt,
} from "../security/fuzz-kit";

const progress = (text: string) => process.stderr.write(`\r\x1b[K  ${text}`);

export interface FuzzRow {
  operation: string;
  requests: number;
  "2xx": number;
  "304 not modified": number;
  "4xx": number;
  "5xx": number;
  /** Answers that break the document or wrote after a refusal. */
  faults: number;
}

function rowOf(operation: string, tally: Tally): FuzzRow {
  const count = (from: number, to: number) =>
    [...tally.byStatus].filter(([s]) => s >= from && s < to).reduce((sum, [, n]) => sum + n, 0);
  return {
    operation,
    requests: tally.requests,
    "2xx": count(200, 300),
    "304 not modified": count(304, 305),
    "4xx": count(400, 500),
    "5xx": count(500, 600),
    faults: tally.failures.length,
  };
}

/**
 * The fuzz of `test/security/fuzz.test.ts`, longer: every operation of the document gets the
 * attackers' requests and `shaped` requests drawn from its schemas (a seed per operation), each
 * judged by the document and, with `checkTable`, the table compared around every refusal.
 */
export async function benchFuzz(
  shaped: number,
  checkTable = true,
): Promise<{ rows: FuzzRow[]; faults: string[] }> {
  const server = await startLocal({
    port: 0,
    dataDir: null,
    workIntervalMs: 0,
    webDir: null,
    targets: "public",
  });
  const doc = loadDocument();
  const world = await worldAt(server.url);
  const rows: FuzzRow[] = [];
  const faults: string[] = [];
  const total = newTally();
  const started = performance.now();
  const ops = operationsOf(doc);
  for (const [index, op] of ops.entries()) {
    progress(`fuzz: ${op.id} (${index + 1} of ${ops.length})`);
    const tally = newTally();
    await run(world, attacksOn(op, world), tally, checkTable ? server : undefined);
    const requests = fc.sample(requestsFor(op, world, doc), { seed: 7_000 + index, numRuns: shaped });
    await run(world, requests, tally, checkTable ? server : undefined);
    rows.push(rowOf(op.id, tally));
    faults.push(...tally.failures.map((f) => `${f.found.join("; ")} ← ${f.request}`));
    total.requests += tally.requests;
    for (const [status, n] of tally.byStatus)
      total.byStatus.set(status, (total.byStatus.get(status) ?? 0) + n);
    total.failures.push(...tally.failures);
  }
  const seconds = (performance.now() - started) / 1000;
  rows.push(rowOf(`all (${Math.round(total.requests / seconds)} requests/s)`, total));
  progress("");
  await server.close();
  return { rows, faults };
}

export interface BigBodyRow {
  body: string;
  status: number;
  "answered after": string;
  "server RSS growth": string;
}

/** Streams a body of `megabytes` without a length; the answer and how much the server's memory grew. */
function streamedBody(url: string, megabytes: number): Promise<BigBodyRow> {
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const out = request(`${url}/v1/players`, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
    });
    out.on("response", (res) => {
      res.resume();
      const grown = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
      resolve({
        body: `${megabytes} MB, streamed without a length`,
        status: res.statusCode ?? 0,
        "answered after": `${(performance.now() - started).toFixed(0)} ms`,
        "server RSS growth": `${grown.toFixed(1)} MB`,
      });
      out.destroy();
    });
    out.on("error", (error) => setTimeout(() => reject(error), 1000));
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const more = () => {
      while (sent < megabytes && !out.destroyed) {
        sent++;
        if (!out.write(chunk)) return void out.once("drain", more);
      }
      if (!out.destroyed) out.end();
    };
    more();
  });
}

/** The 300 MB body of the report, against the server in this process: refused at the cap, unread. */
export async function benchBigBody(): Promise<BigBodyRow[]> {
  const server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 0, webDir: null });
  const rows = [await streamedBody(server.url, 300)];
  await server.close();
  return rows;
}
