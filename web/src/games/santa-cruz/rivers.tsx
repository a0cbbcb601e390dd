import { SCALE } from "./site-mark";
import { type Point, smoothPath } from "./smooth-path";
import type { Content } from "./types";

/** How far a river runs on past its mouth into the sea, in drawn units. */
const OUTFLOW = 55;

/** A point beyond the mouth, away from the river's next site, so the river meets the sea. */
function outflow(mouth: Point, next: Point): Point {
  const dx = mouth.x - next.x;
  const dy = mouth.y - next.y;
  const length = Math.hypot(dx, dy) || 1;
  return { x: mouth.x + (dx / length) * OUTFLOW, y: mouth.y + (dy / length) * OUTFLOW };
}

/** The rivers as blue bands from the sea through their sites upstream. */
export function Rivers({ map }: { map: Content["map"] }) {
  return (
    <g>
      {map.rivers.map((river) => {
        const points = river.sites.map((id) => ({ x: map.sites[id].x * SCALE, y: map.sites[id].y * SCALE }));
        const d = smoothPath([outflow(points[0], points[1]), ...points]);
        return (
          <g key={river.id}>
            <title>{`${river.name}: ${river.description}`}</title>
            <path d={d} class="gb-sc-river-bank" />
            <path d={d} class="gb-sc-river" />
          </g>
        );
      })}
    </g>
  );
}
