/**
 * A picture of a match for one reader, in layers of the same size, each an SVG document: what never
 * changes in a match is drawn once per process and kept, what the reader's view shows now each time.
 */
export interface Picture {
  width: number;
  height: number;
  /** Drawn once, under everything: sea, islands, paper, keys. */
  ground: string;
  /** The reader's view now, on a clear background. */
  svg: string;
  /** Drawn once, over the pieces (clear elsewhere): labels that must stay readable. */
  over?: string;
  /** Colours too small to be among the most used that the PNG's palette keeps anyway, as `#rrggbb`. */
  kept: readonly string[];
}

/** The outer document of a layer: the board's style sheet, then the drawing. */
export function svgDocument(width: number, height: number, css: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans"><style>${css}</style>${body}</svg>`;
}

/**
 * A drawing's own `<svg viewBox>` as a group scaled to `width` pixels with its top left at x, y: a
 * nested viewport would cost the renderer a layer the size of the whole picture.
 */
export function placed(drawing: string, x: number, y: number, width: number): string {
  const root = /^<svg\b[^>]*\bviewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"[^>]*>/.exec(drawing);
  if (!root || !drawing.endsWith("</svg>")) throw new Error("A drawing is one <svg> with a viewBox");
  const [left, top, wide] = root.slice(1, 4).map(Number);
  const scale = width / wide;
  const inner = drawing.slice(root[0].length, -"</svg>".length);
  return `<g transform="translate(${x - left * scale},${y - top * scale}) scale(${scale})">${inner}</g>`;
}

/** Shades from ink to paper, so that text keeps its grey edges in a palette of few colours. */
export function inkToPaper(ink: string, paper: string, steps = 5): string[] {
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [from, to] = [channels(ink), channels(paper)];
  return Array.from({ length: steps }, (_, s) => {
    const mix = from.map((c, i) => Math.round(c + ((to[i] - c) * s) / (steps - 1)));
    return `#${mix.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  });
}
