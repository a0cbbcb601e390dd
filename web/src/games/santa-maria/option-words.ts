import type { Lang } from "../../i18n/lang";

const en = {
  setup: "Set-up",
  "setup.basic": "Basic",
  "setup.advanced": "Advanced",
  blueDice: "Blue dice",
  "blueDice.personal": "Personal",
  "blueDice.commonPool": "Common pool",
  colonies: "Colonies",
  "colonies.random": "Dealt at random",
  "colonies.draft": "Drafted",
};

/** Santa Maria's options on the new-match form; German must name every English key. */
export const santaMariaOptionWords: Record<Lang, Record<keyof typeof en, string>> = {
  en,
  de: {
    setup: "Aufbau",
    "setup.basic": "Grundspiel",
    "setup.advanced": "Fortgeschritten",
    blueDice: "Blaue Würfel",
    "blueDice.personal": "Eigene",
    "blueDice.commonPool": "Gemeinsamer Vorrat",
    colonies: "Kolonien",
    "colonies.random": "Zufällig verteilt",
    "colonies.draft": "Gewählt",
  },
};
