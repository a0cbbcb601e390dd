import type { Deps } from "../deps";
import { mailableAddress } from "../notify/address-status";
import { settingsOf } from "../notify/settings";
import { sha256 } from "../tokens/crypto";
import { REPLY_DAYS, type ReplyClaims } from "../tokens/reply-address";
import type { Answering, Outcome } from "./answers";

/** Why an answer to a reply is not sent; the log says which. */
export type Withheld =
  | "unverified-sender"
  | "not-mailable"
  | "email-off"
  | "answered-before"
  | "answers-per-player";

/** Answers other than a fresh move's, per player and hour: far above a person's typos, far below a flood. */
export const ANSWERS_PER_HOUR = 10;

/** What an answer says, as counted once per reply address: a resend, a reason, an unread line. */
function topicOf(outcome: Outcome): string | null {
  if (outcome.kind === "played") return outcome.again ? "resent" : null;
  return outcome.why === "unreadable" ? `unreadable#${sha256(outcome.line)}` : outcome.why;
}

/** The reply address's claims as one subject: what its answers are counted under. */
const addressOf = (reply: ReplyClaims) => `${reply.matchId}#${reply.seat}#${reply.version}#${reply.expires}`;

/** Counts one more answer on this topic of this reply address (kept until long after it expires): the first is 1. */
function countOnTopic(deps: Deps, reply: ReplyClaims, topic: string): Promise<number> {
  const seconds = 2 * REPLY_DAYS * 86_400;
  return deps.store.countRequest({
    limit: "reply-answer",
    subject: `${addressOf(reply)}#${topic}`,
    start: reply.expires,
    seconds,
  });
}

function countThisHour(deps: Deps, playerId: string): Promise<number> {
  const now = Math.floor(deps.now().getTime() / 1000);
  return deps.store.countRequest({
    limit: "answers-per-player",
    subject: playerId,
    start: now - (now % 3600),
    seconds: 3600,
  });
}

/**
 * Why this answer must not go, or null when it may: only to a sender whose address was verified,
 * who may be mailed and has not switched email off; a fresh move's answer always goes then (one a
 * move), any other at most once per reply address and topic, and at most ANSWERS_PER_HOUR an hour.
 */
export async function withheld(deps: Deps, to: Answering, outcome: Outcome): Promise<Withheld | null> {
  if (!to.verified) return "unverified-sender";
  if (!("to" in mailableAddress(to.player))) return "not-mailable";
  if (settingsOf(to.player).email.when === "never") return "email-off";
  const topic = topicOf(outcome);
  if (topic === null) return null;
  if ((await countOnTopic(deps, to.reply, topic)) > 1) return "answered-before";
  return (await countThisHour(deps, to.player.id)) > ANSWERS_PER_HOUR ? "answers-per-player" : null;
}
