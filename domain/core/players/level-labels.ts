import type { Lang } from "../sentences";
import type { StandInKind } from "../stand-ins";

/** Each computer level in words, per language: the lobby offers them, and the seats show them. */
export const levelLabels: Readonly<Record<StandInKind, Readonly<Record<Lang, string>>>> = {
  strong: { en: "strong", de: "stark" },
  quick: { en: "quick", de: "schnell" },
  random: { en: "random", de: "zufällig" },
  greedy: { en: "quick", de: "schnell" },
};

/** What each level plays like, for the lobby's choice. */
export const levelHints: Readonly<Record<StandInKind, Readonly<Record<Lang, string>>>> = {
  strong: { en: "thinks about 0.3 s a move, plays well", de: "denkt etwa 0,3 s je Zug, spielt gut" },
  quick: { en: "thinks about 0.03 s a move", de: "denkt etwa 0,03 s je Zug" },
  random: { en: "plays anything", de: "spielt irgendwas" },
  greedy: { en: "the old name of quick", de: "der alte Name von schnell" },
};

/** The levels the lobby offers: greedy, the deprecated old name of quick, is left out. */
export const offeredLevels = ["strong", "quick", "random"] as const satisfies readonly StandInKind[];
