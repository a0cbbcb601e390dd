// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import * as z from "zod";

/**
 * Control characters (CR, LF, NUL, tabs), format characters (direction overrides and isolates,
 * zero-width spaces), lone surrogates, private-use characters and line or paragraph separators;
 * the zero-width joiner stays, since emoji sequences need it.
 */
const UNPRINTABLE = /(?!\u200d)[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

/**
 * What a player's name may hold, checked once here for every place that takes one: 1 to 40
 * printable characters, trimmed and in NFC. Markup characters are allowed: every place that shows a
 * name escapes it for its medium.
 */
export const PlayerNameSchema = z
  .string()
  .normalize("NFC")
  .trim()
  .min(1)
  .max(40)
  .refine(
    (name) => !UNPRINTABLE.test(name),
    "printable characters only: no control characters, line breaks, zero-width or direction-changing characters",
  )
  .openapi({
    description:
      "1 to 40 printable characters (trimmed): no control characters, line breaks, zero-width or direction-changing characters",
    example: "Ada",
  });
