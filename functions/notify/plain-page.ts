/** A page the server writes itself (unsubscribe, address confirmation): small, in the reader's language, no script. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page around `body` (HTML, escaped by the caller); the site's icon, as its own pages have. */
export function plainPage(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title></head><body style="font-family:Helvetica,Arial,sans-serif;max-width:560px;margin:3em auto;padding:0 1em;color:#222">${body}</body></html>`;
}

/** A heading and a one-button form that posts to `action`, with hidden fields. */
export function askForm(
  question: string,
  action: string,
  button: string,
  hidden: Record<string, string> = {},
) {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<h1 style="font-size:20px">${escapeHtml(question)}</h1>
<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit" style="padding:10px 18px;font-size:16px">${escapeHtml(button)}</button></form>`;
}

/** A heading and one link under it. */
export function saidWithLink(said: string, href: string, link: string): string {
  return `<h1 style="font-size:20px">${escapeHtml(said)}</h1>
<p><a href="${escapeHtml(href)}">${escapeHtml(link)}</a></p>`;
}
