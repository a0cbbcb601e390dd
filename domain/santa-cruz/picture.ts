import { type Picture, seatColors, seatLabel, svgDocument } from "../core/svg";
import type { SantaCruzContent } from "./content/schema";
import type { SantaCruzView } from "./view";

/** The picture's size; the board is scaled to fit its width whole, the seats listed below in two columns. */
const WIDTH = 640;
const HEIGHT = 496;
/** The content's board is 100 by 70 units; a site's sand reaches this far around it. */
const CONTENT = { width: 100, height: 70, margin: 7 };
const LEGEND = { columns: 2, row: 24, top: 30 };

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

/** Where the board lies in the picture: every site's sand inside it, none cut off at an edge. */
export function boardFrame(map: SantaCruzContent["map"]): {
  left: number;
  top: number;
  scale: number;
  height: number;
} {
  const xs = map.sites.map((s) => s.x);
  const ys = map.sites.map((s) => s.y);
  const left = Math.min(0, Math.min(...xs) - CONTENT.margin);
  const right = Math.max(CONTENT.width, Math.max(...xs) + CONTENT.margin);
  const top = Math.min(0, Math.min(...ys) - CONTENT.margin);
  const bottom = Math.max(CONTENT.height, Math.max(...ys) + CONTENT.margin);
  const scale = WIDTH / (right - left);
  return { left, top, scale, height: Math.ceil((bottom - top) * scale) };
}

/** The seats below the board, two to a row, each name shortened to its column. */
function legend(view: SantaCruzView, names: string[], y: number): string {
  const column = (WIDTH - 32) / LEGEND.columns;
  return view.seats
    .map((s) => {
      const x = 16 + (s.seat % LEGEND.columns) * column;
      const row = y + LEGEND.top + Math.floor(s.seat / LEGEND.columns) * LEGEND.row;
      return seatLabel(x, row, s.seat, names[s.seat] ?? "", s.score, column);
    })
    .join("");
}

/** The board as the reader sees it: face-down sites by kind, turned tiles, every seat's buildings. */
export function drawSantaCruz(view: SantaCruzView, content: SantaCruzContent, names: string[]): Picture {
  const { map } = content;
  const frame = boardFrame(map);
  const place = `translate(${-frame.left * frame.scale} ${-frame.top * frame.scale}) scale(${frame.scale})`;
  const board = `<g transform="${place}">${islands(map)}${view.sites.map((s) => site(s, map)).join("")}</g>`;
  const body = `<rect width="${WIDTH}" height="${frame.height}" fill="#cfe8f3"/><rect y="${frame.height}" width="${WIDTH}" height="${HEIGHT - frame.height}" fill="#fbfaf6"/>${board}${legend(view, names, frame.height)}`;
  return { svg: svgDocument(WIDTH, HEIGHT, body), width: WIDTH, height: HEIGHT };
}
