import type { AnyGame, GameResult } from "../../domain/core/game";
import { type Lang, listing } from "../../domain/core/sentences";
import type { Deps } from "../deps";
import { gameOf } from "../matches/current";
import { seatOf } from "../matches/seats";
import { matchResult } from "../matches/standings";
import { seatView } from "../matches/views";
import type { MatchRecord, NoticeKind, PlayerRecord } from "../store/records";
import { REPLY_DAYS, replyAddress } from "../tokens/reply-address";
import { LINK_DAYS } from "../tokens/sign-in";
import { deadlineText, seatDeadlines } from "./deadlines";
import { type GameNotes, notesOf } from "./games";
import { invitationLink, openLink, plainMatchLink } from "./links";
import type { Picture } from "./pictures/picture";
import type { NotificationSettings } from "./settings";
import { tell } from "./story";
import { chatSince } from "./table-talk";
import type { Deadline, Texts } from "./texts/texts";
import { textsFor } from "./texts/texts";
import type { Unseen } from "./unseen";

/** One notice in words, for one reader, before it is laid out as an email or a chat message. */
export interface Message {
  lang: Lang;
  texts: Texts;
  subject: string;
  /** What the reader must do, and by when. */
  headline: string;
  /** Whether the match waits for the reader now. */
  mustAct: boolean;
  /** Whether it answers the reader's reply by email, which was played (one message, not two): one per reply, so not capped. */
  answersReply?: boolean;
  /** What happened since the reader last looked; null where there is nothing to tell of (an invitation). */
  happened: string[] | null;
  standings: { title: string; line: string } | null;
  /** Each seat's deadline. */
  clock: string[];
  link: { label: string; url: string; note: string | null };
  picture: Picture | null;
  /** How to play by answering this email; null when the match does not wait for the reader. */
  reply: ReplyOffer | null;
}

/** The reader's choices now, and the address whose reply plays one. */
export interface ReplyOffer {
  /** `play+<token>@<domain>`: the token names the reader, the match and this version, and expires. */
  address: string;
  /** Numbered from 1, each in words and in the short text form that reads back to it; null when too many. */
  choices: { sentence: string; text: string }[] | null;
  /** How many choices there are. */
  count: number;
  /** The game's own line on writing a choice in its short text form. */
  help: string;
  /** What the reader holds that only they see (a Santa Cruz hand), to choose from; null when the game tells none. */
  holding: string | null;
}

/** More choices than this are not listed: the reader writes theirs in its short form. */
const LISTED_CHOICES = 30;

export interface MessageInput {
  kind: NoticeKind;
  match: MatchRecord;
  reader: PlayerRecord;
  settings: NotificationSettings;
  unseen: Unseen;
  now: Date;
  /** Email links sign the reader in; chat links, which others may read, do not. */
  medium: "email" | "chat";
  /** The player who caused the notice (who sent an invitation). */
  by?: string;
}

/** What the reader is told, and of what: names, seat, view, the match named for them. */
interface Scene {
  input: MessageInput;
  game: AnyGame;
  notes: GameNotes;
  texts: Texts;
  seat: number | null;
  /** Seat names as seated: sentences and pictures name the reader themselves. */
  seatNames: string[];
  /** Seat names, the reader's as "you", for standings and clocks. */
  names: string[];
  matchName: string;
  view: unknown;
}

async function sceneOf(deps: Deps, input: MessageInput): Promise<Scene> {
  const { match, reader, settings } = input;
  const game = await gameOf(deps, input.match);
  const texts = textsFor(settings.language);
  const seat = seatOf(match, reader.id);
  const seated = match.seats.map((s) => s?.name ?? "");
  const others = seated.filter((name, i) => i !== seat && name !== "");
  return {
    input,
    game,
    notes: notesOf(game),
    texts,
    seat,
    seatNames: seated,
    names: seated.map((name, i) => (i === seat ? texts.you : name)),
    matchName: texts.matchName(game.name, others),
    view: seatView(game, match, seat),
  };
}

function deadlineOf(scene: Scene, iso: string | null): Deadline | null {
  const { now, settings } = scene.input;
  return iso === null ? null : deadlineText(iso, now, settings.timeZone, scene.texts);
}

/** "1. Ada 23 · 2. You 17": places shared by equal scores. */
function standingsLine(scores: { seat: number; score: number }[], names: string[]): string {
  return [...scores]
    .sort((a, b) => b.score - a.score || a.seat - b.seat)
    .map(({ seat, score }) => {
      const place = 1 + scores.filter((s) => s.score > score).length;
      return `${place}. ${names[seat]} ${score}`;
    })
    .join(" · ");
}

/** "1. Bea 20 · 2. You 23": the final places as the result gives them (a resigned seat is last, whatever its score). */
function placesLine(standings: GameResult["standings"], names: string[]): string {
  return standings.map(({ seat, score, place }) => `${place}. ${names[seat]} ${score}`).join(" · ");
}

