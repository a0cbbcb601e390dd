import type { Lang } from "../../i18n/lang";
import { seatName } from "../shared/seat-colors";
import type { Content, Site, SiteView } from "./types";
import { words } from "./words";

/** One line on a site: its name, the tile's name and description (or face down), and who built there. */
export function siteDescription(
  site: Site,
  seen: SiteView,
  content: Content,
  names: string[],
  lang: Lang,
): string {
  const w = words(lang);
  const tile = seen.tile && content.tiles.find((t) => t.id === seen.tile?.id);
  const parts = [site.name, tile ? `${tile.name}: ${tile.description}` : w.faceDown];
  if (seen.buildings.length > 0)
    parts.push(w.builtBy(seen.buildings.map((s) => seatName(names, s)).join(", ")));
  return parts.join(" — ");
}
