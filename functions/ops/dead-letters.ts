import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  type SQSClient,
} from "@aws-sdk/client-sqs";

/** A message of a dead-letter queue: its body, and the handle that deletes it once replayed. */
export interface DeadLetter {
  id: string;
  body: string;
  receiptHandle: string;
}

/** Receives at most this many rounds of 10: a replay is run again for more. */
const MAX_ROUNDS = 100;

/**
 * Every message of the queue, each hidden from other readers for `hideSeconds` (a dry run's come
 * back soon, a replay's stay hidden while it works; one not deleted comes back after).
 */
export async function deadLetters(
  sqs: SQSClient,
  queueUrl: string,
  hideSeconds: number,
): Promise<DeadLetter[]> {
  const letters = new Map<string, DeadLetter>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        VisibilityTimeout: hideSeconds,
      }),
    );
    const fresh = Messages.filter((m) => m.MessageId && !letters.has(m.MessageId));
    if (fresh.length === 0) break;
    for (const m of fresh)
      letters.set(m.MessageId as string, {
        id: m.MessageId as string,
        body: m.Body ?? "",
        receiptHandle: m.ReceiptHandle ?? "",
      });
  }
  return [...letters.values()];
}

export async function deleteDeadLetter(sqs: SQSClient, queueUrl: string, letter: DeadLetter): Promise<void> {
  await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: letter.receiptHandle }));
}

/** Puts a message back in the queue at once: listed only, or not replayed. */
export async function releaseDeadLetter(sqs: SQSClient, queueUrl: string, letter: DeadLetter): Promise<void> {
  await sqs.send(
    new ChangeMessageVisibilityCommand({
      QueueUrl: queueUrl,
      ReceiptHandle: letter.receiptHandle,
      VisibilityTimeout: 0,
    }),
  );
}
