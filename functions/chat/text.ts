// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import * as z from "zod";

/** How long a message may be, in characters after trimming. */
export const MAX_CHAT_TEXT = 500;

/**
 * Control and format characters other than a line break (direction overrides, zero-width spaces,
 * NUL), lone surrogates and private-use characters; the zero-width joiner stays for emoji.
 */
const UNPRINTABLE = /(?![\n\u200d])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

/** A character that shows: a message of joiners alone is as blank as one of spaces. */
const VISIBLE = /[^\s\p{Cf}]/u;

/**
 * A chat message's text: plain text, 1 to 500 printable characters and line breaks, trimmed and in
 * NFC. Markup is kept as typed: every place that shows a message escapes it for its medium.
 */
export const ChatTextSchema = z
  .string()
  // a line break as Windows and HTML forms send it (CR LF) is stored as LF; a lone CR stays refused
  .overwrite((text) => text.replaceAll("\r\n", "\n"))
  .normalize("NFC")
  .trim()
  .min(1)
  .max(MAX_CHAT_TEXT)
  .refine(
    (text) => !UNPRINTABLE.test(text),
    "plain text only: no control characters other than line breaks, no zero-width or direction-changing characters",
  )
  .refine((text) => VISIBLE.test(text), "at least one visible character")
  .openapi({
    description: `1 to ${MAX_CHAT_TEXT} characters (code points) of plain text with at least one visible (trimmed; line breaks allowed, CR LF stored as LF, other control, zero-width and direction-changing characters refused). Shown as typed, escaped everywhere: markup is never interpreted.`,
    example: "Good luck, everyone!",
  });
