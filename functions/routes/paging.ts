/**
 * One paging style for every list: an opaque `cursor` in the query, `nextCursor` in the answer (null
 * on the last page). A list ordered by a key (a version, an id) pages by the last key it showed, so a
 * page is complete whatever the database cut its reads at.
 */
import * as z from "zod";
import { Problem } from "../http/problem";
import { CURSOR_REFUSED, refusedCursor, refusedField } from "../requests/field-errors";

/** The `cursor` query parameter, the same on every list. */
export const cursorParameter = z
  .string()
  .max(200)
  .optional()
  .openapi({ description: "`nextCursor` of the previous page" });

/** What a list's cursor says: which list it belongs to (a list and its owner) and the last key shown. */
const TokenSchema = z.strictObject({
  v: z.literal(1),
  list: z.string(),
  after: z.union([z.number().int().min(0), z.string().max(120)]),
});

/** A cursor for the page after `after` in one list (`list` names it with its owner, e.g. `moves/m_1`). */
export function encodePageCursor(list: string, after: number | string): string {
  return Buffer.from(JSON.stringify({ v: 1, list, after })).toString("base64url");
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, "base64url").toString());
  } catch {
    return null;
  }
}

/** The key a cursor of that list continues after; a cursor of another list, or none we made, is a 400. */
export function pageCursorAfter<K extends "number" | "string">(
  list: string,
  text: string,
  key: K,
): K extends "number" ? number : string {
  const token = TokenSchema.safeParse(parsed(text));
  if (!token.success || token.data.list !== list || typeof token.data.after !== key)
    throw new Problem("validation-error", CURSOR_REFUSED, refusedCursor());
  return token.data.after as K extends "number" ? number : string;
}

/** `after` starts a list's first page and a cursor continues it: a request with both says two things. */
export function afterWithCursor(): Problem {
  const rule = "Send `after` for the first page or `cursor` for the next, not both";
  return new Problem("validation-error", rule, refusedField("after", "not-allowed", rule));
}
