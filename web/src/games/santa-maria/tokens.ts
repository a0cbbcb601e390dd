import type { GlyphKind } from "./glyphs";
import type { Effect, Gain } from "./types";

/** One item of a drawn effect: a glyph (coins and points carry their number) or a bit of text. */
export type Token = { glyph: GlyphKind; n?: number } | { text: string };

const resourceKeys = ["wood", "grain", "sugar", "gems", "gold"] as const;

/** Resources as glyphs (a count before them when more than one), then coins and points with their numbers. */
export function amountTokens(amount: Gain): Token[] {
  const out: Token[] = [];
  for (const key of resourceKeys) {
    const n = amount[key];
    if (!n) continue;
    if (n > 1) out.push({ text: String(n) });
    out.push({ glyph: key });
  }
  if (amount.coins) out.push({ glyph: "coins", n: amount.coins });
  if (amount.points) out.push({ glyph: "points", n: amount.points });
  return out;
}

/** Choices joined by the printed "/". */
const choices = (options: Gain[]): Token[] =>
  options.flatMap((option, i) => (i === 0 ? amountTokens(option) : [{ text: "/" }, ...amountTokens(option)]));

/** A building's effects as lines of tokens: simple effects share a line, a trade takes two (pay, then gain). */
export function effectLines(effects: Effect[]): Token[][] {
  const simple: Token[] = [];
  const trades: Token[][] = [];
  for (const effect of effects) {
    if (effect.kind === "produce") simple.push(...amountTokens(effect.gain));
    else if (effect.kind === "trade")
      trades.push(choices(effect.pay), [{ text: "→" }, ...choices(effect.gain)]);
    else simple.push({ glyph: effect.kind === "ship" ? "ship" : effect.kind });
  }
  return simple.length > 0 ? [simple, ...trades] : trades;
}
