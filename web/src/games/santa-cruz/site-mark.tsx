import { pressable } from "../shared/pressable";
import type { SiteAction } from "./site-actions";
import { SiteShape } from "./site-shape";
import { TileFace } from "./tile-face";
import type { Site, SiteView } from "./types";

/** Content positions are on a 100 × 70 board; the map draws them ten times larger for crisp strokes. */
export const SCALE = 10;

interface Props {
  site: Site;
  seen: SiteView;
  description: string;
  actions: SiteAction[];
  chosen: boolean;
  /** The accessible name of the click: the one action, or the choice among several. */
  label: string;
  onPress(): void;
}

/** One site: its shape, its tile face up or down, the buildings on it, and a ring when it can be clicked. */
export function SiteMark({ site, seen, description, actions, chosen, label, onPress }: Props) {
  const live = actions.length > 0;
  const face = seen.tile ? "" : " gb-sc-back";
  return (
    <g
      class={`gb-site${live ? " gb-live" : ""}${chosen ? " gb-chosen" : ""}`}
      transform={`translate(${site.x * SCALE},${site.y * SCALE})`}
      data-site={site.id}
      {...(live ? pressable(label, onPress) : {})}
    >
      <title>{description}</title>
      {live && <SiteShape kind={site.kind} class="gb-ring" grow={1.28} />}
      <SiteShape kind={site.kind} class={`gb-sc-site gb-sc-${site.kind}${face}`} />
      {seen.tile && <TileFace tile={seen.tile} builders={seen.buildings} />}
    </g>
  );
}
