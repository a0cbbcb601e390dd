// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import * as z from "zod";

/**
 * Every id the service makes (players, matches, sessions, games) is 1 to 64 letters, digits, `_`
 * or `-`: anything else is refused before a database call, whose keys may not exceed 2 KB.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const idSchema = (description: string, example: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(ID_PATTERN, "an id: 1 to 64 letters, digits, _ or -")
    .openapi({ description, example });
