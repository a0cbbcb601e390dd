import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { afterAll, expect } from "vitest";
import { Client, tableSnapshot, useServer } from "../api/harness";
import { confirmAddress, type ReceivedMail, smtpReceiver } from "../notify/receivers";

/** A real SMTP server for what the service sends, and the service listening for replies. */
export async function useMailService(workIntervalMs = 25) {
  const smtp = await smtpReceiver();
  afterAll(() => smtp.close());
  const api = useServer({ smtpUrl: smtp.url, workIntervalMs, inbound: { port: 0, host: "127.0.0.1" } });
  return { smtp, api };
}

export type Service = Awaited<ReturnType<typeof useMailService>>;

/** The table but the counts of answers sent (`RATE#` items): what a reply that plays nothing leaves as it was. */
export async function playedState(service: Service): Promise<string[]> {
  return (await tableSnapshot(service.api.server)).filter((item) => !item.includes('{"S":"RATE#'));
}

export interface Person extends Client {
  id: string;
  name: string;
  email: string;
}

let count = 0;

/** A player with an email address who hears of their turns by email, in their language. */
export async function person(service: Service, name: string, language: "en" | "de" = "en"): Promise<Person> {
  const email = `${name.toLowerCase()}-${++count}@example.test`;
  const reply = await new Client(service.api.url).post("/v1/players", { name, email });
  await confirmAddress(service.smtp.mails, email);
  expect(reply.status).toBe(201);
  const p = Object.assign(new Client(service.api.url, reply.body.apiKey), {
    id: reply.body.player.id as string,
    name,
    email,
  });
  const saved = await p.request("PUT", "/v1/me/notifications", {
    body: { email: { when: "myTurn" }, language },
  });
  expect(saved.status).toBe(200);
  return p;
}

export const mailsTo = (service: Service, p: Person): ReceivedMail[] =>
  service.smtp.mails.filter((m) => m.to.includes(p.email));

/** The reply address a mail offers, if any. */
export const replyAddressOf = (mail: ReceivedMail): string | undefined => mail.headers["reply-to"];

/** One of the numbered choices of a turn email. */
export interface Choice {
  number: number;
  sentence: string;
  text: string;
}

/** The numbered choices as the email lists them: "3. Play a ship card and build on … [ship north-shore-…]". */
export function choicesIn(mail: ReceivedMail): Choice[] {
  return [...mail.text.matchAll(/^(\d+)\. (.+) \[([^[\]]+)\]$/gm)].map((m) => ({
    number: Number(m[1]),
    sentence: m[2],
    text: m[3],
  }));
}

/** How a mail client writes a reply: the choice, where it puts the quoted message, in which form. */
export type Style = "plain top-post" | "HTML only" | "bottom-post with signature" | "Latin-1 top-post";
export const styles: Style[] = [
  "plain top-post",
  "HTML only",
  "bottom-post with signature",
  "Latin-1 top-post",
];

const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
const attribution = "On Tue, 3 Nov 2026 at 09:12, Async board games <games@localhost> wrote:";

/** The message a person's mail client sends when they answer `to` with `line` as the first line. */
export function replyMessage(
  from: Person,
  to: ReceivedMail,
  line: string,
  style: Style,
  messageId = `<${crypto.randomUUID()}@mail.example.test>`,
): SendMailOptions {
  const base = {
    from: `${from.name} <${from.email}>`,
    to: replyAddressOf(to),
    messageId,
    inReplyTo: to.messageId,
    references: to.messageId,
  };
  switch (style) {
    case "plain top-post":
      return {
        ...base,
        subject: `Re: ${to.subject}`,
        text: `${line}\n\n${attribution}\n${quoted(to.text)}\n`,
      };
    case "HTML only":
      return {
        ...base,
        subject: `AW: ${to.subject}`,
        html: `<div dir="ltr">${line}</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">${attribution}<br></div><blockquote class="gmail_quote" style="margin:0 0 0 .8ex;border-left:1px #ccc solid;padding-left:1ex">${to.html}</blockquote></div>`,
      };
    case "bottom-post with signature":
      return {
        ...base,
        subject: `Re: ${to.subject}`,
        text: `${attribution}\n${quoted(to.text)}\n\n${line}\n\n-- \n${from.name}\nSent from my phone\n`,
      };
    case "Latin-1 top-post":
      return {
        ...base,
        subject: `AW: ${to.subject}`,
        alternatives: [
          {
            contentType: "text/plain; charset=iso-8859-1",
            content: Buffer.from(
              `${line}\r\n\r\nAm 03.11.2026 um 09:12 schrieb Spiele:\r\n${quoted(to.text)}\r\n`,
              "latin1",
            ),
          },
        ],
      };
  }
}

/** Sends a message to the service's inbound listener over SMTP, as the player's mail server would. */
export async function deliver(service: Service, message: SendMailOptions): Promise<void> {
  const url = service.api.server.inboundUrl;
  if (!url) throw new Error("the server listens for no replies");
  await nodemailer.createTransport(url).sendMail(message);
}

/** Waits for the mail the check finds, polling the receiver. */
export async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A Santa Cruz match of a person who plays by email and one who plays over HTTP, where the match
 * awaits the first (the other drafts first over HTTP if the draw seated them to), and the email
 * that offers them its choices.
 */
export async function awaitingReply(service: Service, me: Person, other: Person) {
  const created = await other.post("/v1/matches", { game: "santa-cruz", seats: 2, seed: "reply" });
  const joined = await me.post(`/v1/matches/${created.body.id}/join`, {
    inviteCode: created.body.inviteCode,
  });
  let version: number = joined.body.version;
  if (!joined.body.activeSeats.includes(joined.body.yourSeat)) {
    const theirs = (await other.get(`/v1/matches/${created.body.id}`)).body;
    const moved = await other.post(`/v1/matches/${created.body.id}/actions`, {
      action: theirs.legalActions[0],
      expectedVersion: theirs.version,
    });
    expect(moved.body.activeSeats).toEqual([joined.body.yourSeat]);
    version = moved.body.version;
  }
  await service.api.server.work();
  const offer = await waitFor(() => mailsTo(service, me).find(replyAddressOf));
  return { matchId: created.body.id as string, version, offer };
}

/**
 * What became of a reply: the first line of the service's answer to it, or "played" once its move
 * is in the match and no answer came (calm email folds that answer into the next turn's notice).
 */
export function replyOutcome(service: Service, matchId: string, messageId: string): Promise<string> {
  return waitFor(async () => {
    const answer = service.smtp.mails.find((m) => m.headers["in-reply-to"] === messageId);
    if (answer) return answer.text.split("\n")[0];
    const moves = await service.api.server.deps.store.movesAfter(matchId, 0);
    return moves.some((m) => m.idempotencyKey === `mail:${messageId}`) ? "played" : undefined;
  });
}

/** The service's answer to a reply: the mail naming its Message-ID in In-Reply-To. */
export function answerTo(service: Service, messageId: string): Promise<ReceivedMail> {
  return waitFor(() => service.smtp.mails.find((m) => m.headers["in-reply-to"] === messageId));
}
