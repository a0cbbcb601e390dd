import * as z from "zod";

const DECIMAL = /^\d+$/;

/**
 * An integer query parameter, written in decimal digits only: a plain coercion (`Number`) would also
 * take `1e2`, `0x10`, ` 7` and an empty value, which the document's `integer` does not allow.
 */
export function queryInteger(range: { min: number; max?: number }) {
  const number = z.number().int().min(range.min);
  return z.preprocess(
    (text) => (typeof text === "string" && DECIMAL.test(text) ? Number(text) : text),
    range.max === undefined ? number : number.max(range.max),
  );
}
