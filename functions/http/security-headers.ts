import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** A Content-Security-Policy as its directives, each with its sources. */
export type Policy = Readonly<Record<string, readonly string[]>>;

/** A policy as the header writes it. */
export function policyText(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");
}

/** The CSP source that allows exactly this inline text (a script's or a style element's). */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** What no page of the service may do, whatever it loads: be framed, change its base, post elsewhere. */
const lockedDown: Policy = {
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
};

/** API answers (JSON, problems, scripts): nothing in them may run or load anything if opened as a page. */
export const apiPolicy: Policy = { "default-src": ["'none'"], ...lockedDown, "form-action": ["'none'"] };

/**
 * The web client: its bundle and stylesheet from its own origin, the API on that origin too. Its
 * boards draw their look in `<style>` elements, allowed by the hash of each one's text.
 */
export function clientPolicy(styleHashes: readonly string[]): Policy {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", ...styleHashes],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    ...lockedDown,
  };
}

/**
 * The reference page at `/docs`: its own inline start-up script by hash. Scalar's bundle adds its
 * components' `<style>` elements at run time, so styles alone are allowed inline, on this page only.
 */
export function docsPolicy(scriptHashes: readonly string[]): Policy {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    ...lockedDown,
  };
}

/**
 * The service's own HTML (the unsubscribe pages): no script at all. Their markup styles itself in
 * `style` attributes, which only 'unsafe-inline' allows; without scripts or outside loads that leaks nothing.
 */
export const servicePagePolicy: Policy = {
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  "img-src": ["'self'"],
  ...lockedDown,
};

/**
 * Only what the pages use (none of these) is allowed: everything a browser could ask for is off.
 * Features a browser does not know are left out: it logs an error for each on every page.
 */
const PERMISSIONS = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "display-capture",
  "fullscreen",
].map((feature) => `${feature}=()`);

/**
 * The headers every answer carries with its policy. Sign-in tokens travel in URL fragments and
 * unsubscribe tokens in query strings: no referrer leaves a page; no page may be framed (the API key
 * lives in the client's localStorage).
 */
export function securityHeaders(policy: Policy): Record<string, string> {
  return {
    "Content-Security-Policy": policyText(policy),
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": PERMISSIONS.join(", "),
  };
}

/** The policy an API answer gets by its type, unless its route set its own (as `/docs` does). */
function policyFor(contentType: string | null): Policy {
  return /^text\/html\b/i.test(contentType ?? "") ? servicePagePolicy : apiPolicy;
}

/** Middleware: every answer of the API, a problem included, leaves with the security headers. */
export function securityHeadersMiddleware(): MiddlewareHandler {
  return async function securityHeadersOfAnswers(c, next) {
    await next();
    const headers = securityHeaders(policyFor(c.res.headers.get("Content-Type")));
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
