import type { Frame } from "./frame";
import { Islands } from "./islands";
import { Rivers } from "./rivers";
import { Roads } from "./roads";
import type { Content } from "./types";
import { Volcanoes } from "./volcanoes";

/** The definitions the map's layers paint with: the sea's gradient, the shores' blur, face-down land's hatching. */
export function MapDefs() {
  return (
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
  );
}

/** What never changes in a match: the sea, the islands, rivers, roads and volcanoes (email pictures draw it once). */
export function MapGround({ map, frame }: { map: Content["map"]; frame: Frame }) {
  return (
    <g>
      <rect {...frame} fill="url(#gb-sc-sea)" />
      <Islands sites={map.sites} roads={map.roads} />
      <Rivers map={map} />
      <Roads map={map} />
      <Volcanoes sites={map.sites} />
    </g>
  );
}
