import type { Lang } from "./lang";

/** A change as the language writes decimals, one digit after the point, signed: "+162,3", "−144,5", "0,0". */
export function signedChange(lang: Lang, n: number): string {
  const format = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  // Intl writes a hyphen for minus in English and German; typography wants the minus sign
  return format
    .formatToParts(n)
    .map((part) => (part.type === "minusSign" ? "\u2212" : part.value))
    .join("");
}

/** When to try again, as the language says it: "in 40 seconds", "in 25 Minuten", "in 3 hours". */
export function retryIn(lang: Lang, seconds: number): string {
  const say = new Intl.RelativeTimeFormat(lang, { numeric: "always" });
  if (seconds < 60) return say.format(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 90 * 60) return say.format(Math.ceil(seconds / 60), "minute");
  return say.format(Math.ceil(seconds / 3600), "hour");
}
