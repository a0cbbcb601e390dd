import type { Seat, Viewer } from "./game";

/** The languages every game's sentences come in. */
export const languages = ["en", "de"] as const;
export type Lang = (typeof languages)[number];

/** Who reads, and in which language. */
export interface SentenceContext<View = unknown> {
  lang: Lang;
  /** Every seat's name, by seat. */
  names: readonly string[];
  /** The reader's seat, told as "you"; null for a spectator. */
  viewer: Viewer;
  /** The reader's view of the match now, where a sentence names what an index of the view points at. */
  view?: View;
}

/** Actions are told to the seat deciding now, from its view of the match. */
export interface ActionContext<View = unknown> extends SentenceContext<View> {
  view: View;
}

/** How a game tells its events and actions in words, and reads a choice written in its short text form. */
export interface Sentences<Event, Action, View> {
  /** One event, as the reader may see it, as one sentence. */
  event(event: Event, ctx: SentenceContext<View>): string;
  /** A move's events as sentences, related ones told together (a building with its points). */
  events(events: readonly Event[], ctx: SentenceContext<View>): string[];
  /** A legal action as a short imperative sentence. */
  action(action: Action, ctx: ActionContext<View>): string;
  /** The short text form of a legal action, which `readAction` reads back to exactly it. */
  actionText(action: Action, ctx: ActionContext<View>): string;
  /**
   * The legal actions the text could mean: none, the one it names, or the several it fits. The text
   * is a short form in either language (case, accents, spacing and abbreviated words do not matter)
   * or the number of a choice in `legalActions` order, counting from 1.
   */
  fittingActions(text: string, legalActions: readonly Action[], ctx: ActionContext<View>): Action[];
  /** How a choice is written in the short text form, in one line after the medium's own lead ("Reply with …: "). */
  textHelp(ctx: SentenceContext<View>): string;
  /**
   * What the reader holds that only they see, in one sentence (a Santa Cruz hand: its cards, scoring
   * cards and bird chits), for an email whose choices are too many to list; null for a spectator.
   */
  holding?(ctx: SentenceContext<View>): string | null;
}

/** One renderer per member of a discriminated union: the compiler demands one for every `type`. */
export type ByType<U extends { type: string }, Words, Out = string> = {
  [T in U["type"]]: (item: Extract<U, { type: T }>, words: Words) => Out;
};

export function byType<U extends { type: string }, Words, Out>(
  table: ByType<U, Words, Out>,
  item: U,
  words: Words,
): Out {
  const render = table[item.type as U["type"]] as (item: U, words: Words) => Out;
  return render(item, words);
}

/** A seat as a sentence names it: the reader is "you". */
export interface Actor {
  name: string;
  you: boolean;
}

export function actor(seat: Seat, ctx: SentenceContext<unknown>): Actor {
  const fallback = ctx.lang === "de" ? `Platz ${seat}` : `Seat ${seat}`;
  return { name: ctx.names[seat] ?? fallback, you: seat === ctx.viewer };
}

/** The word for the reader or for anyone else: `yours(a, "has", "have")`. */
export function yours(a: Actor, other: string, you: string): string {
  return a.you ? you : other;
}

/** The actor as the subject opening a sentence. */
export function subject(a: Actor, lang: Lang): string {
  return a.you ? (lang === "de" ? "Du" : "You") : a.name;
}

/** The actor owning something: "Ada's", "your"; German "Adas", "dein" (followed by a masculine or neuter noun). */
export function owner(a: Actor, lang: Lang): string {
  if (lang === "de") return a.you ? "dein" : /[sßxz]$/.test(a.name) ? `${a.name}'` : `${a.name}s`;
  return a.you ? "your" : `${a.name}'s`;
}

/** "a", "a and b", "a, b and c" (German "und"); items that hold commas are parted by semicolons. */
export function listing(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join("");
  const and = lang === "de" ? "und" : "and";
  const comma = items.some((item) => item.includes(",")) ? "; " : ", ";
  return `${items.slice(0, -1).join(comma)}${comma === "; " ? ";" : ""} ${and} ${items[items.length - 1]}`;
}

