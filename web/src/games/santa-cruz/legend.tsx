import type { Lang } from "../../i18n/lang";
import { BadgeKey } from "../shared/badges";
import type { Badge } from "./badges";
import { BirdIcon, ResourceIcon } from "./icons";
import { SiteShape } from "./site-shape";
import type { Resource, Site } from "./types";
import { words } from "./words";

const kinds: Site["kind"][] = ["coast", "land", "volcano"];
const resources: Resource[] = ["sheep", "fish", "wood", "sugar", "gold"];

/** What the map's shapes and pictures mean, and the badges the seats' panels show now. */
export function Legend({ lang, badges }: { lang: Lang; badges: Badge[] }) {
  const w = words(lang);
  return (
    <details class="gb-panel gb-legend">
      <summary>{w.legend}</summary>
      <ul>
        {kinds.map((kind) => (
          <li key={kind}>
            <svg class="gb-icon gb-icon-wide" viewBox="-26 -23 52 46" aria-hidden="true">
              <SiteShape kind={kind} class={`gb-sc-site gb-sc-${kind}`} />
            </svg>
            {w.siteKind[kind]}
          </li>
        ))}
        {resources.map((resource) => (
          <li key={resource}>
            <ResourceIcon resource={resource} /> {w.resource[resource]}
          </li>
        ))}
        <li>
          <BirdIcon /> {w.bird}
        </li>
      </ul>
      <BadgeKey badges={badges} word={w.badge} meaning={w.badgeMeaning} class="gb-sc-badge-key" />
    </details>
  );
}
