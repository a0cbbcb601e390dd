import { type Picture, seatColors, seatLabel, svgDocument } from "../core/svg";
import type { SantaCruzContent } from "./content/schema";
import type { SantaCruzView } from "./view";

/** The content's board is 100 by 70: drawn 6.4 times as large, with a row of seats below. */
const SCALE = 6.4;
const BOARD = { width: 640, height: 448 };
const santaCruzPicture = { width: 640, height: 496 };

const kindColors = { coast: "#6fa8dc", land: "#93c47d", volcano: "#cc7755" } as const;

/** Buildings as small outlines centred on their site, in board units. */
const glyphs = {
  house: "-1.4,0.2 0,-1.3 1.4,0.2 1.1,0.2 1.1,1.3 -1.1,1.3 -1.1,0.2",
  church: "-1,1.3 -1,-0.3 0,-1.3 1,-0.3 1,1.3",
  lighthouse: "-0.55,-1.4 0.55,-1.4 1,1.4 -1,1.4",
} as const;

function glyph(kind: keyof typeof glyphs, x: number, y: number, fill: string): string {
  return `<polygon transform="translate(${x} ${y})" points="${glyphs[kind]}" fill="${fill}" stroke="#333" stroke-width="0.25"/>`;
}

function islands(map: SantaCruzContent["map"]): string {
  const sand = map.sites.map((s) => `<circle cx="${s.x}" cy="${s.y}" r="6.5"/>`).join("");
  const roads = map.roads
    .map(([a, b]) => {
      const [p, q] = [map.sites[a], map.sites[b]];
      return `<line x1="${p.x}" y1="${p.y}" x2="${q.x}" y2="${q.y}"/>`;
    })
    .join("");
  const rivers = map.rivers
    .map(
      (r) => `<polyline points="${r.sites.map((id) => `${map.sites[id].x},${map.sites[id].y}`).join(" ")}"/>`,
    )
    .join("");
  return `<g fill="#f1e2b8">${sand}</g><g stroke="#b08d57" stroke-width="0.5" stroke-dasharray="1 0.6">${roads}</g><g fill="none" stroke="#3d8bd9" stroke-width="0.9" stroke-linejoin="round" stroke-linecap="round">${rivers}</g>`;
}

function site(view: SantaCruzView["sites"][number], map: SantaCruzContent["map"]): string {
  const { x, y, kind } = map.sites[view.site];
  const tile = view.tile;
  if (!tile)
    return `<circle cx="${x}" cy="${y}" r="2.4" fill="${kindColors[kind]}" stroke="#6b5d45" stroke-width="0.3"/>`;
  const ring = `<circle cx="${x}" cy="${y}" r="2.4" fill="#fffdf5" stroke="${kindColors[kind]}" stroke-width="0.5"/>`;
  const built = view.buildings.map((seat, k) =>
    glyph(tile.building, x + k * 1.6, y - k * 0.6, seatColors[seat]),
  );
  const shown = built.length > 0 ? built.join("") : glyph(tile.building, x, y, "#d9d4c5");
  const points = `<text x="${x + 2.2}" y="${y + 3.6}" font-size="2.2" fill="#333">${tile.points}</text>`;
  return ring + shown + points;
}

/** The board as the reader sees it: face-down sites by kind, turned tiles, every seat's buildings. */
export function drawSantaCruz(view: SantaCruzView, content: SantaCruzContent, names: string[]): Picture {
  const { map } = content;
  const board = `<g transform="scale(${SCALE})">${islands(map)}${view.sites.map((s) => site(s, map)).join("")}</g>`;
  const seats = view.seats
    .map((s) => seatLabel(16 + s.seat * 156, BOARD.height + 30, s.seat, names[s.seat] ?? "", s.score))
    .join("");
  const body = `<rect width="${BOARD.width}" height="${BOARD.height}" fill="#cfe8f3"/><rect y="${BOARD.height}" width="${santaCruzPicture.width}" height="${santaCruzPicture.height - BOARD.height}" fill="#fbfaf6"/>${board}${seats}`;
  return { svg: svgDocument(santaCruzPicture.width, santaCruzPicture.height, body), ...santaCruzPicture };
}
