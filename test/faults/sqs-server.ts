import { createHash, randomUUID } from "node:crypto";
import { jsonProtocolServer } from "./json-protocol-server";

interface Message {
  id: string;
  body: string;
  handle: string;
  visibleAt: number;
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/**
 * A tiny SQS (AWS JSON 1.0): SendMessage, ReceiveMessage (with a visibility timeout),
 * ChangeMessageVisibility and DeleteMessage, on queues named by their URL; `messages` is what a queue holds, for a test to count.
 */
export async function sqsServer() {
  const queues = new Map<string, Message[]>();
  const queue = (url: unknown) => {
    const name = new URL(String(url)).pathname;
    if (!queues.has(name)) queues.set(name, []);
    return queues.get(name) as Message[];
  };
  const server = await jsonProtocolServer({
    SendMessage(input) {
      const message = { id: randomUUID(), body: String(input.MessageBody), handle: "", visibleAt: 0 };
      queue(input.QueueUrl).push(message);
      return { MessageId: message.id, MD5OfMessageBody: md5(message.body) };
    },
    ReceiveMessage(input) {
      const now = Date.now();
      const visible = queue(input.QueueUrl)
        .filter((m) => m.visibleAt <= now)
        .slice(0, Number(input.MaxNumberOfMessages ?? 1));
      for (const m of visible) {
        m.handle = randomUUID();
        m.visibleAt = now + Number(input.VisibilityTimeout ?? 30) * 1000;
      }
      return {
        Messages: visible.map((m) => ({
          MessageId: m.id,
          ReceiptHandle: m.handle,
          Body: m.body,
          MD5OfBody: md5(m.body),
        })),
      };
    },
    ChangeMessageVisibility(input) {
      const message = queue(input.QueueUrl).find((m) => m.handle === input.ReceiptHandle);
      if (message) message.visibleAt = Date.now() + Number(input.VisibilityTimeout) * 1000;
      return {};
    },
    DeleteMessage(input) {
      const messages = queue(input.QueueUrl);
      const at = messages.findIndex((m) => m.handle === input.ReceiptHandle);
      if (at >= 0) messages.splice(at, 1);
      return {};
    },
  });
  return {
    ...server,
    /** A queue's URL on this server. */
    queueUrl: (name: string) => `${server.url}/000000000000/${name}`,
    messages: (url: string) => queue(url).map((m) => m.body),
  };
}
