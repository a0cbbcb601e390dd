import { SendMessageBatchCommand, type SQSClient } from "@aws-sdk/client-sqs";
import { type WorkItem, workBody } from "./work-item";
import { eachAtMost, type WorkQueue } from "./work-queue";

/** SQS takes at most 10 messages a call. */
const BATCH = 10;

/**
 * The schedule's queue on AWS: each item one message whose body is its keys (`work-item.ts`). An
 * item SQS refuses is still due in the table, so the run fails and the next minute's finds it again.
 */
export function sqsQueue(client: SQSClient, queueUrl: string): WorkQueue {
  return {
    // a minute's dispatch reads deep: the consumers, not this run, set the pace
    findPerShard: 1000,
    async send(items: WorkItem[]) {
      const batches = Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) =>
        items.slice(i * BATCH, (i + 1) * BATCH),
      );
      let refused = 0;
      await eachAtMost(8, batches, async (batch) => {
        const out = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: batch.map((item, i) => ({ Id: String(i), MessageBody: workBody(item) })),
          }),
        );
        refused += out.Failed?.length ?? 0;
      });
      if (refused > 0) throw new Error(`SQS refused ${refused} of ${items.length} work messages`);
      return { queued: items.length };
    },
  };
}
