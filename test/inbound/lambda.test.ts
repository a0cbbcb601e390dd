import { mkdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import dynalite from "dynalite";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../domain/catalog";
import { createApp } from "../../functions/app";
import { functionConfig } from "../../functions/config";
import type { Deps } from "../../functions/deps";
import { depsOf } from "../../functions/lambda/deps";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { confirmAddressToken } from "../../functions/tokens/confirm-address";
import { replyAddress } from "../../functions/tokens/reply-address";
import { bundleLambda } from "../../infra/build-lambda";
import { smtpReceiver } from "../notify/receivers";

const SECRET = "inbound-lambda-test-secret-of-enough-length-0123456789";
const REPLACED = "play+REPLACED@play.example.test";
const fixture = readFileSync(new URL("./fixtures/ses-receipt-event.json", import.meta.url), "utf8");
const recorded = JSON.parse(fixture);
const sesMessageId: string = recorded.Records[0].ses.mail.messageId;

/** The recorded SES event, sent to this reply address, with some verdicts changed. */
function eventFor(address: string, verdicts: Record<string, { status: string }> = {}) {
  const event = JSON.parse(fixture.replaceAll(REPLACED, address));
  Object.assign(event.Records[0].ses.receipt, verdicts);
  return event;
}

/** The reply as Ada's mail client sent it, which SES stored in the bucket. */
async function rawReply(to: string, messageId: string, line: string): Promise<Uint8Array> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sent = await transport.sendMail({
    from: "Ada <ada@example.test>",
    to,
    subject: "Re: It is your turn · Santa Cruz with Bo",
    messageId,
    text: `${line}\n\nOn Tue, 3 Nov 2026 at 09:12, Async board games <games@example.test> wrote:\n> It is your turn\n`,
  });
  return sent.message as Buffer;
}

