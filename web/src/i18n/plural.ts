import type { Lang } from "./lang";

/** A countable word's forms: "coin"/"coins", "Münze"/"Münzen". */
export interface Forms {
  one: string;
  other: string;
}

const rules = new Map<Lang, Intl.PluralRules>();

/** "1 coin", "2 coins", "1 Münze", "2 Münzen": the number with the form its language's plural rules pick. */
export function counted(lang: Lang, n: number, forms: Forms): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return `${n} ${rule.select(n) === "one" ? forms.one : forms.other}`;
}

/** The counting function of one language, for a words table. */
export const countIn =
  (lang: Lang) =>
  (n: number, one: string, other: string): string =>
    counted(lang, n, { one, other });
