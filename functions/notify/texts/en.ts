import { listing } from "../../../domain/core/sentences";
import { type Deadline, type Outcome, someOf, type Texts } from "./texts";

const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;
const points = (n: number) => `${n} point${n === 1 ? "" : "s"}`;
const by = (deadline: Deadline | null) => (deadline ? `by ${deadline.at} (${deadline.left} left)` : "");

function winnersLine(o: Outcome): string {
  if (o.winners.length > 1) return `${listing(o.winners, "en")} tied for first with ${points(o.top)}.`;
  const next = o.runnerUp?.you ? "you" : o.runnerUp?.name;
  // against one other, the score; among more, the winner's points and who came next
  const margin = !o.runnerUp
    ? ` with ${points(o.top)}`
    : o.of === 2
      ? ` ${o.top}–${o.runnerUp.score} against ${next}`
      : ` with ${points(o.top)}, ahead of ${next} (${o.runnerUp.score})`;
  return `${o.winners[0]} won ${o.game}${margin}${o.youWon ? "!" : "."}`;
}

export const en: Texts = {
  locale: "en-GB",
  you: "You",
  matchName: (game, others) =>
    others.length > 0 ? `${game} with ${listing(others, "en")}` : `${game} (solo)`,
  titles: {
    yourTurn: "It is your turn",
    reminder: "Your turn clock is running out",
    timedOut: "Your turn clock ran out",
    started: "The match has started",
    waiting: (who) => `Waiting for ${who}`,
    finished: (winner) => `The match is over: ${winner === null ? "you won" : `${winner} won`}`,
    invited: (host, game) => `${host} invites you to play ${game}`,
    digest: (matches) => `Your daily digest · ${matches} match${matches === 1 ? "" : "es"}`,
  },
  play: (match, deadline) =>
    deadline
      ? `It is your turn in ${match}: play ${by(deadline)}.`
      : `It is your turn in ${match} (no time limit).`,
  runningOut: (match, deadline) => `Your turn clock in ${match} is running out: play ${by(deadline)}.`,
  waitingFor: (match, who, deadline) =>
    `Nothing to do for now in ${match}: waiting for ${who}${deadline ? `, who has until ${deadline.at}` : ""}.`,
  timedOut: (match, onTimeout) =>
    onTimeout === "wait"
      ? `Your turn clock in ${match} ran out; the match waits for you.`
      : onTimeout === "skip"
        ? `Your turn clock in ${match} ran out, so your turn was skipped where the rules allow it.`
        : `Your turn clock in ${match} ran out, so a stand-in played for you.`,
  outcome: (o) =>
    o.of === 1
      ? `${o.game} is over: you scored ${points(o.score)}.`
      : o.youWon && o.winners.length === 1
        ? winnersLine(o)
        : `${winnersLine(o)} You came ${ordinal(o.place)} of ${o.of} with ${points(o.score)}.`,
  invitation: (host, game, taken, seats, code) =>
    `${host} invites you to play ${game} (${taken} of ${seats} seats taken): the link below opens its table, where "Join this match" takes your seat; or join with the invitation code ${code}.`,
  digestFirst: (yourTurns, matches) =>
    yourTurns === 0
      ? `Nothing to do for now in ${matches === 1 ? "the match" : `the ${matches} matches`} below.`
      : yourTurns === matches
        ? `It is your turn in ${matches === 1 ? "the match" : `all ${matches} matches`} below.`
        : `It is your turn in ${yourTurns} of the ${matches} matches below.`,
  timeLeft: (ms) => {
    if (ms <= 0) return "no time";
    const minutes = Math.floor(ms / 60_000);
    const [d, h, m] = [Math.floor(minutes / 1440), Math.floor(minutes / 60) % 24, minutes % 60];
    if (d > 0) return `${d} day${d === 1 ? "" : "s"} ${h} h`;
    return h > 0 ? `${h} h ${m} min` : `${m} min`;
  },
  since: "Since you last looked:",
  nothingNew: "Nothing new since you last looked.",
  andEarlier: "… and more before that",
  said: (name, text) => `${name} said: “${text}”`,
  repeated: (times) => `(${times} times)`,
  resigned: (name) => `${name} resigned.`,
  rematchOffered: (name) => `${name} offered a rematch: open the match to accept it.`,
  standings: "Standings:",
  finalStandings: "Final standings:",
  clock: "Turn clock:",
  until: (deadline) => `until ${deadline.at} (${deadline.left} left)`,
  open: "Open the match",
  join: "Join the match",
  signsIn: (days) => `The link signs you in once: it works a single time, within ${days} days.`,
  pictureAlt: "The board as you see it",
  pictureKey: "The numbers on the picture, by the names a reply writes:",
  whyYouGetThis: "You get this email because of your notification settings.",
  preferences: "Change what you hear",
  unsubscribe: "Unsubscribe from these emails",
  reply: {
    choose:
      "Reply to this email with your choice as the first line: its number, or its short form in square brackets.",
    tooMany: (count) =>
      `You have ${count} choices, too many to list here: see them in the match, or reply to this email with yours in its short form as the first line.`,
    helpLead: (listed) =>
      listed
        ? "Reply with the number of a choice, or its short form"
        : "Reply with your choice in its short form",
    played: "Your reply was played.",
    expired: "The reply address you wrote to has expired, so nothing was played.",
    movedOn: "The match has moved on since the email you answered, so nothing was played.",
    unreadable: (line) =>
      line === ""
        ? "Your reply has no first line to read, so nothing was played."
        : `“${line}” names none of your choices, so nothing was played.`,
    ambiguous: (line, fitting) => {
      const { named, more } = someOf(fitting);
      return `“${line}” fits ${fitting.length} of your choices, so nothing was played: ${named}${more > 0 ? ` and ${more} more` : ""}. Reply with the one you mean.`;
    },
  },
  signInMail: {
    subject: "Your sign-in link",
    body: (name, days) =>
      `Hello ${name}, you asked to sign in to async board games. The link below signs you in once: it works a single time, within ${days} days. If it was not you, ignore this email.`,
    action: "Sign me in",
  },
  guestInvitation: {
    subject: (host, game) => `${host} invites you to play ${game}`,
    body: (host, game, days) =>
      `${host} invites you to play ${game}, a board game played in turns at your own pace. One click on the link below takes your seat, with no sign-up: it makes you an account for this address and signs you in. After that, each email on your turn lets you play by replying to it. The link works once, within ${days} days. If you do not know ${host}, ignore this email.`,
    action: "Take my seat",
  },
  page: {
    title: "Unsubscribe",
    ask: (name) => `${name}, stop all emails about your matches?`,
    button: "Unsubscribe",
    done: (name) => `Done, ${name}: you get no more emails about your matches.`,
  },
  confirmPage: {
    title: "Confirm your address",
    ask: (address) => `Is ${address} your address?`,
    button: "Yes, confirm it",
    doneTitle: "Address confirmed",
    done: (address) => `${address} is confirmed: notifications come here from now on.`,
    open: "Open the games",
  },
  linkRefused: {
    title: "This link no longer works",
    unsubscribe: (days) =>
      `This unsubscribe link no longer works: links work for ${days} days, and until you make a new key, change your address or sign out everywhere. Use the link in a newer email, or turn emails off in your settings.`,
    confirm:
      "This confirmation link no longer works: it is too old, or your address changed since it was sent. Ask for a new one in your settings.",
    settings: "Sign in to your settings",
  },
};
