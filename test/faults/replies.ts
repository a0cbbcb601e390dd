import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import nodemailer from "nodemailer";
import { expect } from "vitest";
import { replyAddress } from "../../functions/tokens/reply-address";
import { BUCKET, type LocalStack, SECRET } from "./local-stack";

const fixture = readFileSync(new URL("../inbound/fixtures/ses-receipt-event.json", import.meta.url), "utf8");
const RECORDED = {
  address: "play+REPLACED@play.example.test",
  id: "o3vrnil0e2ic28trm7dfhrc2v0clambda4nbp0g1",
};

/** The headers SES adds to a message it stores: its verdicts, which a replay of stored mail reads. */
const sesHeaders = [
  "X-SES-Spam-Verdict: PASS",
  "X-SES-Virus-Verdict: PASS",
  "Received-SPF: pass (spfCheck: domain of example.test designates 203.0.113.7 as permitted sender)",
  "Authentication-Results: amazonses.com; spf=pass (spfCheck: domain of example.test designates 203.0.113.7 as permitted sender) client-ip=203.0.113.7; envelope-from=ada@example.test; dkim=pass header.i=@example.test; dmarc=pass header.from=example.test;",
].join("\r\n");

/**
 * Emails a played reply gets: its answer, or none when the answer is told in the next notice (a
 * reply that ended the turn); never two, however often the reply is handled.
 */
export const ANSWERS_AT_MOST = 1;

/** A player's seat in a match, whose turn it is: what the reply address is signed for. */
export interface Turn {
  matchId: string;
  seat: number;
  version: number;
  player: { id: string; email: string };
}

/**
 * A reply choosing the first listed option, as SES received it: stored in the bucket under its
 * SES message id (with the headers SES adds), and the recorded receipt event naming it.
 */
export async function receivedReply(stack: LocalStack, turn: Turn) {
  const claims = { ...turn, expires: Math.floor(Date.now() / 1000) + 3600 };
  const to = replyAddress(SECRET, claims, turn.player.id, "play.example.test") as string;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sent = await transport.sendMail({
    from: turn.player.email,
    to,
    subject: "Re: It is your turn · Santa Cruz",
    messageId: `<${randomUUID()}@mail.example.test>`,
    text: "1\n\nOn Tue, 3 Nov 2026 at 09:12, Async board games <games@example.test> wrote:\n> It is your turn\n",
  });
  const sesMessageId = randomUUID().replace(/-/g, "");
  const key = `inbound/${sesMessageId}`;
  await stack.s3.put(BUCKET, key, Buffer.concat([Buffer.from(`${sesHeaders}\r\n`), sent.message as Buffer]));
  const event = JSON.parse(fixture.replaceAll(RECORDED.address, to).replaceAll(RECORDED.id, sesMessageId));
  return { key, event };
}

/** A new match of two players whose first turn is `first`'s, against `host`. */
export async function turnIn(stack: LocalStack, host: string, first: string): Promise<Turn> {
  const [opener, player] = [await stack.player(host), await stack.player(first)];
  const created = await stack.api("POST", "/v1/matches", { game: "santa-cruz", seats: 2 }, opener.key);
  const joined = await stack.api(
    "POST",
    `/v1/matches/${created.body.id}/join`,
    { inviteCode: created.body.inviteCode },
    player.key,
  );
  // the seat order is drawn at the start: if the opener drafts first, they choose and `first` is awaited
  let version: number = joined.body.version;
  if (!joined.body.activeSeats.includes(joined.body.yourSeat)) {
    const path = `/v1/matches/${created.body.id}`;
    const theirs = (await stack.api("GET", path, undefined, opener.key)).body;
    const body = { action: theirs.legalActions[0], expectedVersion: theirs.version };
    const moved = await stack.api("POST", `${path}/actions`, body, opener.key);
    expect(moved.body.activeSeats).toEqual([joined.body.yourSeat]);
    version = moved.body.version;
  }
  return {
    matchId: created.body.id,
    seat: joined.body.yourSeat,
    version,
    player: { ...player },
  };
}
