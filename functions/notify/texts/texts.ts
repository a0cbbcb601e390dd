import type { Lang } from "../../../domain/core/sentences";
import { de } from "./de";
import { en } from "./en";

/** A deadline as a reader reads it: the moment in their time zone, and the time left. */
export interface Deadline {
  at: string;
  left: string;
}

/** How a finished match went, for one reader. */
export interface Outcome {
  game: string;
  /** The first place's names, the reader's as "you"; several on a tie. */
  winners: string[];
  youWon: boolean;
  top: number;
  /** The best seat below first place, to tell by how much the winner won; null for one player. */
  runnerUp: { name: string; score: number; you: boolean } | null;
  place: number;
  of: number;
  score: number;
}

/** Every text of a notice, per language: emails, chat messages and the unsubscribe page. */
export interface Texts {
  /** The locale for dates and numbers. */
  locale: string;
  you: string;
  /** "Santa Cruz with Ada and Bo": the match named by its game and the reader's opponents. */
  matchName(game: string, others: string[]): string;
  titles: {
    yourTurn: string;
    reminder: string;
    timedOut: string;
    started: string;
    waiting(who: string): string;
    finished(winner: string | null): string;
    invited(host: string, game: string): string;
    digest(matches: number): string;
  };
  /** First lines: what the reader must do, and by when. */
  play(match: string, deadline: Deadline | null): string;
  runningOut(match: string, deadline: Deadline): string;
  waitingFor(match: string, who: string, deadline: Deadline | null): string;
  timedOut(match: string, onTimeout: "wait" | "skip" | "standIn"): string;
  outcome(o: Outcome): string;
  invitation(host: string, game: string, taken: number, seats: number, code: string): string;
  digestFirst(yourTurns: number, matches: number): string;
  /** The time left before a deadline, in words. */
  timeLeft(ms: number): string;
  since: string;
  nothingNew: string;
  andEarlier: string;
  /** A chat message of another seat, quoted: "Ada said: …". */
  said(name: string, text: string): string;
  repeated(times: number): string;
  /** A seat's person resigned: a computer plays on for them, or the match ended. */
  resigned(name: string): string;
  /** The finished match's rematch was offered: the link below opens it. */
  rematchOffered(name: string): string;
  standings: string;
  finalStandings: string;
  clock: string;
  /** One seat's deadline in the clock section. */
  until(deadline: Deadline): string;
  open: string;
  join: string;
  /** Said beside a link that signs the reader in. */
  signsIn(days: number): string;
  pictureAlt: string;
  /** Heads the list of what the picture's numbers stand for: the names a reply writes. */
  pictureKey: string;
  whyYouGetThis: string;
  preferences: string;
  unsubscribe: string;
  /** Playing by replying to an email. */
  reply: {
    /** Above the numbered choices. */
    choose: string;
    /** Instead of the choices, when there are too many to list. */
    tooMany(count: number): string;
    /** Before the game's short forms: how to answer, with the choices listed (by number too) or not. */
    helpLead(listed: boolean): string;
    /** The first words of an answer to a reply that was played. */
    played: string;
    /** The first words of an answer to a reply that was not: why. */
    expired: string;
    movedOn: string;
    /** The first line names none of the choices; or there is none. */
    unreadable(line: string): string;
    /** The first line fits several choices: their short forms, as a reply may write them. */
    ambiguous(line: string, fitting: readonly string[]): string;
  };
  /** The email a person asks for on the sign-in page ("email me a sign-in link"). */
  signInMail: {
    subject: string;
    body(name: string, days: number): string;
    action: string;
  };
  /** An invitation to an address no player has confirmed: its link makes a guest account and takes the seat. */
  guestInvitation: {
    subject(host: string, game: string): string;
    body(host: string, game: string, days: number): string;
    action: string;
  };
  /** The unsubscribe page. */
  page: {
    title: string;
    ask(name: string): string;
    button: string;
    done(name: string): string;
  };
  /** The page a confirmation email's link opens. */
  confirmPage: {
    title: string;
    ask(address: string): string;
    button: string;
    doneTitle: string;
    done(address: string): string;
    /** The link back to the games. */
    open: string;
  };
  /** The page a browser gets for an email's link that no longer works, rather than the API's JSON. */
  linkRefused: {
    title: string;
    unsubscribe(days: number): string;
    confirm: string;
    /** The link to the web client's sign-in page, where the settings are. */
    settings: string;
  };
}

const tables: Readonly<Record<Lang, Texts>> = { en, de };

export function textsFor(lang: Lang): Texts {
  return tables[lang];
}

/** At most this many of the choices a reply fits are named in its answer. */
const NAMED = 5;

/** The first choices a reply fits, each as a reply writes it, and how many more there are. */
export function someOf(fitting: readonly string[]): { named: string; more: number } {
  return {
    named: fitting
      .slice(0, NAMED)
      .map((form) => `[${form}]`)
      .join(", "),
    more: Math.max(0, fitting.length - NAMED),
  };
}
