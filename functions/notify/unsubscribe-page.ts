import type { Texts } from "./texts/texts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(lang: string, texts: Texts, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.page.title)}</title></head><body style="font-family:Helvetica,Arial,sans-serif;max-width:560px;margin:3em auto;padding:0 1em;color:#222">${body}</body></html>`;
}

/** Asks before it unsubscribes: link checkers open links, and a GET must change nothing (RFC 8058). */
export function askPage(
  lang: string,
  texts: Texts,
  name: string,
  action: string,
  preferences: string,
): string {
  return page(
    lang,
    texts,
    `<h1 style="font-size:20px">${escapeHtml(texts.page.ask(name))}</h1>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="padding:10px 18px;font-size:16px">${escapeHtml(texts.page.button)}</button></form>
<p><a href="${escapeHtml(preferences)}">${escapeHtml(texts.preferences)}</a></p>`,
  );
}

export function donePage(lang: string, texts: Texts, name: string, preferences: string): string {
  return page(
    lang,
    texts,
    `<h1 style="font-size:20px">${escapeHtml(texts.page.done(name))}</h1>
<p><a href="${escapeHtml(preferences)}">${escapeHtml(texts.preferences)}</a></p>`,
  );
}
