import { describe, expect, it } from "vitest";
import type { ReceivedMail } from "../notify/receivers";
import {
  answerTo,
  awaitingReply,
  choicesIn,
  deliver,
  mailsTo,
  person,
  playedState,
  replyAddressOf,
  replyMessage,
  useMailService,
  waitFor,
} from "./harness";

// the worker runs when a test says, so that the table holds still between its checks
const service = await useMailService(0);
const store = () => service.api.server.deps.store;

/** The moves made with a reply: their idempotency key is the reply's Message-ID. */
async function movesByMail(matchId: string) {
  return (await store().movesAfter(matchId, 0)).filter((m) => m.idempotencyKey?.startsWith("mail:"));
}

/** Waits until the reply's move is in the match: the reply was handled. */
const playedFrom = (matchId: string, messageId: string) =>
  waitFor(async () => (await movesByMail(matchId)).find((m) => m.idempotencyKey === `mail:${messageId}`));

/** The service's answers to a reply (mails naming it in In-Reply-To). */
const answersTo = (messageId: string) =>
  service.smtp.mails.filter((m) => m.headers["in-reply-to"] === messageId);

describe("replies as mail clients send them", () => {
  it("reads a German reply in ISO-8859-1 with umlauts under an AW: subject, in the game's short form", async () => {
    const bea = await person(service, "Bea", "de");
    const bo = await person(service, "Bo");
    const { matchId } = await awaitingReply(service, bea, bo);
    // Bea answers by number until she may land on a coast (Küste), which she then writes out
    for (let step = 0; step < 10; step++) {
      const seen = (await bo.get(`/v1/matches/${matchId}`)).body;
      if (seen.awaitingYou) {
        const offers = mailsTo(service, bea).filter(replyAddressOf).length;
        await bo.post(`/v1/matches/${matchId}/actions`, {
          action: seen.legalActions[0],
          expectedVersion: seen.version,
        });
        await service.api.server.work();
        if (!(await bea.get(`/v1/matches/${matchId}`)).body.awaitingYou) continue;
        // her turn again: its notice is the one answer to her last reply, which it says was played
        const notice = await waitFor(() => mailsTo(service, bea).filter(replyAddressOf)[offers]);
        expect(notice.text.split("\n")[0]).toMatch(/^Deine Antwort wurde gespielt\./);
        continue;
      }
      const offer = mailsTo(service, bea).filter(replyAddressOf).at(-1) as ReceivedMail;
      const coast = choicesIn(offer).find((c) => c.text.includes("kueste"));
      const line = coast ? `Landen ${coast.text.split(" ")[1].replace("kueste", "küste")}` : "1";
      const message = replyMessage(bea, offer, line, "Latin-1 top-post");
      await deliver(service, message);
      await playedFrom(matchId, message.messageId as string);
      // while her turn goes on she is answered at once; once it passes to Bo, the next notice answers
      if ((await bea.get(`/v1/matches/${matchId}`)).body.awaitingYou) {
        const answer = await answerTo(service, message.messageId as string);
        expect(answer.text.split("\n")[0]).toMatch(/^Deine Antwort wurde gespielt\./);
      } else expect(answersTo(message.messageId as string)).toEqual([]);
      if (!coast) continue;
      const [move] = (await movesByMail(matchId)).slice(-1);
      expect(move.action).toMatchObject({ type: "land" });
      expect(move.idempotencyKey).toBe(`mail:${message.messageId}`);
      return;
    }
    throw new Error("Bea never had a coast to land on");
  });

  it("plays the same reply delivered twice once, and answers it once", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const { matchId, version, offer } = await awaitingReply(service, ada, bo);
    const message = replyMessage(ada, offer, "2", "plain top-post");
    await deliver(service, message);
    await playedFrom(matchId, message.messageId as string);
    const first = answersTo(message.messageId as string).length;
    const after = await playedState(service);
    await deliver(service, message);
    expect(await playedState(service)).toEqual(after);
    // the first delivery was answered, or left its answer to the next notice: the second, handled
    // before its delivery is accepted, adds none
    expect(answersTo(message.messageId as string)).toHaveLength(first);
    const moves = await movesByMail(matchId);
    expect(moves.map((m) => m.version)).toEqual([version + 1]);
    expect((await ada.get(`/v1/matches/${matchId}`)).body.version).toBe(version + 1);
  });

  it("plays once when a mail server delivers the same reply twice at the same time", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const { matchId, version, offer } = await awaitingReply(service, ada, bo);
    const message = replyMessage(ada, offer, choicesIn(offer)[0].text, "HTML only");
    await Promise.all([deliver(service, message), deliver(service, message)]);
    expect((await movesByMail(matchId)).map((m) => m.version)).toEqual([version + 1]);
    expect((await ada.get(`/v1/matches/${matchId}`)).body.version).toBe(version + 1);
  });

  it("a reply and a web move on the same version: one is played, the other refused like any stale client", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const { matchId, version, offer } = await awaitingReply(service, ada, bo);
    const seen = (await ada.get(`/v1/matches/${matchId}`)).body;
    const message = replyMessage(ada, offer, "1", "bottom-post with signature");
    const [web] = await Promise.all([
      ada.post(`/v1/matches/${matchId}/actions`, { action: seen.legalActions[1], expectedVersion: version }),
      deliver(service, message),
    ]);
    const replyWon = web.status === 409;
    expect(web.status).toBe(replyWon ? 409 : 201);
    if (replyWon) {
      // the turn passed to Bo: no answer now; Ada's next notice will say her reply was played
      await playedFrom(matchId, message.messageId as string);
      expect(answersTo(message.messageId as string)).toEqual([]);
    } else {
      const answer = await answerTo(service, message.messageId as string);
      expect(answer.text).toMatch(/^The match has moved on since the email you answered/);
    }
    const moves = await store().movesAfter(matchId, version);
    expect(moves).toHaveLength(1);
    expect((moves[0].idempotencyKey ?? "").startsWith("mail:")).toBe(replyWon);
  });

  it("neither acts on nor answers an out-of-office reply", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const { offer } = await awaitingReply(service, ada, bo);
    const before = await playedState(service);
    const sent = service.smtp.mails.length;
    const message = replyMessage(ada, offer, "1", "plain top-post");
    await deliver(service, { ...message, headers: { "Auto-Submitted": "auto-replied" } });
    expect(await playedState(service)).toEqual(before);
    expect(service.smtp.mails.length).toBe(sent);
  });

  it("neither acts on nor answers a message any other way marks as sent by a machine: Precedence, X-Autoreply, X-Autorespond, a delivery report", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const { offer } = await awaitingReply(service, ada, bo);
    const before = await playedState(service);
    const sent = service.smtp.mails.length;
    const marks = [
      { Precedence: "bulk" },
      { Precedence: "junk" },
      { Precedence: "list" },
      { Precedence: "auto_reply" },
      { "X-Autoreply": "yes" },
      { "X-Autorespond": "I am away" },
    ];
    for (const headers of marks)
      await deliver(service, { ...replyMessage(ada, offer, "1", "plain top-post"), headers });
    const report = [
      `From: ${ada.name} <${ada.email}>`,
      `To: ${replyAddressOf(offer)}`,
      `Message-ID: <${crypto.randomUUID()}@mail.example.test>`,
      "Subject: Delivery Status Notification",
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain",
      "",
      "1",
      "--b",
      "Content-Type: message/delivery-status",
      "",
      "Action: delayed",
      "--b--",
      "",
    ].join("\r\n");
    await deliver(service, {
      envelope: { from: ada.email, to: [replyAddressOf(offer) as string] },
      raw: report,
    });
    expect(await playedState(service)).toEqual(before);
    expect(service.smtp.mails.length).toBe(sent);
  });
});
