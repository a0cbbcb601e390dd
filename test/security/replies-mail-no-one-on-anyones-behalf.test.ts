import { describe, expect, it } from "vitest";
import { ANSWERS_PER_HOUR } from "../../functions/inbound/answer-limits";
import { handleInbound } from "../../functions/inbound/handle";
import {
  awaitingReply,
  deliver,
  mailsTo,
  type Person,
  person,
  replyAddressOf,
  replyMessage,
  replyOutcome,
  useMailService,
} from "../inbound/harness";

// the worker runs when a test says, so that only replies send mail between a test's checks
const service = await useMailService(0);

async function scene() {
  const ada = await person(service, "Ada");
  const bo = await person(service, "Bo");
  return { ada, ...(await awaitingReply(service, ada, bo)) };
}

/** Delivers the messages one after another and returns the mails the service sent to the player meanwhile. */
async function sentTo(p: Person, messages: Parameters<typeof deliver>[1][]) {
  const before = mailsTo(service, p).length;
  for (const message of messages) await deliver(service, message);
  return mailsTo(service, p).slice(before);
}

describe("answers to replies go only to a verified player who wants email", () => {
  it("20 replies with a forged From and a foreign envelope sender: no email to the player", async () => {
    const { ada, offer } = await scene();
    const forged = (n: number) => ({
      ...replyMessage(ada, offer, `buy cheap pills ${n}`, "plain top-post"),
      envelope: { from: "mallory@attacker.test", to: replyAddressOf(offer) },
    });
    const mails = await sentTo(
      ada,
      Array.from({ length: 20 }, (_, n) => forged(n)),
    );
    expect(mails).toEqual([]);
  });

  it("an unsubscribed player who replies is not answered, played or not", async () => {
    const { ada, matchId, version, offer } = await scene();
    const off = await ada.request("PUT", "/v1/me/notifications", { body: { email: { when: "never" } } });
    expect(off.status).toBe(200);
    const mails = await sentTo(ada, [
      replyMessage(ada, offer, "buy cheap pills", "plain top-post"),
      replyMessage(ada, offer, "1", "plain top-post"),
    ]);
    expect(mails).toEqual([]);
    expect((await ada.get(`/v1/matches/${matchId}`)).body.version).toBe(version + 1);
  });

  it("a used reply resent 30 times, as itself and as new messages: at most one answer more", async () => {
    const { ada, matchId, offer } = await scene();
    const first = replyMessage(ada, offer, "1", "plain top-post");
    await deliver(service, first);
    // played: answered at once while the turn is hers, else by the next turn's notice
    expect(await replyOutcome(service, matchId, first.messageId as string)).toMatch(
      /^(played$|Your reply was played\.)/,
    );
    const again = await sentTo(
      ada,
      Array.from({ length: 30 }, () => first),
    );
    expect(again.length).toBeLessThanOrEqual(1);
    const anew = await sentTo(
      ada,
      Array.from({ length: 30 }, () => replyMessage(ada, offer, "1", "plain top-post")),
    );
    expect(anew.length).toBeLessThanOrEqual(1);
  });

  it("20 unreadable replies in a burst: answered up to the hourly cap, the rest dropped", async () => {
    const { ada, offer } = await scene();
    const burst = Array.from({ length: 20 }, (_, n) =>
      replyMessage(ada, offer, `word ${n}`, "plain top-post"),
    );
    const mails = await sentTo(ada, burst);
    expect(mails).toHaveLength(ANSWERS_PER_HOUR);
    expect(mails.every((m) => /names none of your choices/.test(m.text))).toBe(true);
  });
});

describe("a message is parsed only after its sender and reply address are checked", () => {
  /** A body the MIME parser refuses (nested past its depth), behind 9 MB of text, in few parts. */
  function unparsable(to: string): Buffer {
    let body = "Content-Type: text/plain\r\n\r\n2\r\n";
    for (let i = 0; i < 12; i++)
      body = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${body}\r\n--b${i}--\r\n`;
    const head = `From: Mallory <mallory@attacker.test>\r\nTo: ${to}\r\nMessage-ID: <big@attacker.test>\r\nMIME-Version: 1.0\r\n`;
    return Buffer.from(`${head}${body}${"x".repeat(9 * 1024 * 1024)}\r\n`);
  }

  it("a 9 MB message to an invalid reply token is dropped without the body parser running", async () => {
    const to = `play+${"a".repeat(50)}@localhost`;
    const started = performance.now();
    const handled = await handleInbound(service.api.server.deps, {
      raw: unparsable(to),
      recipients: [to],
      envelopeSender: "mallory@attacker.test",
    });
    expect(handled).toEqual({ result: "dropped", why: "forged" });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("a 9 MB message to a real reply address from someone else is dropped before its body is parsed", async () => {
    const { offer } = await scene();
    const to = replyAddressOf(offer) as string;
    const handled = await handleInbound(service.api.server.deps, {
      raw: unparsable(to),
      recipients: [to],
      envelopeSender: "mallory@attacker.test",
    });
    expect(handled).toEqual({ result: "dropped", why: "not-the-player" });
  });
});
