import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GetAccountCommand, SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import nodemailer from "nodemailer";
import type { MailTransport } from "../config";
import type { Log } from "../log";
import { emitMetric } from "../metrics";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per notification, so that a mail sent twice can be recognised as one. */
  messageId: string;
  /** Where the reader's answer goes: a turn email's reply address, whose reply plays a choice. */
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Inline pictures, named in the HTML by `cid:`. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid: string }[];
  /** SES message tags (the player mailed): bounce and complaint events name them (lambda/ses-events.ts). */
  tags?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<string>;
}

/**
 * Email as the configuration says: SES on AWS, an SMTP server (e.g. smtp://127.0.0.1:1025 for a
 * mail catcher), or `.eml` files in a folder outbox.
 */
export function mailerOf(transport: MailTransport, from: string, outboxDir: string, log?: Log): Mailer {
  if (transport.kind === "ses") return sesMailer(from, log);
  if (transport.kind === "smtp") return smtpMailer(transport.url, from);
  return folderMailer(outboxDir, from);
}

/** SES's mailer; each email it does not take is counted (`MailRefused`), as a sandbox or an unverified identity stops them all. */
function sesMailer(from: string, log?: Log): Mailer {
  const transport = nodemailer.createTransport({ SES: { sesClient: new SESv2Client({}), SendEmailCommand } });
  return {
    send: async ({ tags, ...mail }) => {
      const EmailTags = Object.entries(tags ?? {}).map(([Name, Value]) => ({ Name, Value }));
      try {
        return (await transport.sendMail({ ...mail, from, ses: { EmailTags } })).messageId;
      } catch (error) {
        emitMetric(log, "MailRefused", 1);
        throw error;
      }
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return { send: async (mail) => (await transport.sendMail({ ...mail, from })).response };
}

/**
 * An outbox file's name: the time, the address's start (a person finds their mail) and a hash of
 * the address and message, so that a 254-character address never makes a name too long for the disk.
 */
export function outboxFileName(mail: Pick<Mail, "to" | "messageId">, at: Date): string {
  const time = at.toISOString().replace(/[:.]/g, "-");
  const readable = mail.to.replace(/[^\w.@-]/g, "_").slice(0, 40);
  const digest = createHash("sha256").update(`${mail.to}\n${mail.messageId}`).digest("hex").slice(0, 12);
  return `${time}-${readable}-${digest}.eml`;
}

/**
 * Writes each mail as an `.eml` file: email you can read without any account. The outbox holds live
 * sign-in links, so only the server's user may read it; the delivery log names the file, not its folder.
 */
export function folderMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ ...mail, from });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const name = outboxFileName(mail, new Date());
      writeFileSync(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
      return name;
    },
  };
}

/**
 * A mailer that sends at most `perSecond` emails a second: a token bucket holding one second's
 * worth (at least one email), so a burst goes at once and a flood waits its turn, in order.
 */
export function paced(mailer: Mailer, perSecond: number): Mailer {
  const size = Math.max(1, perSecond);
  let tokens = size;
  let last = Date.now();
  let queue: Promise<unknown> = Promise.resolve();
  const take = async () => {
    const now = Date.now();
    tokens = Math.min(size, tokens + ((now - last) / 1000) * perSecond);
    last = now;
    if (tokens < 1) {
      await new Promise((resolve) => setTimeout(resolve, ((1 - tokens) / perSecond) * 1000));
      tokens = 1;
      last = Date.now();
    }
    tokens -= 1;
  };
  return {
    async send(mail) {
      const turn = queue.then(take);
      queue = turn;
      await turn;
      return mailer.send(mail);
    },
  };
}

/**
 * Paces a mailer to the account's SES quota (GetAccount's SendQuota.MaxSendRate), shared evenly by
 * the `senders` functions that may send at once: together they never send faster than SES allows.
 * The quota is read when the first email goes and kept for the container's life (read again after a failed read).
 */
export function quotaPaced(mailer: Mailer, senders: number, client = new SESv2Client({})): Mailer {
  let ready: Promise<Mailer> | undefined;
  const pacedMailer = async () => {
    const account = await client.send(new GetAccountCommand({}));
    const rate = account.SendQuota?.MaxSendRate ?? 1;
    return paced(mailer, rate / senders);
  };
  return {
    async send(mail) {
      ready ??= pacedMailer().catch((error) => {
        ready = undefined;
        throw error;
      });
      return (await ready).send(mail);
    },
  };
}
