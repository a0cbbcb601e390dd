import {
  type ByType,
  byType,
  choicesFitting,
  type Lang,
  type Sentences,
  shortText,
  type Word,
} from "../core/sentences";
import type { SantaMariaAction } from "./actions";
import type { Cost, Gain } from "./content/schema";
import type { SantaMariaEventView } from "./events";
import { amounts } from "./sentences/amounts";
import { de } from "./sentences/de";
import { en } from "./sentences/en";
import type { Keyword, Phrases } from "./sentences/phrases";
import {
  colonyName,
  dockName,
  monkTargetName,
  retiringName,
  shipmentName,
  tileName,
  wordsFor,
} from "./sentences/words";
import type { SantaMariaView } from "./view";

export const santaMariaPhrases: Readonly<Record<Lang, Phrases>> = { en, de };

const keyword = (k: Keyword): Word => ({ en: en.keywords[k], de: de.keywords[k] });
/** A space of the colony: "r3 c2" (German "z3 s2"), counting from 1. */
const position = (row: number, col: number): Word[] => [
  { en: `${en.keywords.row}${row + 1}`, de: `${de.keywords.row}${row + 1}` },
  { en: `${en.keywords.column}${col + 1}`, de: `${de.keywords.column}${col + 1}` },
];
const turned = (rotation: number): Word[] => (rotation > 0 ? [String(rotation * 90)] : []);
const item = (resource: keyof Phrases["items"]): Word => ({
  en: en.items[resource][0],
  de: de.items[resource][0],
});
/** "1 wood", "3 coins": one word each, the same items in both languages. */
function amountWords(what: Cost | Gain): Word[] {
  const german = amounts(what, de.items);
  return amounts(what, en.items).map((english, i) => ({ en: english, de: german[i] }));
}

/** The short text form of each action: a keyword, then what it names; an index only where the view names nothing. */
const textWords: ByType<SantaMariaAction, SantaMariaView, Word[]> = {
  chooseColony: (a) => [keyword("colony"), colonyName(a.colony)],
  chooseTownHall: (a, view) => {
    const offer = view.townHalls[a.set];
    return [
      keyword("townHall"),
      offer ? tileName(offer.townHall) : String(a.set + 1),
      ...position(a.row, a.col),
      ...turned(a.rotation),
    ];
  },
  expand: (a) => [keyword("expand"), tileName(a.tile), ...position(a.row, a.col), ...turned(a.rotation)],
  activate: (a) => [keyword("activate"), ...position(a.row, a.col)],
  useDie: (a) => [
    keyword(a.color),
    String(a.die),
    ...(a.die === a.value ? [] : [keyword("as"), String(a.value)]),
  ],
  retire: (a) => [keyword("retire"), retiringName(a.space)],
  sell: (a) => [keyword("sell"), item(a.resource)],
  buy: (a) => [keyword("buy"), item(a.resource)],
  endTurn: () => [keyword("end")],
  trade: (a, view) => {
    const task = view.pending[0];
    if (task?.kind !== "trade")
      return [keyword("trade"), String(a.pay + 1), keyword("for"), String(a.gain + 1)];
    return [
      keyword("trade"),
      ...amountWords(task.pay[a.pay] ?? {}),
      keyword("for"),
      ...amountWords(task.gain[a.gain] ?? {}),
    ];
  },
  ship: (a, view) => {
    const id = view.docks[a.dock];
    return [keyword("ship"), id ? shipmentName(id) : dockName(a.dock)];
  },
  extraStep: () => [keyword("step")],
  recruit: (a, view) => {
    const space = view.monkSpaces[a.space];
    return [keyword("monk"), space ? monkTargetName(space.kind, space.id) : String(a.space + 1)];
  },
  placeRoad: (a) => [keyword("road"), ...position(a.row, a.col)],
  pay: (a, view) => {
    const task = view.pending[0];
    return [
      keyword("pay"),
      ...(task?.kind === "payment" ? amountWords(task.ways[a.way] ?? {}) : [String(a.way + 1)]),
    ];
  },
  decline: () => [keyword("decline")],
};

const wordsOf = (view: SantaMariaView) => (action: SantaMariaAction) => byType(textWords, action, view);

export const santaMariaSentences: Sentences<SantaMariaEventView, SantaMariaAction, SantaMariaView> = {
  event: (event, ctx) => byType(santaMariaPhrases[ctx.lang].events, event, wordsFor(ctx)),
  events: (events, ctx) => {
    const w = wordsFor(ctx);
    return events.map((event) => byType(santaMariaPhrases[ctx.lang].events, event, w));
  },
  action: (action, ctx) => byType(santaMariaPhrases[ctx.lang].actions, action, wordsFor(ctx)),
  actionText: (action, ctx) => shortText(wordsOf(ctx.view)(action), ctx.lang),
  fittingActions: (text, legalActions, ctx) => choicesFitting(text, legalActions, wordsOf(ctx.view)),
  textHelp: (ctx) => santaMariaPhrases[ctx.lang].help,
};
