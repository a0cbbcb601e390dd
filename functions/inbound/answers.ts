import type { Deps } from "../deps";
import { loadCurrent } from "../matches/current";
import { seatOf } from "../matches/seats";
import { preferencesLink, unsubscribeLink } from "../notify/links";
import { mailOf } from "../notify/mail";
import { composeMessage } from "../notify/message";
import { pngOrNone } from "../notify/pictures/png";
import { settingsOf } from "../notify/settings";
import type { Texts } from "../notify/texts/texts";
import type { MoveRecord, PlayerRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";
import type { ReplyClaims } from "../tokens/reply-address";
import { withheld } from "./answer-limits";

/** Why a reply from the player played nothing: each is answered, saying what the match needs now. */
export type Refusal = "expired" | "moved-on" | "unreadable";

/** What an answer tells first: the choice that was played, or why nothing was. */
export type Outcome =
  | { kind: "played"; move: MoveRecord; again: boolean }
  /** `fitting`: the short forms of the choices an unreadable line fits, when it fits several. */
  | { kind: "refused"; why: Refusal; line: string; fitting?: readonly string[] };

/** Whom an answer goes to, about which match, answering which message. */
export interface Answering {
  player: PlayerRecord & { email: string };
  matchId: string;
  /** The reply's Message-ID: the answer names it, and takes its own from it. */
  inReplyTo: string;
  /** The reply address written to: answers are counted per address. */
  reply: ReplyClaims;
  /** Whether the sender's address was verified (SES's checks, or the envelope locally): if not, no answer. */
  verified: boolean;
}

const reasons: Record<Refusal, (texts: Texts, line: string, fitting: readonly string[]) => string> = {
  expired: (texts) => texts.reply.expired,
  "moved-on": (texts) => texts.reply.movedOn,
  unreadable: (texts, line, fitting) =>
    fitting.length > 1 ? texts.reply.ambiguous(line, fitting) : texts.reply.unreadable(line),
};

/** The same reply answered twice gets the same Message-ID, so a mail client shows one answer. */
const answerId = (inReplyTo: string) => `answer-${sha256(inReplyTo).slice(0, 24)}`;

/**
 * Answers a reply from the match as it is now: what was played (the player's move confirmed) or
 * why nothing was, then what the match needs, with the numbered choices and a fresh reply address
 * when it waits for them. Nothing is sent on anyone else's behalf (see `withheld`).
 */
export async function answer(deps: Deps, to: Answering, outcome: Outcome): Promise<void> {
  const mailer = deps.notify?.mailer;
  if (!mailer) return;
  const why = await withheld(deps, to, outcome);
  if (why) {
    deps.log?.({ level: "info", msg: "answer withheld", why, playerId: to.player.id, matchId: to.matchId });
    return;
  }
  const id = answerId(to.inReplyTo);
  if (outcome.kind === "played" && outcome.again && (await deps.store.wasReplyAnswered(id))) {
    // a mail server's second delivery: the first was answered, or its answer is the next notice
    deps.log?.({ level: "info", msg: "reply answered before", playerId: to.player.id, matchId: to.matchId });
    return;
  }
  const match = await loadCurrent(deps, to.matchId);
  const seat = seatOf(match, to.player.id);
  const awaited = seat !== null && match.status === "active" && match.activeSeats.includes(seat);
  if (outcome.kind === "played" && !outcome.again && !(awaited && match.version === outcome.move.version)) {
    // the match moved on or waits for others: the next notice says the reply was played, in one message
    deps.log?.({
      level: "info",
      msg: "answer folded into the next notice",
      playerId: to.player.id,
      matchId: to.matchId,
    });
    await answered(deps, id, to);
    return;
  }
  const message = await composeMessage(deps, {
    kind: awaited ? "yourTurn" : match.status === "finished" ? "matchEnded" : "moveMade",
    match,
    reader: to.player,
    settings: settingsOf(to.player),
    unseen: { moves: outcome.kind === "played" ? [outcome.move] : [], earlier: false },
    now: deps.now(),
    medium: "email",
  });
  const first =
    outcome.kind === "played"
      ? message.texts.reply.played
      : reasons[outcome.why](message.texts, outcome.line, outcome.fitting ?? []);
  const happened = outcome.kind === "played" ? message.happened : null;
  const mail = mailOf(
    { ...message, headline: `${first} ${message.headline}`, happened },
    {
      to: to.player.email,
      id,
      // the answer may be the reader's next turn: its picture is what a reply is written from
      png: await pngOrNone(message.picture),
      unsubscribe: unsubscribeLink(deps, to.player),
      preferences: preferencesLink(deps, to.player),
    },
  );
  await mailer.send({
    ...mail,
    headers: { ...mail.headers, "In-Reply-To": to.inReplyTo, References: to.inReplyTo },
    tags: { player: to.player.id },
  });
  if (outcome.kind === "played") await answered(deps, id, to);
}

/** Notes a played reply answered, for as long as its reply address lasts: a second delivery finds it. */
async function answered(deps: Deps, id: string, to: Answering): Promise<void> {
  await deps.store.markReplyAnswered(id, new Date(to.reply.expires * 1000 + 86_400_000));
}
