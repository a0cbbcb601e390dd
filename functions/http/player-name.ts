// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import * as z from "zod";

/**
 * Control characters (CR, LF, NUL, tabs), format characters (direction overrides and isolates,
 * zero-width spaces), lone surrogates, private-use characters, line or paragraph separators, and
 * characters drawn as nothing (the combining grapheme joiner, Hangul fillers, the blank braille
 * cell), with which a name could pass for another's; emoji sequences keep their joiners and
 * variation selectors (`STRAY_JOINER`, `STRAY_VARIATION`).
 */
const UNPRINTABLE =
  /(?![\u200d\ufe0e\ufe0f])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** A zero-width joiner anywhere but between two pictographs (`A\u200dda` reads as "Ada"). */
const STRAY_JOINER =
  /(?<!\p{Extended_Pictographic}[\ufe0f\p{Emoji_Modifier}]?)\u200d|\u200d(?!\p{Extended_Pictographic})/u;

/** A variation selector after anything but an emoji, where it changes nothing seen. */
const STRAY_VARIATION = /(?<!\p{Emoji})[\ufe0e\ufe0f]/u;

const printable = (name: string) =>
  !UNPRINTABLE.test(name) && !STRAY_JOINER.test(name) && !STRAY_VARIATION.test(name);

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
    printable,
    "printable characters only: no control characters, line breaks, zero-width, invisible or direction-changing characters",
  )
  .openapi({
    description:
      "1 to 40 printable characters (trimmed): no control characters, line breaks, zero-width, invisible or direction-changing characters",
    example: "Ada",
  });
