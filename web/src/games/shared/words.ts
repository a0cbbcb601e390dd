import type { Lang } from "../../i18n/lang";
import { countIn } from "../../i18n/plural";

const count = { en: countIn("en"), de: countIn("de") };

const en = {
  cancel: "Cancel",
  you: "you",
  waitingFor: (who: string) => `Waiting for ${who}`,
  gameOver: "Game over",
  place: (n: number) => `${n}.`,
  points: (n: number) => count.en(n, "point", "points"),
  winner: "Winner",
  soloWon: (goal: number) => `Won: a game alone is won with ${goal} points or more.`,
  soloLost: (goal: number) => `Not won: a game alone is won with ${goal} points or more.`,
  achievements: "Achievements:",
};

const de: typeof en = {
  cancel: "Abbrechen",
  you: "du",
  waitingFor: (who: string) => `Warten auf ${who}`,
  gameOver: "Spielende",
  place: (n: number) => `${n}.`,
  points: (n: number) => count.de(n, "Punkt", "Punkte"),
  // a badge beside any name: a word without a gender
  winner: "Sieg",
  soloWon: (goal: number) => `Gewonnen: Allein gewinnt man mit ${goal} oder mehr Punkten.`,
  soloLost: (goal: number) => `Nicht gewonnen: Allein gewinnt man mit ${goal} oder mehr Punkten.`,
  achievements: "Errungenschaften:",
};

/** The few words both boards share, by language. */
export const sharedWords = (lang: Lang) => (lang === "de" ? de : en);
