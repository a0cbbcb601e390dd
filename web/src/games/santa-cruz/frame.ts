import { SCALE } from "./site-mark";
import type { Site } from "./types";

/** Sea shown around the outermost sites, in drawn units: room for their islands' shores. */
const MARGIN = 95;

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The map's frame: the sites' extent plus a rim of sea, so the islands fill the picture. */
export function mapFrame(sites: Site[]): Frame {
  const xs = sites.map((s) => s.x * SCALE);
  const ys = sites.map((s) => s.y * SCALE);
  const left = Math.min(...xs) - MARGIN;
  const top = Math.min(...ys) - MARGIN;
  return { x: left, y: top, width: Math.max(...xs) + MARGIN - left, height: Math.max(...ys) + MARGIN - top };
}

/** Where a site lies on the drawn map, as shares (0–1) of its width and height. */
export function sitePlace(sites: Site[], site: number): { x: number; y: number } {
  const frame = mapFrame(sites);
  return {
    x: (sites[site].x * SCALE - frame.x) / frame.width,
    y: (sites[site].y * SCALE - frame.y) / frame.height,
  };
}
