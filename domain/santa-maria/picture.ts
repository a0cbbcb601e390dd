import { escapeXml, type Picture, seatColors, seatLabel, svgDocument } from "../core/svg";
import { gridOf } from "./colony";
import type { Cell, SantaMariaContent } from "./content/schema";
import type { SeatState } from "./state";
import type { SantaMariaView } from "./view";

const santaMariaPicture = { width: 640, height: 400 };

/** The reader's colony on the left, 6 × 6 spaces of 60 pixels, room for row and column numbers. */
const COLONY = { x: 26, y: 20, cell: 60 };
/** The common board on the right: seats, the two tracks, the years. */
const PANEL = { x: 410, width: 210 };

const terrainColors = {
  forest: "#6a994e",
  field: "#e9c46a",
  plantation: "#a7c957",
  mountain: "#9c8f84",
  coast: "#8ecae6",
  town: "#d4a373",
} as const;

function space(cell: Cell | null, x: number, y: number): string {
  const size = COLONY.cell - 4;
  const fill = cell === null ? "#f4f1ea" : cell.kind === "road" ? "#d9c8a9" : terrainColors[cell.terrain];
  const square = `<rect x="${x + 2}" y="${y + 2}" width="${size}" height="${size}" rx="4" fill="${fill}" stroke="#8a7f6a" stroke-width="1"/>`;
  if (cell?.kind !== "road") return square;
  const colonists = Array.from(
    { length: cell.colonists },
    (_, i) => `<circle cx="${x + 16 + i * 14}" cy="${y + 30}" r="5" fill="#5b4636"/>`,
  );
  return square + colonists.join("");
}

/** A die (white or blue, with its value) or the coins of an activation, lying on a building. */
function occupant(o: SeatState["occupied"][number]): string {
  const x = COLONY.x + (o.cell % 6) * COLONY.cell + COLONY.cell / 2;
  const y = COLONY.y + Math.floor(o.cell / 6) * COLONY.cell + COLONY.cell / 2;
  const label = `<text x="${x}" y="${y + 6}" font-size="16" text-anchor="middle" fill="${o.by === "blue" ? "#fff" : "#222"}">${o.value}</text>`;
  if (o.by === "coins") return `<circle cx="${x}" cy="${y}" r="15" fill="#f2c230" stroke="#8a6d00"/>${label}`;
  const fill = o.by === "blue" ? "#1d5fa8" : "#ffffff";
  return `<rect x="${x - 15}" y="${y - 15}" width="30" height="30" rx="5" fill="${fill}" stroke="#333"/>${label}`;
}

/** Rows and columns numbered from 1 at the top left, as the short forms count a space (r3 c2, z3 s2). */
function coordinates(): string {
  const numbers = Array.from({ length: 6 }, (_, i) => {
    const middle = i * COLONY.cell + COLONY.cell / 2;
    const column = `<text x="${COLONY.x + middle}" y="${COLONY.y - 4}" font-size="11" text-anchor="middle" fill="#555">${i + 1}</text>`;
    const row = `<text x="${COLONY.x - 3}" y="${COLONY.y + middle + 4}" font-size="11" text-anchor="end" fill="#555">${i + 1}</text>`;
    return column + row;
  });
  return numbers.join("");
}

function colony(seat: SeatState): string {
  const grid = gridOf(seat);
  const spaces = grid.map((cell, i) =>
    space(cell, COLONY.x + (i % 6) * COLONY.cell, COLONY.y + Math.floor(i / 6) * COLONY.cell),
  );
  return spaces.join("") + seat.occupied.map(occupant).join("") + coordinates();
}

/** A track of spaces from the market square (0) to `last`, with each seat's marker on its space. */
function track(y: number, last: number, at: number[], icon: string): string {
  const width = (PANEL.width - 24) / (last + 1);
  const spaces = Array.from(
    { length: last + 1 },
    (_, i) =>
      `<rect x="${PANEL.x + 24 + i * width}" y="${y}" width="${width - 1}" height="22" fill="${i === 0 ? "#e8e2d0" : "#f7f3e8"}" stroke="#b5aa90" stroke-width="0.8"/>`,
  );
  const markers = at.map((position, seat) => {
    const cx = PANEL.x + 24 + (Math.min(position, last) + 0.5) * width;
    return `<circle cx="${cx}" cy="${y + 5 + seat * 4}" r="3.5" fill="${seatColors[seat]}" stroke="#222" stroke-width="0.5"/>`;
  });
  return `<g transform="translate(${PANEL.x + 8} ${y + 11})">${icon}</g>${spaces.join("")}${markers.join("")}`;
}

const cross = `<path d="M-1.5 -8 h3 v5 h5 v3 h-5 v9 h-3 v-9 h-5 v-3 h5 z" fill="#6d4c9f"/>`;
const flag = `<path d="M-5 9 v-18 h1.5 v1 h9 l-3 4 l3 4 h-9 v9 z" fill="#a33b2b"/>`;

/** The colony of the reader (or of the first seat, for a spectator) and the common board. */
export function drawSantaMaria(view: SantaMariaView, content: SantaMariaContent, names: string[]): Picture {
  const shown = view.seats[view.viewer ?? 0];
  const seats = view.seats
    .map((s) => seatLabel(PANEL.x, 36 + s.seat * 26, s.seat, names[s.seat] ?? "", s.points, PANEL.width))
    .join("");
  const tracksY = 36 + view.seats.length * 26 + 10;
  const { religion, conquistador } = content.board;
  const years = Array.from(
    { length: content.rules.years },
    (_, i) =>
      `<circle cx="${PANEL.x + 12 + i * 24}" cy="${tracksY + 86}" r="8" fill="${i < view.year ? "#5b4636" : "none"}" stroke="#5b4636" stroke-width="2"/>`,
  );
  const body = [
    `<rect width="${santaMariaPicture.width}" height="${santaMariaPicture.height}" fill="#fbfaf6"/>`,
    shown ? colony(shown) : "",
    `<text x="${COLONY.x}" y="${COLONY.y + 6 * COLONY.cell + 16}" font-size="12" fill="#555">${escapeXml(names[shown?.seat ?? 0] ?? "")}</text>`,
    seats,
    track(
      tracksY,
      religion.last,
      view.seats.map((s) => s.religion),
      cross,
    ),
    track(
      tracksY + 34,
      conquistador.last,
      view.seats.map((s) => s.conquistador),
      flag,
    ),
    years.join(""),
  ];
  return {
    svg: svgDocument(santaMariaPicture.width, santaMariaPicture.height, body.join("")),
    ...santaMariaPicture,
  };
}
