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
  /** What the picture's numbers stand for, 1 first: the email lists them as text, far lighter than drawn letters. */
  key?: readonly string[];
  /** Colours too small to be among the most used that the PNG's palette keeps anyway, as `#rrggbb`. */
  kept: readonly string[];
  /** The reader's view cut into stamps that together draw `svg`: each drawn once per process, then laid in place. */
  stamps?: readonly Stamp[];
}

/** A box of the picture, in whole pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One piece of a layer as a document of its box's size, drawn alike wherever and for whomever it recurs. */
export interface Stamp extends Box {
  svg: string;
}

/** A piece of a layer drawn from its box's top left (so that it looks alike wherever it lies), and that box, which holds all it draws. */
export interface Part {
  box: Box;
  body: string;
}

/** The outer document of a layer: the board's style sheet, then the drawing. */
export function svgDocument(width: number, height: number, css: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans"><style>${css}</style>${body}</svg>`;
}

/** A style sheet's rules, each with the classes its selectors need (any one selector's, all of them). */
interface Rule {
  needs: string[][];
  text: string;
}

const parsed = new Map<string, Rule[]>();

/** The sheet's plain rules (at-rules, the page's media and container queries, dropped): parsed once per sheet. */
function rulesOf(css: string): Rule[] {
  const found = parsed.get(css);
  if (found) return found;
  const flat = css.replace(/@[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  const rules = [...flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([text, selectors]) => ({
    text: text.trim(),
    needs: selectors.split(",").map((s) => [...s.matchAll(/\.([\w-]+)/g)].map((m) => m[1])),
  }));
  parsed.set(css, rules);
  return rules;
}

/**
 * The rules of `css` that may apply to `body`: the renderer matches every rule against every element,
 * so the page's rules for its buttons, lists and grids would cost each picture time for nothing.
 */
export function usedCss(css: string, body: string): string {
  const classes = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(" ")));
  return rulesOf(css)
    .filter((rule) => rule.needs.some((need) => need.every((c) => classes.has(c))))
    .map((rule) => rule.text)
    .join("\n");
}

/** The layer as one document to read, and as stamps, each a document of its part's box, to draw. */
export function stamped(
  size: { width: number; height: number },
  css: string,
  parts: Part[],
  defs = "",
): { svg: string; stamps: Stamp[] } {
  const body = parts
    .map(({ box, body }) => `<g transform="translate(${box.x},${box.y})">${body}</g>`)
    .join("");
  return {
    svg: svgDocument(size.width, size.height, usedCss(css, body), defs + body),
    stamps: parts.map(({ box, body }) => ({
      ...box,
      svg: svgDocument(box.width, box.height, usedCss(css, body), defs + body),
    })),
  };
}

/** The whole pixels around a box given in fractions, kept inside the picture. */
export function pixelBox(x: number, y: number, width: number, height: number, size: Box): Box {
  const left = Math.max(size.x, Math.floor(x));
  const top = Math.max(size.y, Math.floor(y));
  const right = Math.min(size.x + size.width, Math.ceil(x + width));
  const bottom = Math.min(size.y + size.height, Math.ceil(y + height));
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * A drawing's own `<svg viewBox>` as a group scaled to `width` pixels with its top left at x, y: a
 * nested viewport would cost the renderer a layer the size of the whole picture.
 */
export function placed(drawing: string, x: number, y: number, width: number): string {
  const { group, inner } = placing(drawing, x, y, width);
  return group(inner);
}

/** How `placed` lays a drawing: its inner markup, the group that places a piece of it, and where a drawn point lands. */
export function placing(drawing: string, x: number, y: number, width: number) {
  const root = /^<svg\b[^>]*\bviewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"[^>]*>/.exec(drawing);
  if (!root || !drawing.endsWith("</svg>")) throw new Error("A drawing is one <svg> with a viewBox");
  const [left, top, wide] = root.slice(1, 4).map(Number);
  const scale = width / wide;
  const [dx, dy] = [x - left * scale, y - top * scale];
  return {
    inner: drawing.slice(root[0].length, -"</svg>".length),
    scale,
    at: (px: number, py: number) => ({ x: dx + px * scale, y: dy + py * scale }),
    group: (inner: string) => `<g transform="translate(${dx},${dy}) scale(${scale})">${inner}</g>`,
  };
}

/** The top-level elements of some markup, each whole, in order. */
export function children(markup: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (const tag of markup.matchAll(/<(\/?)[a-zA-Z][^>]*?(\/?)>/g)) {
    if (depth === 0) start = tag.index;
    if (tag[1]) depth--;
    else if (!tag[2]) depth++;
    if (depth === 0) found.push(markup.slice(start, tag.index + tag[0].length));
  }
  return found;
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
