/** Values a message's placeholders take; an absent one leaves out the optional part naming it. */
export type Values = Record<string, string | number | undefined>;

const optional = /\[([^[\]|]*)(?:\|([^[\]]*))?\]/g;
const placeholder = /\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders. `[… {name} …|otherwise]` is kept only when every placeholder inside
 * it has a value, else replaced by the text after `|` (or nothing).
 */
export function format(template: string, values: Values = {}): string {
  const filled = template.replace(optional, (_, present: string, absent = "") => {
    const names = [...present.matchAll(placeholder)].map((m) => m[1] as string);
    return names.every((name) => values[name] !== undefined) ? present : absent;
  });
  return filled.replace(placeholder, (whole, name: string) => String(values[name] ?? whole));
}

/** The placeholders a template names, so both languages of a message can be checked to name the same. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(placeholder)].map((m) => m[1] as string))].sort();
}
