import { listing } from "../../../domain/core/sentences";
import { type Deadline, type Outcome, someOf, type Texts } from "./texts";

const points = (n: number) => `${n} ${n === 1 ? "Punkt" : "Punkten"}`;
const by = (deadline: Deadline | null) => (deadline ? `bis ${deadline.at} (noch ${deadline.left})` : "");

function winnersLine(o: Outcome): string {
  if (o.winners.length > 1) return `${listing(o.winners, "de")} teilen sich Platz 1 mit ${points(o.top)}.`;
  const winner = o.youWon ? "Du hast" : `${o.winners[0]} hat`;
  const end = o.youWon ? "!" : ".";
  if (!o.runnerUp) return `${winner} ${o.game} mit ${points(o.top)} gewonnen${end}`;
  if (o.of === 2)
    return `${winner} ${o.game} ${o.top}:${o.runnerUp.score} gegen ${o.runnerUp.you ? "dich" : o.runnerUp.name} gewonnen${end}`;
  // among more, the winner's points and who came next
  const next = o.runnerUp.you ? "dir" : o.runnerUp.name;
  return `${winner} ${o.game} mit ${points(o.top)} gewonnen, vor ${next} (${o.runnerUp.score})${end}`;
}

export const de: Texts = {
  locale: "de-DE",
  you: "Du",
  matchName: (game, others) =>
    others.length > 0 ? `${game} mit ${listing(others, "de")}` : `${game} (allein)`,
  titles: {
    yourTurn: "Du bist am Zug",
    reminder: "Deine Zugzeit läuft ab",
    timedOut: "Deine Zugzeit ist abgelaufen",
    started: "Die Partie hat begonnen",
    waiting: (who) => `Wir warten auf ${who}`,
    finished: (winner) =>
      `Die Partie ist vorbei: ${winner === null ? "du hast gewonnen" : `${winner} hat gewonnen`}`,
    invited: (host, game) => `${host} lädt dich zu ${game} ein`,
    digest: (matches) => `Deine tägliche Übersicht · ${matches} ${matches === 1 ? "Partie" : "Partien"}`,
  },
  play: (match, deadline) =>
    deadline
      ? `Du bist am Zug in ${match}: spiele ${by(deadline)}.`
      : `Du bist am Zug in ${match} (ohne Zeitlimit).`,
  runningOut: (match, deadline) => `Deine Zugzeit in ${match} läuft ab: spiele ${by(deadline)}.`,
  waitingFor: (match, who, deadline) =>
    `Gerade nichts zu tun in ${match}: wir warten auf ${who}${deadline ? ` (Zeit bis ${deadline.at})` : ""}.`,
  timedOut: (match, onTimeout) =>
    onTimeout === "wait"
      ? `Deine Zugzeit in ${match} ist abgelaufen; die Partie wartet auf dich.`
      : onTimeout === "skip"
        ? `Deine Zugzeit in ${match} ist abgelaufen, daher wurde dein Zug übersprungen, wo die Regeln es erlauben.`
        : `Deine Zugzeit in ${match} ist abgelaufen, daher hat eine Vertretung für dich gespielt.`,
  outcome: (o) =>
    o.of === 1
      ? `${o.game} ist vorbei: du hast ${o.score} ${o.score === 1 ? "Punkt" : "Punkte"} erreicht.`
      : o.youWon && o.winners.length === 1
        ? winnersLine(o)
        : `${winnersLine(o)} Du bist auf Platz ${o.place} von ${o.of} gekommen, mit ${points(o.score)}.`,
  invitation: (host, game, taken, seats, code) =>
    `${host} lädt dich zu einer Partie ${game} ein (${taken} von ${seats} Plätzen besetzt): der Link unten öffnet den Tisch, wo „Dieser Partie beitreten“ dir einen Platz gibt; oder tritt mit dem Einladungscode ${code} bei.`,
  digestFirst: (yourTurns, matches) =>
    yourTurns === 0
      ? `Gerade nichts zu tun in ${matches === 1 ? "der Partie" : `den ${matches} Partien`} unten.`
      : yourTurns === matches
        ? `Du bist am Zug in ${matches === 1 ? "der Partie" : `allen ${matches} Partien`} unten.`
        : `Du bist am Zug in ${yourTurns} der ${matches} Partien unten.`,
  timeLeft: (ms) => {
    if (ms <= 0) return "keine Zeit mehr";
    const minutes = Math.floor(ms / 60_000);
    const [d, h, m] = [Math.floor(minutes / 1440), Math.floor(minutes / 60) % 24, minutes % 60];
    if (d > 0) return `${d} ${d === 1 ? "Tag" : "Tage"} ${h} Std.`;
    return h > 0 ? `${h} Std. ${m} Min.` : `${m} Min.`;
  },
  since: "Seit du zuletzt geschaut hast:",
  nothingNew: "Nichts Neues, seit du zuletzt geschaut hast.",
  andEarlier: "… und davor noch mehr",
  said: (name, text) => `${name} schrieb: „${text}“`,
  repeated: (times) => `(${times}-mal)`,
  resigned: (name) => `${name} hat aufgegeben.`,
  rematchOffered: (name) => `${name} bietet eine Revanche an: Öffne die Partie, um sie anzunehmen.`,
  standings: "Stand:",
  finalStandings: "Endstand:",
  clock: "Zugzeit:",
  until: (deadline) => `bis ${deadline.at} (noch ${deadline.left})`,
  open: "Zur Partie",
  join: "Der Partie beitreten",
  signsIn: (days) => `Der Link meldet dich einmal an: er gilt ein einziges Mal, innerhalb von ${days} Tagen.`,
  pictureAlt: "Das Spielbrett, wie du es siehst",
  pictureKey: "Die Nummern im Bild, mit den Namen, die eine Antwort schreibt:",
  whyYouGetThis: "Du bekommst diese E-Mail wegen deiner Benachrichtigungseinstellungen.",
  preferences: "Einstellungen ändern",
  unsubscribe: "Diese E-Mails abbestellen",
  reply: {
    choose:
      "Antworte auf diese E-Mail mit deiner Wahl in der ersten Zeile: ihrer Nummer oder ihrer Kurzform in eckigen Klammern.",
    tooMany: (count) =>
      `Du hast ${count} Möglichkeiten, zu viele für diese E-Mail: sieh sie dir in der Partie an, oder antworte auf diese E-Mail mit deiner Wahl in Kurzform in der ersten Zeile.`,
    helpLead: (listed) =>
      listed
        ? "Antworte mit der Nummer einer Wahl oder ihrer Kurzform"
        : "Antworte mit deiner Wahl in Kurzform",
    played: "Deine Antwort wurde gespielt.",
    expired: "Die Antwortadresse, an die du geschrieben hast, ist abgelaufen; es wurde nichts gespielt.",
    movedOn:
      "Die Partie ist weitergegangen, seit du die beantwortete E-Mail bekommen hast; es wurde nichts gespielt.",
    unreadable: (line) =>
      line === ""
        ? "Deine Antwort hat keine erste Zeile, die sich lesen lässt; es wurde nichts gespielt."
        : `„${line}“ nennt keine deiner Möglichkeiten; es wurde nichts gespielt.`,
    ambiguous: (line, fitting) => {
      const { named, more } = someOf(fitting);
      return `„${line}“ passt zu ${fitting.length} deiner Möglichkeiten; es wurde nichts gespielt: ${named}${more > 0 ? ` und ${more} weitere` : ""}. Antworte mit der, die du meinst.`;
    },
  },
  signInMail: {
    subject: "Dein Anmeldelink",
    body: (name, days) =>
      `Hallo ${name}, du wolltest dich bei den asynchronen Brettspielen anmelden. Der Link unten meldet dich einmal an: er gilt ein einziges Mal, innerhalb von ${days} Tagen. Warst du es nicht, beachte diese E-Mail nicht.`,
    action: "Anmelden",
  },
  guestInvitation: {
    subject: (host, game) => `${host} lädt dich zu ${game} ein`,
    body: (host, game, days) =>
      `${host} lädt dich zu ${game} ein, einem Brettspiel, das in Zügen gespielt wird, jeder in seinem Tempo. Ein Klick auf den Link unten nimmt deinen Platz ein, ohne Registrierung: er legt dir ein Konto für diese Adresse an und meldet dich an. Danach kannst du mit jeder E-Mail zu deinem Zug spielen, indem du darauf antwortest. Der Link gilt ein einziges Mal, innerhalb von ${days} Tagen. Kennst du ${host} nicht, beachte diese E-Mail nicht.`,
    action: "Platz einnehmen",
  },
  page: {
    title: "Abbestellen",
    ask: (name) => `${name}, alle E-Mails zu deinen Partien abbestellen?`,
    button: "Abbestellen",
    done: (name) => `Erledigt, ${name}: du bekommst keine E-Mails mehr zu deinen Partien.`,
  },
  confirmPage: {
    title: "Adresse bestätigen",
    ask: (address) => `Ist ${address} deine Adresse?`,
    button: "Ja, bestätigen",
    doneTitle: "Adresse bestätigt",
    done: (address) => `${address} ist bestätigt: Benachrichtigungen kommen ab jetzt hierher.`,
    open: "Zu den Partien",
  },
  linkRefused: {
    title: "Dieser Link funktioniert nicht mehr",
    unsubscribe: (days) =>
      `Dieser Abbestell-Link funktioniert nicht mehr: Links gelten ${days} Tage und nur, bis du einen neuen Schlüssel erzeugst, deine Adresse änderst oder dich überall abmeldest. Nimm den Link aus einer neueren E-Mail oder schalte E-Mails in deinen Einstellungen ab.`,
    confirm:
      "Dieser Bestätigungslink funktioniert nicht mehr: Er ist zu alt, oder deine Adresse hat sich seitdem geändert. Fordere in deinen Einstellungen einen neuen an.",
    settings: "Zu deinen Einstellungen anmelden",
  },
};
