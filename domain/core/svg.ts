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

/** A seat's colour chip and its name with its score, as pictures list seats. */
export function seatLabel(x: number, y: number, seat: number, name: string, score: number): string {
  const chip = `<rect x="${x}" y="${y - 11}" width="14" height="14" rx="3" fill="${seatColors[seat]}"/>`;
  return `${chip}<text x="${x + 20}" y="${y}" font-size="14" fill="#222">${escapeXml(name)} ${score}</text>`;
}
