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

/**
 * A chat message's text: plain text, 1 to 500 printable characters and line breaks, trimmed and in
 * NFC. Markup is kept as typed: every place that shows a message escapes it for its medium.
 */
export const ChatTextSchema = z
  .string()
  .normalize("NFC")
  .trim()
  .min(1)
  .max(MAX_CHAT_TEXT)
  .refine(
    (text) => !UNPRINTABLE.test(text),
    "plain text only: no control characters other than line breaks, no zero-width or direction-changing characters",
  )
  .openapi({
    description: `1 to ${MAX_CHAT_TEXT} characters of plain text (trimmed; line breaks allowed, other control, zero-width and direction-changing characters refused). Shown as typed, escaped everywhere: markup is never interpreted.`,
    example: "Good luck, everyone!",
  });
