// loaded for its effect: it gives zod's schemas the .openapi() the schema here calls
import "@hono/zod-openapi";
import * as z from "zod";
import { refusedField } from "../requests/field-errors";
import { Problem } from "./problem";

/** `"v7"`, `v7`, `"7"`, `7` and the match's ETag (`"v7-s0"`, weak or not) all name version 7. */
const IF_MATCH_FORM = /^(?:W\/)?"?v?(\d+)(?:-\w+)?"?$/;

/** The `If-Match` header of an action, as the document states its form. */
export const ifMatchHeader = (what: string) =>
  z
    .string()
    .max(100)
    .optional()
    .openapi({
      pattern: IF_MATCH_FORM.source,
      description: `The version the ${what} was decided on: \`"v7"\`, \`v7\`, \`7\` or the match's ETag`,
      example: '"v7"',
    });

/** The version an `If-Match` names; any other form is a 400 naming the header. */
export function versionOf(ifMatch: string): number {
  const match = IF_MATCH_FORM.exec(ifMatch.trim());
  // a number past what a version can reach is no version either
  if (!match || !Number.isSafeInteger(Number(match[1]))) {
    const rule = 'If-Match must name a version, like "v7"';
    throw new Problem("validation-error", rule, refusedField("If-Match", "bad-format", rule));
  }
  return Number(match[1]);
}
