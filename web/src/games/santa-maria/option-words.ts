import type { Lang } from "../../i18n/lang";

const en = {
  about:
    "Grow your colony on a 6 × 6 board with dice, trade, ship and send monks; the most points after three years wins. 1 to 4 players.",
  setup: "Set-up",
  "setup.hint":
    "Basic: A-side colonies. Advanced: B sides with a drafted town hall and scholar. Left to the rules: advanced alone, basic otherwise.",
  "setup.basic": "Basic",
  "setup.advanced": "Advanced",
  blueDice: "Blue dice",
  "blueDice.hint": "Each player's own blue dice, or one pool everybody draws from.",
  "blueDice.personal": "Personal",
  "blueDice.commonPool": "Common pool",
  colonies: "Colonies",
  "colonies.hint": "Basic set-up: colonies dealt at random, or chosen in turn.",
  "colonies.random": "Dealt at random",
  "colonies.draft": "Drafted",
};

/** Santa Maria's options on the new-match form; German must name every English key. */
export const santaMariaOptionWords: Record<Lang, Record<keyof typeof en, string>> = {
  en,
  de: {
    about:
      "Baue deine Kolonie auf einem 6 × 6-Plan mit Würfeln aus, handle, verschiffe und entsende Mönche; nach drei Jahren gewinnt, wer die meisten Punkte hat. 1 bis 4 Spieler.",
    setup: "Aufbau",
    "setup.hint":
      "Grundspiel: Kolonien mit Seite A. Fortgeschritten: Seite B mit gewähltem Rathaus und Gelehrtem. Wie die Regeln empfehlen: allein fortgeschritten, sonst Grundspiel.",
    "setup.basic": "Grundspiel",
    "setup.advanced": "Fortgeschritten",
    blueDice: "Blaue Würfel",
    "blueDice.hint": "Eigene blaue Würfel für jeden, oder ein gemeinsamer Vorrat für alle.",
    "blueDice.personal": "Eigene",
    "blueDice.commonPool": "Gemeinsamer Vorrat",
    colonies: "Kolonien",
    "colonies.hint": "Grundspiel: Kolonien zufällig verteilt oder reihum gewählt.",
    "colonies.random": "Zufällig verteilt",
    "colonies.draft": "Reihum gewählt",
  },
};
