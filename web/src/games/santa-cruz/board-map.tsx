import type { Lang } from "../../i18n/lang";
import { mapFrame } from "./frame";
import { Islands } from "./islands";
import { Rivers } from "./rivers";
import { Roads } from "./roads";
import type { SiteAction } from "./site-actions";
import { siteDescription } from "./site-description";
import { SiteMark } from "./site-mark";
import type { Action, Content, View } from "./types";
import { Volcanoes } from "./volcanoes";
import { words } from "./words";

interface Props {
  content: Content;
  view: View;
  bySite: Map<number, SiteAction[]>;
  /** The site whose actions are being chosen among, if any. */
  chosen: number | null;
  label(action: Action): string;
  onAction(action: Action): void;
  /** Several actions name the site: let the player choose among them. */
  onChoose(site: number): void;
  names: string[];
  lang: Lang;
}

/** The islands with their sites, roads and rivers, drawn from the content; sites with a legal action are buttons. */
export function BoardMap({ content, view, bySite, chosen, label, onAction, onChoose, names, lang }: Props) {
  const { map } = content;
  const frame = mapFrame(map.sites);
  return (
    <svg
      class="gb-sc-map"
      viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
      aria-label={words(lang).board}
    >
      <defs>
        <linearGradient id="gb-sc-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#5db3dc" />
          <stop offset="1" stop-color="#2f7fb3" />
        </linearGradient>
        <filter id="gb-sc-shore">
          <feGaussianBlur stdDeviation="14" />
          <feColorMatrix values="1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 24 -11" />
        </filter>
        <pattern
          id="gb-sc-hatch"
          width="7"
          height="7"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="7" height="7" class="gb-sc-hatch-ground" />
          <line x1="0" y1="0" x2="0" y2="7" class="gb-sc-hatch-line" />
        </pattern>
      </defs>
      <rect {...frame} fill="url(#gb-sc-sea)" />
      <Islands sites={map.sites} roads={map.roads} />
      <Rivers map={map} />
      <Roads map={map} />
      <Volcanoes sites={map.sites} />
      {map.sites.map((site) => {
        const actions = bySite.get(site.id) ?? [];
        return (
          <SiteMark
            key={site.id}
            site={site}
            seen={view.sites[site.id]}
            description={siteDescription(site, view.sites[site.id], content, names, lang)}
            actions={actions}
            chosen={site.id === chosen}
            label={actions.length === 1 ? label(actions[0]) : words(lang).choicesAt(site.name)}
            onPress={() => (actions.length === 1 ? onAction(actions[0]) : onChoose(site.id))}
          />
        );
      })}
    </svg>
  );
}
