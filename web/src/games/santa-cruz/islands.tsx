import { SCALE } from "./site-mark";
import type { Site } from "./types";

/** How far land reaches around a site, in drawn units; overlapping discs merge into one island. */
const LAND = 50;
const BEACH = 7;
/** Water kept between two islands' beaches. */
const STRAIT = 8;

/** A site's land radius: LAND, less where another island's site is so near that the two would merge. */
function reach(site: Site, sites: Site[]): number {
  const gaps = sites
    .filter((other) => other.island !== site.island)
    .map((other) => Math.hypot(other.x - site.x, other.y - site.y) * SCALE);
  return Math.min(LAND, Math.min(...gaps) / 2 - BEACH - STRAIT / 2);
}

const islandNames = (sites: Site[]) => [...new Set(sites.map((s) => s.island))];

/** Where an island's volcano stands: amid its volcano sites, when it has a ring of them. */
export function volcanoCentres(sites: Site[]): { x: number; y: number; r: number }[] {
  return islandNames(sites).flatMap((island) => {
    const ring = sites.filter((s) => s.island === island && s.kind === "volcano");
    if (ring.length < 3) return [];
    const x = (ring.reduce((sum, s) => sum + s.x, 0) / ring.length) * SCALE;
    const y = (ring.reduce((sum, s) => sum + s.y, 0) / ring.length) * SCALE;
    const r = Math.min(...ring.map((s) => Math.hypot(s.x * SCALE - x, s.y * SCALE - y)));
    return [{ x, y, r }];
  });
}

/** Each island as the union of discs around its sites, its roads' midpoints and its volcano, a beach beneath. */
export function Islands({ sites, roads }: { sites: Site[]; roads: number[][] }) {
  const volcanoes = volcanoCentres(sites);
  const discs = (grow: number) => [
    ...sites.map((s) => <circle key={s.id} cx={s.x * SCALE} cy={s.y * SCALE} r={reach(s, sites) + grow} />),
    ...roads.map(([a, b]) => (
      <circle
        key={`${a}-${b}`}
        cx={((sites[a].x + sites[b].x) / 2) * SCALE}
        cy={((sites[a].y + sites[b].y) / 2) * SCALE}
        r={Math.min(reach(sites[a], sites), reach(sites[b], sites)) + grow}
      />
    )),
    ...volcanoes.map((v) => <circle key={`v${v.x}`} cx={v.x} cy={v.y} r={v.r + grow} />),
  ];
  return (
    <g>
      <g class="gb-sc-shallows" filter="url(#gb-sc-shore)">
        {discs(BEACH * 2.5)}
      </g>
      <g class="gb-sc-beach" filter="url(#gb-sc-shore)">
        {discs(BEACH)}
      </g>
      <g class="gb-sc-isle" filter="url(#gb-sc-shore)">
        {discs(0)}
      </g>
    </g>
  );
}