describe("the bundled inbound Lambda", () => {
  const db = dynalite({ createTableMs: 0 });
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let handlerReading: (read: (id: string) => Promise<Uint8Array>) => (event: unknown) => Promise<void>;
  let api: (path: string, body?: unknown, key?: string) => Promise<any>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => db.listen(0, "127.0.0.1", () => resolve()));
    const endpoint = `http://127.0.0.1:${(db.address() as AddressInfo).port}`;
    await ensureTable(dynamoClient(endpoint), "games-inbound");
    smtp = await smtpReceiver();
    // what the stack gives the function, with SMTP on loopback standing in for SES's sending
    Object.assign(process.env, {
      TABLE_NAME: "games-inbound",
      DYNAMODB_ENDPOINT: endpoint,
      AWS_REGION: "eu-central-1",
      PUBLIC_URL: "https://games.example.test",
      CLIENT_URL: "https://games.example.test/matches/{matchId}",
      SIGNING_SECRET: SECRET,
      SMTP_URL: smtp.url,
      REPLY_DOMAIN: "play.example.test",
      INBOUND_BUCKET: "games-dev-inbound",
      INBOUND_PREFIX: "inbound/",
    });
    const app = createApp({ ...depsOf(functionConfig(), catalog), log: () => {} });
    api = async (path, body, key) => {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (key) headers.authorization = `Bearer ${key}`;
      const res = await app.request(path, {
        method: body === undefined ? "GET" : "POST",
        headers,
        body: JSON.stringify(body),
      });
      return res.json();
    };
    // inside the repository, so that the runtime-provided AWS SDK resolves from node_modules
    const outdir = new URL("../../.build/test-lambda", import.meta.url).pathname;
    mkdirSync(outdir, { recursive: true });
    handlerReading = (await import(pathToFileURL(await bundleLambda("inbound", outdir)).href)).handlerReading;
  });
  afterAll(async () => {
    await smtp.close();
    await new Promise<void>((resolve) => db.close(() => resolve()));
  });

  it("plays a reply from a recorded SES event, once, and refuses one that failed SPF", async () => {
    const ada = await api("/v1/players", { name: "Ada", email: "ada@example.test" });
    const bo = await api("/v1/players", { name: "Bo", email: "bo@example.test" });
    // Ada confirms her address through the link she was sent: only a confirmed address gets answers
    const owner = { signingSecret: SECRET, now: () => new Date() } as Deps;
    const token = confirmAddressToken(owner, ada.player.id, "ada@example.test");
    expect(await api(`/v1/confirm-address?token=${token}`, {})).toMatchObject({ emailStatus: "confirmed" });
    const created = await api("/v1/matches", { game: "santa-cruz", seats: 2, seed: "ses" }, bo.apiKey);
    const joined = await api(
      `/v1/matches/${created.id}/join`,
      { inviteCode: created.inviteCode },
      ada.apiKey,
    );
    // the seat order is drawn at the start: if Bo drafts first, Bo chooses over HTTP and Ada is awaited
    let version: number = joined.version;
    if (!joined.activeSeats.includes(joined.yourSeat)) {
      const bos = await api(`/v1/matches/${created.id}`, undefined, bo.apiKey);
      const moved = await api(
        `/v1/matches/${created.id}/actions`,
        { action: bos.legalActions[0], expectedVersion: bos.version },
        bo.apiKey,
      );
      expect(moved.activeSeats).toEqual([joined.yourSeat]);
      version = moved.version;
    }
    const claims = {
      matchId: created.id,
      seat: joined.yourSeat,
      version,
      expires: Math.floor(Date.now() / 1000) + 3600,
    };
    const address = replyAddress(SECRET, claims, ada.player.id, "play.example.test") as string;

    const messageId = recorded.Records[0].ses.mail.commonHeaders.messageId as string;
    const raw = await rawReply(address, messageId, "1");
    const reads: string[] = [];
    const handler = handlerReading(async (id) => {
      reads.push(id);
      return raw;
    });
    // a failed attempt leaves the message to Lambda's next one
    const unreadable = handlerReading(async () => {
      throw new Error("S3 did not answer");
    });
    await expect(unreadable(eventFor(address))).rejects.toThrow(/S3 did not answer/);
    await handler(eventFor(address));
    // SES or Lambda delivers the event again after it was handled: SES's message id is kept, so nothing more is sent
    await handler(eventFor(address));
    expect(reads).toEqual([sesMessageId]);
    // the reply played once: one move after the version it answered
    const moves = await api(`/v1/matches/${created.id}/moves?after=${version}`, undefined, ada.apiKey);
    expect(moves.moves.map((m: any) => m.version)).toEqual([version + 1]);
    // the drawn order decides whose turn follows: passed to Bo, no answer now (Ada's next turn notice
    // says her reply was played); still Ada's (a draft that gives her two picks), one answer says both
    const after = await api(`/v1/matches/${created.id}`, undefined, ada.apiKey);
    const answers = smtp.mails.filter((m) => m.headers["in-reply-to"] === messageId);
    if (after.activeSeats.includes(joined.yourSeat)) {
      expect(answers).toHaveLength(1);
      expect(answers[0].text).toMatch(/^Your reply was played\. It is your turn/);
    } else {
      expect(answers).toEqual([]);
    }

    // a reply that failed SPF plays nothing and is not answered
    const sent = smtp.mails.length;
    const seen = await api(`/v1/matches/${created.id}`, undefined, ada.apiKey);
    const later = { ...claims, version: seen.version };
    const next = replyAddress(SECRET, later, ada.player.id, "play.example.test") as string;
    const spoofed = handlerReading(async () => rawReply(next, "<spoofed@mail.example.test>", "1"));
    await spoofed(eventFor(next, { spfVerdict: { status: "FAIL" } }));
    expect((await api(`/v1/matches/${created.id}`, undefined, ada.apiKey)).version).toBe(seen.version);
    expect(smtp.mails.length).toBe(sent);
  });
});
