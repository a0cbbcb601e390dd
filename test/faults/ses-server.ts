import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";

/** An email SES accepted: the raw message the function sent, and what a test reads of it. */
export interface SentEmail {
  sesMessageId: string;
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
}

/**
 * A tiny SES v2 server: `SendEmail` (POST /v2/email/outbound-emails) with raw content, as
 * nodemailer's SES transport sends it, kept in `sent`, the count a test checks for double sends.
 */
export async function sesServer() {
  const sent: SentEmail[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v2/email/outbound-emails") {
      res.writeHead(404, { "x-amzn-errortype": "NotFoundException" }).end("{}");
      return;
    }
    const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const raw = Buffer.from(input.Content.Raw.Data, "base64").toString("utf8");
    const email = await PostalMime.parse(raw);
    const sesMessageId = randomUUID();
    sent.push({
      sesMessageId,
      to: (email.to ?? []).map((a) => a.address ?? ""),
      subject: email.subject ?? "",
      messageId: email.messageId ?? "",
      raw,
    });
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ MessageId: sesMessageId }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
