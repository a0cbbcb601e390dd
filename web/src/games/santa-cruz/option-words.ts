import type { Lang } from "../../i18n/lang";

const en = {
  about:
    "Build on three islands with ship, road and river cards; scoring cards decide what counts. 2 to 4 players.",
  setAssignment: "Building-card sets",
  "setAssignment.hint":
    "Drafted: seats choose sets from the last seat backwards. Dealt: each seat gets one at random.",
  "setAssignment.draft": "Drafted",
  "setAssignment.random": "Dealt at random",
};

/** Santa Cruz's options on the new-match form; German must name every English key. */
export const santaCruzOptionWords: Record<Lang, Record<keyof typeof en, string>> = {
  en,
  de: {
    about:
      "Baue auf drei Inseln mit Schiffs-, Straßen- und Flusskarten; Wertungskarten entscheiden, was zählt. 2 bis 4 Spieler.",
    setAssignment: "Baukartensätze",
    "setAssignment.hint":
      "Reihum gewählt: die Sitze wählen ihre Sätze, vom letzten Sitz an rückwärts. Zufällig: jeder Sitz bekommt einen zugeteilt.",
    "setAssignment.draft": "Reihum gewählt",
    "setAssignment.random": "Zufällig verteilt",
  },
};
