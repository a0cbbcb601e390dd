import { afterAll, describe, expect, it } from "vitest";
import { readFirstLine, readHeader, UnreadableMail } from "../../functions/inbound/inbound-mail";
import { dataFolder, startServer } from "../ops/processes";
import { inboundOf, smtpSession } from "./smtp-session";

const to = "play+abc@localhost";
const head = `From: Ada <ada@example.test>\r\nTo: ${to}\r\nSubject: Re: your turn\r\nMessage-ID: <m1@example.test>\r\n`;
/** A message read as a reply is: its header first, then its first line. */
async function read(raw: string) {
  const bytes = Buffer.from(raw);
  return { ...(await readHeader(bytes, [to])), firstLine: await readFirstLine(bytes) };
}

function nestedMultiparts(depth: number): string {
  let body = "Content-Type: text/plain\r\n\r\n2\r\n";
  for (let i = 0; i < depth; i++)
    body = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${body}\r\n--b${i}--\r\n`;
  return `${head}MIME-Version: 1.0\r\n${body}`;
}

function manyAttachments(count: number): string {
  let body = `MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="B"\r\n\r\n--B\r\nContent-Type: text/plain\r\n\r\n2\r\n`;
  for (let i = 0; i < count; i++) body += "--B\r\n\r\nx\r\n";
  return `${head}${body}--B--\r\n`;
}

describe("reading a reply is bounded, whatever the message", () => {
  it("a 'From :' quote header padded with 48 KB of spaces is read as the line it is", async () => {
    const mail = await read(`${head}\r\n2\r\nFrom :${" ".repeat(48 * 1024)}[\r\n`);
    expect(mail.firstLine).toBe("2");
  });

  it("a 9 MB text body: the first line is found and the rest is never handed to the quote stripper", async () => {
    const mail = await read(`${head}\r\nbuild 3\r\n${"word ".repeat(1_800_000)}\r\n`);
    expect(mail.firstLine).toBe("build 3");
  });

  it("a bottom-posted answer after a long quoted history is still found", async () => {
    const quoted = "> an earlier line of the match\r\n".repeat(5000);
    const mail = await read(`${head}\r\nOn Mon, Bo <bo@example.test> wrote:\r\n${quoted}\r\nbuild 3\r\n`);
    expect(mail.firstLine).toBe("build 3");
  });

  it("100,000 nested <div> in an HTML-only reply: read without overflowing the stack", async () => {
    const html = `${"<div>".repeat(100_000)}deep${"</div>".repeat(100_000)}`;
    const raw = `${head}MIME-Version: 1.0\r\nContent-Type: text/html\r\n\r\n<p>build 3</p>${html}\r\n`;
    const mail = await read(raw);
    expect(mail.firstLine).toBe("build 3");
  });

  it("300 nested multiparts are unreadable for good", async () => {
    await expect(read(nestedMultiparts(300))).rejects.toBeInstanceOf(UnreadableMail);
  });

  it("60,000 attachments are unreadable for good, refused before the MIME parser runs", async () => {
    await expect(read(manyAttachments(60_000))).rejects.toThrow(/Too many MIME parts/);
  });

  it("a 4.6 MB To header is unreadable for good", async () => {
    const raw = `From: ada@example.test\r\nTo: ${to}, ${"a@b.test, ".repeat(460_000)}\r\n\r\n2\r\n`;
    await expect(read(raw)).rejects.toBeInstanceOf(UnreadableMail);
  });

  it("a reply of a few parts, as mail clients send it, still reads", async () => {
    const raw = `${head}MIME-Version: 1.0\r\nContent-Type: multipart/alternative; boundary="A"\r\n\r\n--A\r\nContent-Type: text/plain\r\n\r\nbuild 3\r\n--A\r\nContent-Type: text/html\r\n\r\n<p>build 3</p>\r\n--A--\r\n`;
    expect((await read(raw)).firstLine).toBe("build 3");
  });
});

/** Sends one message over SMTP and returns the server's answer to its end of data. */
async function sendRaw(at: { host: string; port: number }, message: string): Promise<string> {
  const session = await smtpSession(at);
  for (const step of ["EHLO sender.test", "MAIL FROM:<ada@example.test>", `RCPT TO:<${to}>`, "DATA"])
    await session.send(step);
  const done = await session.send(`${message.replace(/^\./gm, "..")}\r\n.`);
  session.socket.end("QUIT\r\n");
  return done;
}

describe("the reply listener of npm start", () => {
  const server = startServer({ DATA_DIR: dataFolder() });
  afterAll(() => server.stop());

  it("answers a message that will never parse with a permanent 5xx, not a 451 to retry for days", async () => {
    await server.url;
    const at = inboundOf(server.stdout());
    expect(await sendRaw(at, nestedMultiparts(300))).toMatch(/^554 /);
    expect(await sendRaw(at, manyAttachments(5000))).toMatch(/^554 /);
    expect(server.child.exitCode).toBeNull();
  });
});
