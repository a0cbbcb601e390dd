import type { Context, MiddlewareHandler } from "hono";
import { type Lang, languages } from "../../domain/core/sentences";
import { plainPage, saidWithLink } from "../notify/plain-page";
import { type Texts, textsFor } from "../notify/texts/texts";

/** The reader's language as their browser asks for it (`Accept-Language`), or English. */
export function languageAsked(header: string | undefined): Lang {
  const tags = (header ?? "").split(",").map((part) => part.split(";")[0].trim().toLowerCase().slice(0, 2));
  return tags.map((tag) => languages.find((lang) => lang === tag)).find((lang) => lang !== undefined) ?? "en";
}

/** A browser asks for HTML; a mail client or a retry with an Idempotency-Key (whose answer is kept as JSON) does not. */
export const wantsPage = (c: Context) =>
  !c.req.header("Idempotency-Key") && /\btext\/html\b/.test(c.req.header("Accept") ?? "");

/** What an old or foreign link is answered: not valid (400), no such player (404), the address changed (409). */
export const linkRefusals: ReadonlySet<number> = new Set([400, 404, 409]);

/**
 * Middleware for the pages an email's link opens: a refusal (a link too old, of an address changed)
 * reaches a browser as a page in its language that says so and where to go instead, with the
 * refusal's status; programs still get the problem's JSON.
 */
export function refusedLinkPages(
  said: (texts: Texts) => string,
  signInPage: () => string,
): MiddlewareHandler {
  return async function refusedLinkPage(c, next) {
    await next();
    if (!linkRefusals.has(c.res.status) || !wantsPage(c)) return;
    const lang = languageAsked(c.req.header("Accept-Language"));
    const texts = textsFor(lang);
    const body = saidWithLink(said(texts), signInPage(), texts.linkRefused.settings);
    c.res = c.html(plainPage(lang, texts.linkRefused.title, body), c.res.status as 400 | 404 | 409);
  };
}
