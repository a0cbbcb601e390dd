import type { Lang } from "../../i18n/lang";

const en = {
  setAssignment: "Building-card sets",
  "setAssignment.draft": "Drafted",
  "setAssignment.random": "Dealt at random",
};

/** Santa Cruz's options on the new-match form; German must name every English key. */
export const santaCruzOptionWords: Record<Lang, Record<keyof typeof en, string>> = {
  en,
  de: {
    setAssignment: "Baukartensätze",
    "setAssignment.draft": "Gewählt",
    "setAssignment.random": "Zufällig verteilt",
  },
};