/** Points with their sign: "+3", "-2", "0". */
export function signed(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

/** "1 point", "3 points". */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One word of a short text form: the same in both languages, or one per language. */
export type Word = string | Readonly<Record<Lang, string>>;

/** The short text form: its words joined, each written as one hyphenated slug. */
export function shortText(words: readonly Word[], lang: Lang): string {
  return words.map((word) => slug(typeof word === "string" ? word : word[lang])).join(" ");
}

/** "Main island, north shore 2" → "main-island-north-shore-2", "Nordküste" → "nordkueste": one argument of a text form. */
function slug(text: string): string {
  return plainWords(text.replace(/[äöü]/gi, (umlaut) => `${umlaut}e`)).join("-");
}

/** Lower case words without accents or punctuation. */
function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

/** Words to compare: an umlaut typed as "ae", "oe" or "ue" reads the same as "ä", "ö" or "ü". */
function tokens(text: string): string[] {
  return plainWords(text).map((word) => word.replace(/([aou])e/g, "$1"));
}

/** A word that holds a digit is never abbreviated: "2" must not stand for "12". */
const numeric = (token: string) => /\d/.test(token);

/** Text forms are made of the same few names again and again: each is split once. */
const split = new Map<string, string[]>();

function spelling(text: string): string[] {
  let found = split.get(text);
  if (!found) {
    found = tokens(text);
    split.set(text, found);
  }
  return found;
}

/** A word's token lists, one per language. */
function spellings(word: Word): string[][] {
  return typeof word === "string" ? [spelling(word)] : [spelling(word.en), spelling(word.de)];
}

type Mode = "exact" | "loose";

/** Where `input` can continue after one spelling of a word, starting at `from`; -1 if nowhere. */
function consume(spelling: string[], input: string[], from: number, mode: Mode): number {
  if (mode === "exact") {
    const fits = spelling.every((t, k) => input[from + k] === t);
    return fits ? from + spelling.length : -1;
  }
  let i = from;
  for (const token of spelling) {
    const typed = input[i];
    const fits = typed !== undefined && (numeric(token) ? typed === token : token.startsWith(typed));
    if (fits) i++;
  }
  return i;
}

/** Whether the input spells the words: exactly, or (loose) as an abbreviation that keeps the first word and the order. */
function spells(words: readonly Word[], input: string[], mode: Mode): boolean {
  if (mode !== "exact" && !(words[0] && spellings(words[0]).some((s) => s[0]?.startsWith(input[0]))))
    return false;
  let reach = new Set([0]);
  for (const word of words) {
    const next = new Set<number>();
    for (const from of reach) {
      for (const spelling of spellings(word)) {
        const to = consume(spelling, input, from, mode);
        if (to >= 0) next.add(to);
      }
    }
    if (next.size === 0) return false;
    reach = next;
  }
  return reach.has(input.length);
}

/**
 * A line copied from an email's list reads as what it was copied from: the reply form in its
 * brackets (`… [road west-hills]`), else the number it starts with (`2. Build a road …`).
 */
function copiedFromList(text: string): string {
  const bracketed = /\[([^[\]]+)\][^[\]]*$/.exec(text);
  if (bracketed?.[1]) return bracketed[1];
  return /^\s*#?(\d+)[.)]\s/.exec(text)?.[1] ?? text;
}

/**
 * The legal actions the text could mean: a choice's number, else those whose exact short form it
 * is in either language, else every abbreviation that fits. One when it names one; several when it
 * fits more (never a guess among them); none when it fits none.
 */
export function choicesFitting<A>(
  text: string,
  actions: readonly A[],
  wordsOf: (action: A) => readonly Word[],
): A[] {
  const input = tokens(copiedFromList(text));
  if (input.length === 0) return [];
  if (input.length === 1 && /^\d+$/.test(input[0])) {
    const numbered = actions[Number(input[0]) - 1];
    return numbered === undefined ? [] : [numbered];
  }
  const candidates = actions.map((action) => ({ action, words: wordsOf(action) }));
  for (const mode of ["exact", "loose"] as const) {
    const found = distinct(candidates.filter((c) => spells(c.words, input, mode)));
    if (found.length > 0) return found.map((c) => c.action);
  }
  return [];
}

/** The one legal action a game's text names (see `fittingActions`); null when it names none or several. */
export function readAction<Action, View>(
  sentences: Pick<Sentences<unknown, Action, View>, "fittingActions">,
  text: string,
  legalActions: readonly Action[],
  ctx: ActionContext<View>,
): Action | null {
  const fitting = sentences.fittingActions(text, legalActions, ctx);
  return fitting.length === 1 ? (fitting[0] as Action) : null;
}

/** The one action the text names (see `choicesFitting`); null when none or several fit. */
export function readChoice<A>(
  text: string,
  actions: readonly A[],
  wordsOf: (action: A) => readonly Word[],
): A | null {
  const found = choicesFitting(text, actions, wordsOf);
  return found.length === 1 ? (found[0] as A) : null;
}

/** Equal actions listed twice are one choice (actions are flat objects). */
function distinct<C extends { action: unknown }>(candidates: readonly C[]): C[] {
  const seen = new Set<string>();
  return candidates.filter(({ action }) => {
    const key = JSON.stringify(Object.entries(action as object).sort());
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
