import {
  type ByType,
  byType,
  choicesFitting,
  type Lang,
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
import { siteTags } from "./site-tags";
import type { SantaCruzView } from "./view";

export const santaCruzPhrases: Readonly<Record<Lang, Phrases>> = { en, de };

const keyword = (k: Keyword): Word => ({ en: en.keywords[k], de: de.keywords[k] });
/** How a text form names a site: by its whole name when read, by the email picture's tag when written. */
type SiteWord = (site: number) => Word;

/** The short text form of each action: a keyword, then what it names. */
const textWords: ByType<SantaCruzAction, SiteWord, Word[]> = {
  chooseSet: (a) => [keyword("set"), a.set],
  land: (a, site) => [keyword("land"), site(a.site)],
  playBuilding: (a, site) => [keyword(a.card), a.site === undefined ? keyword("nothing") : site(a.site)],
  playDouble: (a, site) => [
    keyword("double"),
    keyword(a.mode),
    a.site === undefined ? keyword("nothing") : site(a.site),
  ],
  build: (a, site) => [keyword("build"), a.site === undefined ? keyword("nothing") : site(a.site)],
  playScoring: (a) => [keyword("score"), cardName(a.card)],
  choosePackage: (a) => [keyword("package"), String(a.package + 1)],
  discard: (a) => [keyword("discard"), cardName(a.card)],
};

const wordsOf = (action: SantaCruzAction) => byType(textWords, action, siteName);
/** The text form an email lists: a site by the tag its picture labels it with ("north-shore-2"), which a reply may write too. */
const writtenWords = (action: SantaCruzAction, lang: Lang) =>
  byType(textWords, action, (site) => siteTags(lang)[site]);

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
  actionText: (action, ctx) => shortText(writtenWords(action, ctx.lang), ctx.lang),
  fittingActions: (text, legalActions) => choicesFitting(text, legalActions, wordsOf),
  textHelp: (ctx) => santaCruzPhrases[ctx.lang].help,
  holding: (ctx) => {
    const seat = ctx.viewer === null ? undefined : ctx.view?.seats[ctx.viewer];
    if (!seat) return null;
    const w = wordsFor(ctx);
    return santaCruzPhrases[ctx.lang].holding(
      seat.cards,
      (seat.scoringCards ?? []).map(w.card),
      seat.birdValues ?? [],
    );
  },
};
