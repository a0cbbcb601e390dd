import { describe, expect, it } from "vitest";
import { fromBase32, toBase32 } from "../../functions/tokens/base32";
import { type ReplyToken, replyAddress, replyTokenOf } from "../../functions/tokens/reply-address";
import type { ReceivedMail } from "../notify/receivers";
import {
  awaitingReply,
  choicesIn,
  deliver,
  type Person,
  person,
  playedState,
  replyAddressOf,
  replyMessage,
  replyOutcome,
  useMailService,
} from "./harness";

// the worker runs when a test says, so that the table holds still between its checks
const service = await useMailService(0);

/** A match that awaits Ada's reply: her offer, and the player who plays it over HTTP. */
async function scene() {
  const ada = await person(service, "Ada");
  const bo = await person(service, "Bo");
  return { ada, bo, ...(await awaitingReply(service, ada, bo)) };
}

/** Delivers a message and returns the mails the service sent because of it; nothing may be played. */
async function sentNothingPlayed(message: Parameters<typeof deliver>[1]): Promise<ReceivedMail[]> {
  const before = await playedState(service);
  const sent = service.smtp.mails.length;
  await deliver(service, message);
  expect(await playedState(service)).toEqual(before);
  return service.smtp.mails.slice(sent);
}

const movedOn = "The match has moved on since the email you answered, so nothing was played. ";

/**
 * Told the match moved on, then what it needs now: the reader's turn again (the seats the start drew
 * may give Ada the next action too) with fresh choices to reply to, or Bo's, with nothing to reply to.
 */
function expectMovedOn(mails: ReceivedMail[], to: Person) {
  expect(mails).toHaveLength(1);
  const [answer] = mails;
  expect(answer.to).toEqual([to.email]);
  const first = answer.text.split("\n")[0];
  expect(first.startsWith(movedOn)).toBe(true);
  const now = first.slice(movedOn.length);
  if (now.startsWith("It is your turn in Santa Cruz with Bo"))
    expect(replyAddressOf(answer)).toMatch(/^play\+[a-z2-7]{50}@localhost$/);
  else {
    expect(now).toMatch(/^Nothing to do for now in Santa Cruz with Bo: waiting for Bo\./);
    expect(replyAddressOf(answer)).toBeUndefined();
  }
}

/** The answer says why first, then what the match needs now, with fresh choices when it awaits the reader. */
function expectAnswer(mails: ReceivedMail[], to: Person, why: RegExp, offer: ReceivedMail | null) {
  expect(mails).toHaveLength(1);
  const [answer] = mails;
  expect(answer.to).toEqual([to.email]);
  expect(answer.text.split("\n")[0]).toMatch(why);
  if (!offer) return expect(replyAddressOf(answer)).toBeUndefined();
  expect(answer.text.split("\n")[0]).toMatch(/It is your turn in Santa Cruz with Bo/);
  expect(choicesIn(answer)).toEqual(choicesIn(offer));
  expect(replyAddressOf(answer)).toMatch(/^play\+[a-z2-7]{50}@localhost$/);
}

