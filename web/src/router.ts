import { signal } from "@preact/signals";

export interface Place {
  path: string;
  query: URLSearchParams;
  hash: string;
}

function here(): Place {
  return { path: location.pathname, query: new URLSearchParams(location.search), hash: location.hash };
}

/** Where the page is; every route renders from it. */
export const place = signal<Place>(here());

addEventListener("popstate", () => {
  place.value = here();
});

/** Goes to a path of this client without reloading; `replace` keeps the history entry. */
export function navigate(to: string, { replace = false } = {}): void {
  if (replace) history.replaceState(null, "", to);
  else history.pushState(null, "", to);
  place.value = here();
  scrollTo(0, 0);
}

/** Follows a click on a link of this client in the page, unless the person asked for a new tab or window. */
export function followLink(event: MouseEvent): void {
  const anchor = (event.currentTarget as HTMLAnchorElement | null) ?? null;
  if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  if (anchor.origin !== location.origin || anchor.target) return;
  event.preventDefault();
  navigate(anchor.pathname + anchor.search + anchor.hash);
}
