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
};

const de: typeof en = {
  cancel: "Abbrechen",
  you: "du",
  waitingFor: (who: string) => `Warten auf ${who}`,
  gameOver: "Spielende",
  place: (n: number) => `${n}.`,
  points: (n: number) => count.de(n, "Punkt", "Punkte"),
  winner: "Sieger",
};

/** The few words both boards share, by language. */
export const sharedWords = (lang: Lang) => (lang === "de" ? de : en);
