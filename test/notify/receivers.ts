import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { FRAGMENT_PARAMETER } from "../../functions/tokens/sign-in";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Lowercase header names; a repeated header keeps its last value. */
  headers: Record<string, string>;
  attachments: { contentId: string; mimeType: string; content: Uint8Array }[];
}

export interface ReceivedHook {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: any;
}

/** A real SMTP server on loopback that keeps every message it is sent. */
export async function smtpReceiver(): Promise<{
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    closeTimeout: 100,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: parsed.html ?? "",
          messageId: parsed.messageId ?? "",
          headers: Object.fromEntries(parsed.headers.map((h) => [h.key, h.value])),
          attachments: parsed.attachments.map((a) => ({
            contentId: a.contentId ?? "",
            mimeType: a.mimeType,
            content: new Uint8Array(a.content as ArrayBuffer),
          })),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An HTTP server on loopback that answers webhooks (with `status`) and keeps them. */
export async function webhookReceiver(): Promise<{
  url: string;
  hooks: ReceivedHook[];
  status: { code: number };
  close(): Promise<void>;
}> {
  const hooks: ReceivedHook[] = [];
  const status = { code: 204 };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      hooks.push({
        path: req.url ?? "",
        headers: req.headers as Record<string, string>,
        body,
        json: JSON.parse(body),
      });
      res.writeHead(status.code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    hooks,
    status,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the check passes (polling), or fails after `ms`. */
export async function eventually<T>(check: () => T | undefined | false, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const CONFIRM_LINK = /https?:\/\/\S+\/v1\/confirm-address\?token=[\w.-]+/;

/**
 * Confirms an address as its owner does, posting the link of its confirmation email (as the page's
 * button does); that email is then dropped from `mails`, so that a test counts its notices only.
 */
export async function confirmAddress(mails: ReceivedMail[], address: string): Promise<void> {
  const mail = await eventually(() => mails.find((m) => m.to.includes(address) && CONFIRM_LINK.test(m.text)));
  const link = CONFIRM_LINK.exec(mail.text)?.[0] ?? "";
  const answer = await fetch(link, { method: "POST" });
  if (answer.status !== 200)
    throw new Error(`confirming ${address}: ${answer.status} ${await answer.text()}`);
  mails.splice(mails.indexOf(mail), 1);
}

/** The token of the first sign-in link (`…#sign-in=<token>`) in a mail's text; "" when there is none. */
export function signInTokenIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+#sign-in=[\w.-]+/.exec(mail.text)?.[0];
  return link ? (new URLSearchParams(new URL(link).hash.slice(1)).get(FRAGMENT_PARAMETER) ?? "") : "";
}