function standingsOf(scene: Scene, result: GameResult | null): Message["standings"] {
  if (scene.view === null) return null;
  if (result) return { title: scene.texts.finalStandings, line: placesLine(result.standings, scene.names) };
  const scores = scene.notes.scores(scene.view).map((score, seat) => ({ seat, score }));
  return { title: scene.texts.standings, line: standingsLine(scores, scene.names) };
}

function clockOf(scene: Scene): string[] {
  return seatDeadlines(scene.input.match).flatMap((iso, seat) => {
    const deadline = deadlineOf(scene, iso);
    return deadline ? [`${scene.names[seat]}: ${scene.texts.until(deadline)}`] : [];
  });
}

/** How the finished match went, for this reader. */
function outcomeOf(scene: Scene, result: GameResult): { headline: string; subject: string } {
  const { texts, names, seat } = scene;
  const ranked = result.standings;
  const first = ranked.filter((s) => s.place === 1);
  const mine = ranked.find((s) => s.seat === seat) ?? ranked[0];
  const runnerUp = ranked.find((s) => s.place > 1) ?? null;
  const youWon = first.some((s) => s.seat === seat);
  const headline = texts.outcome({
    game: scene.game.name,
    winners: first.map((s) => names[s.seat]),
    youWon,
    top: first[0]?.score ?? 0,
    runnerUp: runnerUp && { name: names[runnerUp.seat], score: runnerUp.score, you: runnerUp.seat === seat },
    place: mine.place,
    of: ranked.length,
    score: mine.score,
  });
  const winner = youWon
    ? null
    : listing(
        first.map((s) => names[s.seat]),
        scene.input.settings.language,
      );
  return { headline, subject: texts.titles.finished(winner) };
}

/** While the match is played: the reader's turn (with their deadline), or whom it waits for. */
function turnOf(scene: Scene): { headline: string; subject: string } {
  const { texts, names, seat, matchName, input } = scene;
  const { match, kind } = input;
  const deadlines = seatDeadlines(match);
  const awaiting = seat !== null && match.activeSeats.includes(seat);
  const own = deadlineOf(scene, seat === null ? null : (deadlines[seat] ?? null));
  const waiting = () => {
    const first = match.activeSeats.map((s) => deadlines[s]).find((d) => d) ?? null;
    const who = listing(
      match.activeSeats.map((s) => names[s]),
      input.settings.language,
    );
    return { who, line: texts.waitingFor(matchName, who, deadlineOf(scene, first)) };
  };
  if (kind === "timedOut") {
    const ranOut = texts.timedOut(matchName, awaiting ? "wait" : (match.clock?.onTimeout ?? "wait"));
    return { headline: awaiting ? ranOut : `${ranOut} ${waiting().line}`, subject: texts.titles.timedOut };
  }
  if (awaiting && kind === "reminder" && own)
    return { headline: texts.runningOut(matchName, own), subject: texts.titles.reminder };
  if (awaiting) return { headline: texts.play(matchName, own), subject: texts.titles.yourTurn };
  const { who, line } = waiting();
  return {
    headline: line,
    subject: kind === "matchStarted" ? texts.titles.started : texts.titles.waiting(who),
  };
}

function linkOf(deps: Deps, scene: Scene): Message["link"] {
  const { match, reader, medium } = scene.input;
  const label = match.status === "lobby" ? scene.texts.join : scene.texts.open;
  if (medium === "chat") return { label, url: plainMatchLink(deps, match.id), note: null };
  const url =
    match.status === "lobby"
      ? invitationLink(deps, reader, match.id, match.inviteCode)
      : openLink(deps, reader, match.id);
  return { label, url, note: scene.texts.signsIn(LINK_DAYS) };
}

async function invitation(deps: Deps, scene: Scene): Promise<Message> {
  const { match } = scene.input;
  const inviter = scene.input.by ?? match.createdBy;
  const host =
    match.seats.find((s) => s?.playerId === inviter)?.name ??
    (await deps.store.getPlayer(inviter))?.name ??
    "";
  const taken = match.seats.filter((s) => s !== null).length;
  return {
    lang: scene.input.settings.language,
    texts: scene.texts,
    subject: scene.texts.titles.invited(host, scene.game.name),
    headline: scene.texts.invitation(host, scene.game.name, taken, match.seatCount, match.inviteCode),
    mustAct: false,
    answersReply: false,
    happened: null,
    standings: null,
    clock: [],
    link: linkOf(deps, scene),
    picture: null,
    reply: null,
  };
}

