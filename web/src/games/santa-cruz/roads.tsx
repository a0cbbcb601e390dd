import { SCALE } from "./site-mark";
import type { Content } from "./types";

/** The road segments as dotted tracks between sites. */
export function Roads({ map }: { map: Content["map"] }) {
  return (
    <g class="gb-sc-road">
      {map.roads.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          x1={map.sites[a].x * SCALE}
          y1={map.sites[a].y * SCALE}
          x2={map.sites[b].x * SCALE}
          y2={map.sites[b].y * SCALE}
        />
      ))}
    </g>
  );
}
