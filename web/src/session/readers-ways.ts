import { lang } from "../i18n";
import type { Lang } from "../i18n/lang";

/**
 * What a new player is made with, so that even their first email speaks their language: the
 * page's language, and the browser's time zone when it names one (not `Etc/Unknown`).
 */
export function readersWays(): { language: Lang; timeZone?: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const named = zone.includes("/") && zone !== "Etc/Unknown";
  return { language: lang.value, ...(named ? { timeZone: zone } : {}) };
}
