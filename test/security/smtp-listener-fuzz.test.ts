import { connect } from "node:net";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { dataFolder, startServer } from "../ops/processes";
import { inboundOf, smtpSession } from "./smtp-session";

/** Seeded, so that a run repeats. */
const SEED = 20_261_123;
const to = `play+${"a".repeat(50)}@localhost`;

/** Malformed commands: each must get an SMTP answer, never a dropped process. */
const commands = [
  "HELO",
  "EHLO",
  `EHLO ${"x".repeat(10_000)}`,
  "MAIL FROM:",
  "MAIL FROM:<<<>>>",
  `MAIL FROM:<${"a".repeat(5000)}@example.test>`,
  "RCPT TO:<not-a-reply@localhost>",
  `RCPT TO:<${to}> SIZE=99999999999`,
  "DATA",
  "BDAT 10 LAST",
  "AUTH PLAIN AGFkYQBzZWNyZXQ=",
  "STARTTLS",
  "VRFY root",
  "EXPN staff",
  "\u0000\u0001\u0002",
  "RSET",
  "NOOP",
];

/** MIME bombs and broken messages, each sent as a message's data. */
function bombs(): string[] {
  const head = `From: ada@example.test\r\nTo: ${to}\r\nMessage-ID: <bomb@example.test>\r\nMIME-Version: 1.0\r\n`;
  let nested = "Content-Type: text/plain\r\n\r\n2\r\n";
  for (let i = 0; i < 300; i++)
    nested = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${nested}\r\n--b${i}--\r\n`;
  return [
    `${head}${nested}`,
    `${head}Content-Type: multipart/mixed; boundary="B"\r\n\r\n${"--B\r\n\r\nx\r\n".repeat(20_000)}--B--\r\n`,
    `${head}Content-Type: text/html\r\n\r\n${"<div>".repeat(100_000)}`,
    `From :${" ".repeat(48 * 1024)}[\r\n\r\n2\r\n`,
    `${head}Content-Transfer-Encoding: base64\r\n\r\n${"!!!!".repeat(10_000)}\r\n`,
    `${head}Content-Type: text/plain; charset=x-unknown\r\n\r\n\u00ff\u00fe\r\n`,
  ];
}

/** Says each command and returns the answer lines heard, or the socket's end if it hung up. */
async function converse(at: { host: string; port: number }, lines: string[]): Promise<string[]> {
  const session = await smtpSession(at);
  for (const line of lines) await session.send(line).catch(() => undefined);
  session.socket.destroy();
  return session.answers();
}

describe("the SMTP listener of npm start, fuzzed", () => {
  const server = startServer({ DATA_DIR: dataFolder() });
  afterAll(() => server.stop());

  const apiAnswers = async () => (await fetch(`${await server.url}/v1/games`)).status;

  it("answers every malformed command with an SMTP code, and stays up", async () => {
    await server.url;
    const at = inboundOf(server.stdout());
    const answers = await converse(at, commands);
    expect(answers.length).toBeGreaterThan(commands.length / 2);
    expect(answers.every((a) => /^[2-5]\d\d /.test(a))).toBe(true);
    expect(await apiAnswers()).toBe(200);
  });

  it("answers every MIME bomb with a 2xx, 4xx or 5xx, and the API keeps answering", async () => {
    const at = inboundOf(server.stdout());
    for (const bomb of bombs()) {
      const answers = await converse(at, [
        "EHLO fuzz.test",
        "MAIL FROM:<ada@example.test>",
        `RCPT TO:<${to}>`,
        "DATA",
        `${bomb.replace(/^\./gm, "..")}\r\n.`,
      ]);
      expect(answers.at(-1), bomb.slice(0, 60)).toMatch(/^[245]\d\d /);
      expect(await apiAnswers()).toBe(200);
    }
  });

  it("random bytes and a slow sender that goes quiet leave the listener and the API up", async () => {
    const at = inboundOf(server.stdout());
    const junk = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 4096 }), { seed: SEED, numRuns: 30 });
    await Promise.all(
      junk.map(
        (bytes) =>
          new Promise<void>((resolve) => {
            const socket = connect(at.port, at.host, () => socket.end(Buffer.from(bytes)));
            socket.on("error", () => resolve());
            socket.on("close", () => resolve());
            socket.resume();
          }),
      ),
    );
    // a sender that writes half a command, a byte at a time, then stops
    const slow = await smtpSession(at);
    for (const byte of "EHLO slow") {
      slow.socket.write(byte);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await apiAnswers()).toBe(200);
    slow.socket.destroy();
    const after = await converse(at, ["EHLO friend.test", "QUIT"]);
    expect(after.at(-1)).toMatch(/^221 /);
    expect(server.child.exitCode).toBeNull();
  });
});