describe("replies that play nothing", () => {
  it("a forged or altered reply address: no answer at all", async () => {
    const { ada, offer } = await scene();
    const address = replyAddressOf(offer) as string;
    const { claims } = replyTokenOf(address) as ReplyToken;
    const at = address.indexOf("@");
    const bytes = fromBase32(address.slice("play+".length, at)) as Uint8Array;
    // the claims changed (another version), the server's signature kept
    bytes[16] ^= 1;
    const altered = `play+${toBase32(bytes)}${address.slice(at)}`;
    // the same claims signed with another secret
    const forged = replyAddress("not-the-server-secret-0123456789abcdef", claims, ada.id, "localhost");
    // one character of the signature changed
    const typo = `${address.slice(0, at - 1)}${address[at - 1] === "a" ? "b" : "a"}${address.slice(at)}`;
    for (const to of [altered, forged as string, typo, "play+aaaa@localhost"]) {
      const mails = await sentNothingPlayed({ ...replyMessage(ada, offer, "1", "plain top-post"), to });
      expect(mails, to).toEqual([]);
    }
  });

  it("a sender who is not the player, even another player of the match: no answer at all", async () => {
    const { ada, bo, offer } = await scene();
    const mallory = { ...ada, name: "Mallory", email: "mallory@example.test" } as Person;
    for (const sender of [mallory, bo]) {
      const mails = await sentNothingPlayed(replyMessage(sender, offer, "1", "plain top-post"));
      expect(mails, sender.email).toEqual([]);
    }
  });

  it("an expired reply address: the player is told, with what the match needs now", async () => {
    const { ada, offer } = await scene();
    const { claims } = replyTokenOf(replyAddressOf(offer) as string) as ReplyToken;
    const secret = service.api.server.deps.signingSecret as string;
    const expired = replyAddress(
      secret,
      { ...claims, expires: Math.floor(Date.now() / 1000) - 60 },
      ada.id,
      "localhost",
    );
    const mails = await sentNothingPlayed({
      ...replyMessage(ada, offer, "1", "plain top-post"),
      to: expired as string,
    });
    expectAnswer(mails, ada, /^The reply address you wrote to has expired, so nothing was played\./, offer);
  });

  it("a choice it cannot read, a number it does not list, an empty reply: told why, with the choices", async () => {
    const { ada, offer } = await scene();
    for (const line of ["hello there", "99", ""]) {
      const mails = await sentNothingPlayed(replyMessage(ada, offer, line, "bottom-post with signature"));
      const why =
        line === ""
          ? /^Your reply has no first line to read/
          : new RegExp(`^“${line}” names none of your choices`);
      expectAnswer(mails, ada, why, offer);
    }
  });

  it("a reply that fits several choices is told so, with those choices as a reply writes them", async () => {
    const { ada, offer } = await scene();
    const choices = choicesIn(offer);
    // the keyword alone: every choice of that kind fits it
    const keyword = (choices[0]?.text ?? "").split(" ")[0] as string;
    const fitting = choices.filter((c) => c.text.split(" ")[0] === keyword);
    expect(fitting.length).toBeGreaterThan(1);
    const mails = await sentNothingPlayed(replyMessage(ada, offer, keyword, "plain top-post"));
    const shown = fitting.slice(0, 5).map((c) => `[${c.text}]`);
    const more = fitting.length > 5 ? ` and ${fitting.length - 5} more` : "";
    const why = `“${keyword}” fits ${fitting.length} of your choices, so nothing was played: ${shown.join(", ")}${more}. Reply with the one you mean.`;
    expectAnswer(mails, ada, new RegExp(`^${why.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`), offer);
  });

  it("a replayed reply address, once its version was played: told the match moved on", async () => {
    const { ada, matchId, offer } = await scene();
    const first = replyMessage(ada, offer, "1", "plain top-post");
    await deliver(service, first);
    // played: answered at once while the turn is hers, else by the next turn's notice
    expect(await replyOutcome(service, matchId, first.messageId as string)).toMatch(
      /^(played$|Your reply was played\.)/,
    );
    // the same address again, in a new message
    const mails = await sentNothingPlayed(replyMessage(ada, offer, "2", "plain top-post"));
    expectMovedOn(mails, ada);
  });

  it("a reply to a version a web move has moved past: told the match moved on", async () => {
    const { ada, matchId, version, offer } = await scene();
    const seen = (await ada.get(`/v1/matches/${matchId}`)).body;
    const moved = await ada.post(`/v1/matches/${matchId}/actions`, {
      action: seen.legalActions[0],
      expectedVersion: version,
    });
    expect(moved.status).toBe(201);
    const mails = await sentNothingPlayed(replyMessage(ada, offer, "2", "HTML only"));
    expectMovedOn(mails, ada);
  });
});
