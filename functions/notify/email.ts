import { mkdirSync, writeFileSync } from "node:fs";
import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per notification, so that a mail sent twice can be recognised as one. */
  messageId: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Inline pictures, named in the HTML by `cid:`. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<string>;
}

const from = () => process.env.MAIL_FROM ?? "Async board games <games@localhost>";

/**
 * Email as the environment says: SES on AWS (EMAIL_TRANSPORT=ses), an SMTP server (SMTP_URL, e.g.
 * smtp://127.0.0.1:1025 for a mail catcher), or by default `.eml` files in a folder outbox.
 */
export function mailerFromEnv(outboxDir: string): Mailer {
  if (process.env.EMAIL_TRANSPORT === "ses") {
    const transport = nodemailer.createTransport({
      SES: { sesClient: new SESv2Client({}), SendEmailCommand },
    });
    return { send: async (mail) => (await transport.sendMail({ ...mail, from: from() })).messageId };
  }
  if (process.env.SMTP_URL) return smtpMailer(process.env.SMTP_URL);
  return folderMailer(outboxDir);
}

export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return { send: async (mail) => (await transport.sendMail({ ...mail, from: from() })).response };
}

/** Writes each mail as an `.eml` file: email you can read without any account. */
export function folderMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ ...mail, from: from() });
      mkdirSync(dir, { recursive: true });
      const file = `${dir}/${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^\w.@-]/g, "_")}.eml`;
      writeFileSync(file, info.message as Buffer);
      return file;
    },
  };
}
