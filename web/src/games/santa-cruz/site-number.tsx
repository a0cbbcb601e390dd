import { SCALE } from "./site-mark";
import type { Site } from "./types";

/** A site's number (its id counted from 1) on a dark disc beneath its shape, where a key gives its name. */
export function SiteNumber({ site }: { site: Site }) {
  return (
    <g class="gb-sc-number" transform={`translate(${site.x * SCALE},${site.y * SCALE + 25})`}>
      <circle r={10} />
      <text y={4.5}>{site.id + 1}</text>
    </g>
  );
}
