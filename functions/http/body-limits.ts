import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { Problem } from "./problem";

/** The largest body an operation takes is a few KB; the cap keeps a huge one from being read whole. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Requests nest a few levels; deeper JSON is refused before it is parsed, since parsers recurse. */
export const MAX_JSON_DEPTH = 32;

/** Whether text has more than `limit` opening brackets, strings' included: found by native search, not a loop per character. */
export function canNestDeeper(text: string, limit: number): boolean {
  let opened = 0;
  for (const bracket of ["{", "["]) {
    for (let i = text.indexOf(bracket); i !== -1; i = text.indexOf(bracket, i + 1))
      if (++opened > limit) return true;
  }
  return false;
}

/** Whether JSON text nests arrays and objects deeper than `limit`, read without parsing it. */
export function nestsDeeper(text: string, limit: number): boolean {
  // a body of few brackets, as every request of the API is, cannot nest deeper: no scan
  if (!canNestDeeper(text, limit)) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/**
 * Whether reading the body failed because the client went away mid-body (Node's "aborted", a
 * connection reset): the client's doing, not the server's, and no one is left to answer.
 */
export function clientAborted(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === "ECONNRESET";
}

const sizeCap = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new Problem("payload-too-large", `Send at most ${MAX_BODY_BYTES} bytes`);
  },
});

const isJson = (type: string | undefined) => /^application\/([\w.+-]+\+)?json\b/i.test(type ?? "");

/** Refuses JSON nested deeper than the cap; other media types are judged by the routes. */
const depthCap: MiddlewareHandler = async (c, next) => {
  // read once and kept: the routes parse this same text
  if (isJson(c.req.header("Content-Type")) && nestsDeeper(await c.req.text(), MAX_JSON_DEPTH)) {
    throw new Problem("validation-error", `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  await next();
};

/**
 * Caps every request body before anything reads it: its size (413), then its JSON nesting (400).
 * A body of a declared length is judged by it, so that the body is then read straight from the
 * connection; one without a length (chunked) is counted as it streams in.
 */
export const bodyLimits: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const length = c.req.header("Content-Length");
  if (length === undefined || c.req.header("Transfer-Encoding") !== undefined) {
    await sizeCap(c, async () => {
      await depthCap(c, next);
    });
  } else if (Number.parseInt(length, 10) > MAX_BODY_BYTES) {
    throw new Problem("payload-too-large", `Send at most ${MAX_BODY_BYTES} bytes`);
  } else await depthCap(c, next);
};
