/**
 * The worker: the table's stream calls it with each new snapshot (a move, a start) and notice, and
 * a schedule every minute for turn clocks, retries and digests. With the stack's work queue it
 * only finds the due work and hands it to SQS, whose consumers (`work-consumer.ts`) do it, at a
 * bounded concurrency that sets the ceiling; without one it does the work itself.
 */
import { randomUUID } from "node:crypto";
import { functionConfig } from "../config";
import { runDueWork } from "../follow-ups/worker";
import { errorFields } from "../log";
import { type StreamRecord, streamFeed } from "./stream-feed";
import { workerParts } from "./worker-deps";

const { deps, refreshSecret, queue } = workerParts(functionConfig());

export async function handler(event: { Records?: StreamRecord[] }) {
  const runId = randomUUID();
  const trigger = event.Records ? "stream" : "schedule";
  try {
    await refreshSecret();
    const now = new Date();
    // a stream batch follows its records and hands over what they made; the schedule reads the queues
    const done = await runDueWork(
      deps,
      event.Records
        ? { now, feed: streamFeed(deps, event.Records, now), queues: false, queue }
        : { now, queue },
    );
    deps.log({ level: "info", msg: "work", runId, trigger, ...done });
    return done;
  } catch (error) {
    deps.log({ level: "error", msg: "work failed", runId, trigger, ...errorFields(error) });
    throw error;
  }
}
