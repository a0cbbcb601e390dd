/** A picture of a match for one reader: an SVG drawing and the size it is drawn at. */
export interface Picture {
  svg: string;
  width: number;
  height: number;
}

/** Seat colours that stay apart for colour-blind readers (Okabe and Ito). */
export const seatColors = ["#d55e00", "#0072b2", "#009e73", "#cc79a7"] as const;

const FONT = "DejaVu Sans";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The picture's frame around its drawing. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">${body}</svg>`;
}

/** DejaVu Sans's widest common letters are about this share of the font size: a bound, not a measure. */
const CHAR_WIDTH = 0.62;
const LABEL_FONT = 14;

/** The name shortened with an ellipsis so that "name score" fits `width` pixels after the chip. */
export function fittedName(name: string, score: number, width: number): string {
  const room = Math.floor((width - 24) / (CHAR_WIDTH * LABEL_FONT)) - String(score).length - 1;
  return name.length <= room ? name : `${name.slice(0, Math.max(1, room - 1)).trimEnd()}…`;
}

/** A seat's colour chip and its name with its score, as pictures list seats, within `width` pixels. */
export function seatLabel(
  x: number,
  y: number,
  seat: number,
  name: string,
  score: number,
  width = 200,
): string {
  const chip = `<rect x="${x}" y="${y - 11}" width="14" height="14" rx="3" fill="${seatColors[seat]}"/>`;
  const shown = fittedName(name, score, width);
  return `${chip}<text x="${x + 20}" y="${y}" font-size="${LABEL_FONT}" fill="#222">${escapeXml(shown)} ${score}</text>`;
}
