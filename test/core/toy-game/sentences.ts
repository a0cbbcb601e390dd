import {
  actor,
  choicesFitting,
  counted,
  type Sentences,
  shortText,
  subject,
  type Word,
} from "../../../domain/core/sentences";
import type { SticksAction, SticksEvent, SticksView } from "./game";

const takeWord: Word = { en: "take", de: "nimm" };
const wordsOf = (action: SticksAction): Word[] => [takeWord, String(action.count)];

export const sticksSentences: Sentences<SticksEvent, SticksAction, SticksView> = {
  event: (event, ctx) => {
    const who = subject(actor(event.seat, ctx), ctx.lang);
    return ctx.lang === "de"
      ? `${who}: ${counted(event.count, "Stäbchen", "Stäbchen")} genommen, ${event.left} übrig.`
      : `${who} took ${counted(event.count, "stick", "sticks")}; ${event.left} left.`;
  },
  events: (events, ctx) => events.map((event) => sticksSentences.event(event, ctx)),
  action: (action, ctx) =>
    ctx.lang === "de"
      ? `Nimm ${counted(action.count, "Stäbchen", "Stäbchen")}.`
      : `Take ${counted(action.count, "stick", "sticks")}.`,
  actionText: (action, ctx) => shortText(wordsOf(action), ctx.lang),
  fittingActions: (text, legalActions) => choicesFitting(text, legalActions, wordsOf),
  textHelp: (ctx) => (ctx.lang === "de" ? "„nimm 2“" : "'take 2'"),
};
