function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:Helvetica,Arial,sans-serif;max-width:560px;margin:3em auto;padding:0 1em;color:#222">${body}</body></html>`;
}

/** Asks before it confirms: link checkers open links, and a GET must change nothing. */
export function confirmAskPage(address: string, action: string): string {
  return page(
    "Confirm your address",
    `<h1 style="font-size:20px">Is ${escapeHtml(address)} your address?</h1>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="padding:10px 18px;font-size:16px">Yes, confirm it</button></form>`,
  );
}

export function confirmedPage(address: string): string {
  return page(
    "Address confirmed",
    `<h1 style="font-size:20px">${escapeHtml(address)} is confirmed: notifications come here from now on.</h1>
<p><a href="/">Open the games</a></p>`,
  );
}