/** In an email to the seat the match waits for: its legal actions, each told and in its short form. */
function replyOf(deps: Deps, scene: Scene): ReplyOffer | null {
  const { input, game, notes, seat, view } = scene;
  const { match, reader, settings, now } = input;
  const awaited = seat !== null && match.status === "active" && match.activeSeats.includes(seat);
  if (input.medium !== "email" || !awaited || !deps.signingSecret || !deps.replyDomain) return null;
  const claims = {
    matchId: match.id,
    seat,
    version: match.version,
    expires: Math.floor(now.getTime() / 1000) + REPLY_DAYS * 86_400,
  };
  const address = replyAddress(deps.signingSecret, claims, reader.id, deps.replyDomain);
  if (!address) return null;
  const legal = game.legalActions(match.state, seat);
  const ctx = { lang: settings.language, names: scene.seatNames, viewer: seat, view };
  const choices =
    legal.length > LISTED_CHOICES
      ? null
      : legal.map((action) => ({
          sentence: notes.sentences.action(action, ctx),
          text: notes.sentences.actionText(action, ctx),
        }));
  return {
    address,
    choices,
    count: legal.length,
    help: `${scene.texts.reply.helpLead(choices !== null)}: ${notes.sentences.textHelp(ctx)}`,
    holding: notes.sentences.holding?.(ctx) ?? null,
  };
}

/**
 * A picture's numbers name sites for a reply: an email that takes none (a finished match, a move
 * told), or whose choices name none (a card set to choose), shows neither them nor their key.
 */
function keyedForReply(picture: Picture, reply: ReplyOffer | null): Picture {
  const named = (text: string) => picture.key?.some((name) => namesIn(text).includes(name)) ?? false;
  if (reply && (reply.choices === null || reply.choices.some((choice) => named(choice.text)))) return picture;
  const { key: _key, over: _over, ...unnumbered } = picture;
  return unnumbered;
}

/** The words of a choice's text form, as a key's names are written (`north-shore-2`). */
const namesIn = (text: string) => text.split(/[^\p{L}\p{N}-]+/u);

/** At the end, the rematch offered since (the email is written when sent): who offered it. */
async function rematchLine(deps: Deps, scene: Scene): Promise<string[]> {
  const { match } = scene.input;
  if (match.status !== "finished" || !match.rematchId) return [];
  const offered = await deps.store.getMatch(match.rematchId);
  const by = offered && match.seats.find((s) => s?.playerId === offered.createdBy);
  return by && by.playerId !== scene.input.reader.id ? [scene.texts.rematchOffered(by.name)] : [];
}

/** What happened, or nothing to say of it at all when nothing happened before a first message: no "since" yet. */
const happenedOf = (unseen: Unseen, lines: string[]): string[] | null =>
  lines.length === 0 && unseen.firstTelling && !unseen.earlier ? null : lines;

/** The notice in the reader's language, told from the match as it is now. */
export async function composeMessage(deps: Deps, input: MessageInput): Promise<Message> {
  const scene = await sceneOf(deps, input);
  if (input.match.status === "lobby") return invitation(deps, scene);
  const { game, texts, seat, view } = scene;
  const result = matchResult(game, input.match);
  const told = result ? outcomeOf(scene, result) : turnOf(scene);
  // the answer to a reply by email waits for this notice: one message, never two
  const headline = input.unseen.replyPlayed ? `${texts.reply.played} ${told.headline}` : told.headline;
  const subject = told.subject;
  const ctx = { lang: input.settings.language, names: scene.seatNames, viewer: seat, view };
  const lines = tell(game, scene.notes, input.unseen.moves, ctx, texts);
  // table chat is for the seats: quoted in their emails, never in a chat channel others may read
  const said =
    input.medium === "email" && seat !== null
      ? await chatSince(
          deps,
          {
            matchId: input.match.id,
            playerId: input.reader.id,
            version: input.match.version,
            unseen: input.unseen,
            chattedAt: input.match.chattedAt,
            recentChat: input.match.recentChat,
          },
          texts,
        )
      : [];
  const reply = replyOf(deps, scene);
  return {
    lang: input.settings.language,
    texts,
    subject: `${subject} · ${scene.matchName}`,
    headline,
    mustAct: seat !== null && input.match.status === "active" && input.match.activeSeats.includes(seat),
    answersReply: input.unseen.replyPlayed === true,
    happened: happenedOf(input.unseen, [
      ...(input.unseen.earlier ? [texts.andEarlier, ...lines] : lines),
      ...said,
      ...(await rematchLine(deps, scene)),
    ]),
    standings: standingsOf(scene, result),
    clock: clockOf(scene),
    link: linkOf(deps, scene),
    picture:
      input.medium === "email" && view !== null && scene.notes.picture
        ? keyedForReply(
            scene.notes.picture(view, game.content, scene.seatNames, input.settings.language),
            reply,
          )
        : null,
    reply,
  };
}
