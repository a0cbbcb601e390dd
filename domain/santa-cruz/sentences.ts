import {
  type ByType,
  byType,
  type Lang,
  readChoice,
  type SentenceContext,
  type Sentences,
  shortText,
  type Word,
} from "../core/sentences";
import type { SantaCruzAction } from "./actions";
import type { SantaCruzEventView } from "./events";
import { de } from "./sentences/de";
import { en } from "./sentences/en";
import type { Keyword, Phrases } from "./sentences/phrases";
import { cardName, siteName, wordsFor } from "./sentences/words";
import type { SantaCruzView } from "./view";

export const santaCruzPhrases: Readonly<Record<Lang, Phrases>> = { en, de };

const keyword = (k: Keyword): Word => ({ en: en.keywords[k], de: de.keywords[k] });
const at = (site: number | undefined): Word => (site === undefined ? keyword("nothing") : siteName(site));

/** The short text form of each action: a keyword, then what it names. */
const textWords: ByType<SantaCruzAction, undefined, Word[]> = {
  chooseSet: (a) => [keyword("set"), a.set],
  land: (a) => [keyword("land"), siteName(a.site)],
  playBuilding: (a) => [keyword(a.card), at(a.site)],
  playDouble: (a) => [keyword("double"), keyword(a.mode), at(a.site)],
  build: (a) => [keyword("build"), at(a.site)],
  playScoring: (a) => [keyword("score"), cardName(a.card)],
  choosePackage: (a) => [keyword("package"), String(a.package + 1)],
  discard: (a) => [keyword("discard"), cardName(a.card)],
};

const wordsOf = (action: SantaCruzAction) => byType(textWords, action, undefined);

type Told = SantaCruzEventView;
type Ctx = SentenceContext<SantaCruzView>;

/** A building with the points it scored and the bird chit it took, which follow it, as one sentence. */
function tell(events: readonly Told[], ctx: Ctx): string[] {
  const phrases = santaCruzPhrases[ctx.lang];
  const w = wordsFor(ctx);
  const out: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (event.type !== "built") {
      out.push(byType(phrases.events, event, w));
      continue;
    }
    const next = events[i + 1];
    const scored =
      next?.type === "scored" && next.reason.kind === "building" && next.reason.site === event.site
        ? next
        : null;
    if (scored) i++;
    const after = events[i + 1];
    const bird = after?.type === "birdTaken" && after.seat === event.seat ? after : null;
    if (bird) i++;
    out.push(phrases.builtWith(event, scored, bird, w));
  }
  return out;
}

export const santaCruzSentences: Sentences<SantaCruzEventView, SantaCruzAction, SantaCruzView> = {
  event: (event, ctx) => byType(santaCruzPhrases[ctx.lang].events, event, wordsFor(ctx)),
  events: tell,
  action: (action, ctx) => byType(santaCruzPhrases[ctx.lang].actions, action, wordsFor(ctx)),
  actionText: (action, ctx) => shortText(wordsOf(action), ctx.lang),
  parseAction: (text, legalActions) => readChoice(text, legalActions, wordsOf),
  textHelp: (ctx) => santaCruzPhrases[ctx.lang].help,
};
