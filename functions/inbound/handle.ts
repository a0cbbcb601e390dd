import type { Deps } from "../deps";
import { gameOf, loadCurrent } from "../matches/current";
import { submitMove } from "../matches/play";
import { emitMetric } from "../metrics";
import { notesOf } from "../notify/games";
import { settingsOf } from "../notify/settings";
import { Refusal, type RefusalKind } from "../requests/refusal";
import type { MatchRecord, PlayerRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";
import { type ReplyToken, replyTokenOf, signedFor } from "../tokens/reply-address";
import { type Answering, answer, type Refusal as Unplayed } from "./answers";
import { type InboundHeader, readFirstLine, readHeader } from "./inbound-mail";

/** One received message, as the local listener or SES hands it over, with what vouches for its sender. */
export type Delivered = {
  raw: Uint8Array;
  /** The envelope's recipients: where the message was delivered. */
  recipients: readonly string[];
} & (
  | {
      /** On AWS, SES's verdicts by name (spam, virus, spf, dkim, dmarc): PASS, FAIL, GRAY… */
      verdicts: Readonly<Record<string, string>>;
    }
  | {
      /** Locally, the envelope's sender (MAIL FROM), the only word on who sent it; null for none (<>). */
      envelopeSender: string | null;
    }
);

/** Why a message is dropped without an answer: answering could be used to probe addresses. */
export type Dropped = "automatic" | "verdict" | "no-reply-address" | "forged" | "not-the-player";

/** What became of a message; only `played` changed anything. */
export type Handled =
  | { result: "played"; matchId: string; version: number }
  | { result: "duplicate"; matchId: string; version: number }
  | { result: "refused"; matchId: string; why: Unplayed }
  | { result: "dropped"; why: Dropped };

interface Author {
  player: PlayerRecord & { email: string };
  token: ReplyToken;
  /** Whether the From address is proven, so that answering it mails no one on another's behalf. */
  verified: boolean;
}

const dropped = (why: Dropped): Handled => ({ result: "dropped", why });

/** What submitting a move answers when another move took its version, or ended the match, first. */
const raceLost: readonly RefusalKind[] = [
  "stale-version",
  "unknown-version",
  "precondition-failed",
  "conflict",
];

/** SES's verdicts that together prove the From address: DMARC ties SPF's or DKIM's pass to its domain. */
const PROVING = ["spf", "dkim", "dmarc"] as const;

/**
 * Whether the From address is proven: on AWS when SES's SPF, DKIM and DMARC checks all pass;
 * locally (npm start, on loopback) when the envelope's sender is that address too.
 */
function senderVerified(delivered: Delivered, sender: string): boolean {
  if ("verdicts" in delivered) return PROVING.every((name) => delivered.verdicts[name] === "PASS");
  return delivered.envelopeSender?.toLowerCase() === sender;
}

const failedVerdict = (delivered: Delivered) =>
  "verdicts" in delivered && Object.values(delivered.verdicts).includes("FAIL");

/**
 * Who wrote, if it is the seat's player answering a reply address this server signed for them:
 * the token is the authority, and the sender must be the player's address (and pass SES's checks).
 * Only the header has been read: a message from anyone else is dropped before its body is parsed.
 */
async function authorOf(deps: Deps, mail: InboundHeader, delivered: Delivered): Promise<Author | Handled> {
  if (mail.automatic) return dropped("automatic");
  if (failedVerdict(delivered)) return dropped("verdict");
  const token = mail.replyAddress ? replyTokenOf(mail.replyAddress) : null;
  if (!token) return dropped("no-reply-address");
  const match = await deps.store.getMatch(token.claims.matchId);
  const playerId = match?.seats[token.claims.seat]?.playerId;
  if (!playerId || !deps.signingSecret || !signedFor(deps.signingSecret, token, playerId, deps.now()))
    return dropped("forged");
  const player = await deps.store.getPlayer(playerId);
  if (!player?.email || player.email.toLowerCase() !== mail.sender) return dropped("not-the-player");
  const verified = senderVerified(delivered, mail.sender);
  return { player: { ...player, email: player.email }, token, verified };
}

/** The Message-ID as the move's Idempotency-Key, within the keys' length, apart from HTTP clients' keys. */
function keyOf(messageId: string): string {
  const key = `mail:${messageId}`;
  return key.length <= 200 ? key : `mail:${sha256(messageId)}`;
}

/**
 * The legal actions the first line could mean, read as the game reads its short text form or a
 * number, each with its short form: the one it names, or the several it fits, or none.
 */
async function choicesOf(
  deps: Deps,
  match: MatchRecord,
  seat: number,
  author: Author,
  line: string,
): Promise<{ actions: unknown[]; forms: string[] }> {
  if (line === "") return { actions: [], forms: [] };
  const game = await gameOf(deps, match);
  const ctx = {
    lang: settingsOf(author.player).language,
    names: match.seats.map((s) => s?.name ?? ""),
    viewer: seat,
    view: game.view(match.state, seat),
  };
  const { sentences } = notesOf(game);
  const actions = sentences.fittingActions(line, game.legalActions(match.state, seat), ctx);
  return { actions, forms: actions.map((action) => sentences.actionText(action, ctx)) };
}

/**
 * Plays the choice a reply names, exactly once, or answers why not. A mail server that delivers the
 * same reply twice finds its move by the Message-ID and plays nothing more; a reply and a web move
 * on the same version race under the same conditional write as any two clients.
 */
export async function handleInbound(deps: Deps, delivered: Delivered): Promise<Handled> {
  const mail = await readHeader(delivered.raw, delivered.recipients);
  const author = await authorOf(deps, mail, delivered);
  if ("result" in author) return author;
  const firstLine = await readFirstLine(delivered.raw);
  const { claims } = author.token;
  const { matchId, seat, version, expires } = claims;
  const to: Answering = {
    player: author.player,
    matchId,
    inReplyTo: mail.messageId,
    reply: claims,
    verified: author.verified,
  };
  const key = keyOf(mail.messageId);
  const refuse = async (why: Unplayed, fitting: string[] = []): Promise<Handled> => {
    await answer(deps, to, { kind: "refused", why, line: firstLine, fitting });
    emitMetric(deps.log, "RepliesRefused", 1);
    return { result: "refused", matchId, why };
  };

  const earlier = await deps.store.getMove(matchId, version + 1);
  if (earlier && earlier.playerId === author.player.id && earlier.idempotencyKey === key) {
    // answered again: the first answer may have been lost with the delivery that is now retried
    await answer(deps, to, { kind: "played", move: earlier, again: true });
    return { result: "duplicate", matchId, version: earlier.version };
  }
  if (expires * 1000 <= deps.now().getTime()) return refuse("expired");
  try {
    const match = await loadCurrent(deps, matchId);
    if (match.version !== version || match.status !== "active" || !match.activeSeats.includes(seat))
      return refuse("moved-on");
    const { actions, forms } = await choicesOf(deps, match, seat, author, firstLine);
    // none, or several: the answer says which, and names the several
    if (actions.length !== 1) return refuse("unreadable", forms);
    const [action] = actions;
    const move = await submitMove(deps, author.player, matchId, {
      action,
      expectedVersion: version,
      versionIsPrecondition: false,
      idempotencyKey: key,
      requestHash: sha256(`mail ${matchId}\n${JSON.stringify({ action, expectedVersion: version })}`),
    });
    await answer(deps, to, { kind: "played", move, again: move.replayed === true });
    if (!move.replayed) emitMetric(deps.log, "RepliesPlayed", 1);
    return { result: move.replayed ? "duplicate" : "played", matchId, version: move.version };
  } catch (error) {
    // another move took the version first: the refusal a web client gets, told in words
    if (error instanceof Refusal && raceLost.includes(error.kind)) return refuse("moved-on");
    throw error;
  }
}
