/**
 * The work consumer: SQS hands it batches of due work the schedule found (a clock tick, a retry, a
 * delivery, a digest; `follow-ups/work-item.ts`). It does each, reading the item again by its keys,
 * so a message handled twice does nothing twice; an item that fails is answered as a batch item
 * failure, which SQS hands over again and, after a few receives, moves to the dead-letter queue.
 */
import { randomUUID } from "node:crypto";
import { functionConfig } from "../config";
import { doWork } from "../follow-ups/do-work";
import { add, nothingDone } from "../follow-ups/work-done";
import { workItemOf } from "../follow-ups/work-item";
import { errorFields } from "../log";
import { workerParts } from "./worker-deps";

const { deps, refreshSecret } = workerParts(functionConfig());

/** An SQS message as Lambda hands it over (the fields read). */
export interface SqsRecord {
  messageId: string;
  body: string;
  attributes?: { ApproximateReceiveCount?: string };
}

export async function handler(event: { Records: SqsRecord[] }) {
  const runId = randomUUID();
  await refreshSecret();
  const done = nothingDone();
  const batchItemFailures: { itemIdentifier: string }[] = [];
  // one at a time: a computer's stand-in move takes the function's one vCPU
  for (const record of event.Records) {
    try {
      add(done, await doWork(deps, workItemOf(record.body), new Date()));
    } catch (error) {
      const receives = record.attributes?.ApproximateReceiveCount;
      deps.log({
        level: "error",
        msg: "work item failed",
        runId,
        messageId: record.messageId,
        receives,
        ...errorFields(error),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  deps.log({ level: "info", msg: "work", runId, trigger: "queue", ...done });
  return { batchItemFailures };
}
