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
