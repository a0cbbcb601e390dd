import { createHash, randomUUID } from "node:crypto";
import { jsonProtocolServer } from "../faults/json-protocol-server";

interface Message {
  messageId: string;
  body: string;
  receives: number;
  handle: string;
  inFlight: boolean;
}

/** An SQS message as Lambda's event source mapping hands it to a function (AWS's documented event shape). */
export interface SqsEventRecord {
  messageId: string;
  receiptHandle: string;
  body: string;
  attributes: {
    ApproximateReceiveCount: string;
    SentTimestamp: string;
    SenderId: string;
    ApproximateFirstReceiveTimestamp: string;
  };
  messageAttributes: Record<string, never>;
  md5OfBody: string;
  eventSource: "aws:sqs";
  eventSourceARN: string;
  awsRegion: string;
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/**
 * A tiny SQS (AWS JSON 1.0, `x-amz-target: AmazonSQS.<Operation>`) for the work queue: what the
 * schedule sends (SendMessageBatch, the one call the code makes), and what Lambda's event source mapping does with it: receive
 * a batch, hand it to the consumer as an SQS event, delete what did not fail, hand a failed message
 * over again, and move it to the dead-letter queue after `maxReceiveCount` receives.
 */
export async function sqsWorkQueue(maxReceiveCount = 5) {
  const queue: Message[] = [];
  const deadLetters: Message[] = [];
  const server = await jsonProtocolServer({
    SendMessageBatch(input) {
      const entries = input.Entries as { Id: string; MessageBody: string }[];
      const successful = entries.map((entry) => {
        const message = {
          messageId: randomUUID(),
          body: entry.MessageBody,
          receives: 0,
          handle: "",
          inFlight: false,
        };
        queue.push(message);
        return { Id: entry.Id, MessageId: message.messageId, MD5OfMessageBody: md5(entry.MessageBody) };
      });
      return { Successful: successful, Failed: [] };
    },
  });
  const queueUrl = `${server.url}/000000000000/games-test-work`;
  const asRecord = (m: Message): SqsEventRecord => ({
    messageId: m.messageId,
    receiptHandle: m.handle,
    body: m.body,
    attributes: {
      ApproximateReceiveCount: String(m.receives),
      SentTimestamp: String(Date.now()),
      SenderId: "AROAWORKER:games-test-worker",
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: md5(m.body),
    eventSource: "aws:sqs",
    eventSourceARN: "arn:aws:sqs:eu-central-1:000000000000:games-test-work",
    awsRegion: "eu-central-1",
  });
  /** One poll of the event source mapping: a batch handed to the consumer, settled as its answer says. */
  async function poll(
    consumer: (event: {
      Records: SqsEventRecord[];
    }) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>,
    batchSize = 10,
  ): Promise<number> {
    const batch = queue.filter((m) => !m.inFlight).slice(0, batchSize);
    if (batch.length === 0) return 0;
    for (const m of batch) {
      m.inFlight = true;
      m.receives++;
      m.handle = randomUUID();
    }
    const failed = new Set(
      await consumer({ Records: batch.map(asRecord) }).then(
        (answer) => answer.batchItemFailures.map((f) => f.itemIdentifier),
        () => batch.map((m) => m.messageId),
      ),
    );
    for (const m of batch) {
      queue.splice(queue.indexOf(m), 1);
      // a failed message is visible again once its visibility timeout passes: here at once
      if (failed.has(m.messageId))
        (m.receives >= maxReceiveCount ? deadLetters : queue).push({ ...m, inFlight: false });
    }
    return batch.length;
  }
  return {
    ...server,
    queueUrl,
    /** The bodies waiting in the queue. */
    waiting: () => queue.map((m) => m.body),
    deadLetters: () => deadLetters.map((m) => m.body),
    poll,
    /** Polls until the queue is empty, `consumers` batches at a time, as Lambda's maximum concurrency allows. */
    async drain(consumer: Parameters<typeof poll>[0], consumers = 1, batchSize = 10): Promise<void> {
      while (queue.some((m) => !m.inFlight))
        await Promise.all(Array.from({ length: consumers }, () => poll(consumer, batchSize)));
    },
  };
}
