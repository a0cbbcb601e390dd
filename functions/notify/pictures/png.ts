import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { errorFields, errorLog } from "../../log";
import { palettePng } from "./palette-png";
import type { Picture, Stamp } from "./picture";

/**
 * Files the Lambda bundle carries beside itself (the stack copies them there); locally and in tests
 * they are read from their packages.
 */
export const BUNDLED_FILES = {
  "resvg.wasm": "@resvg/resvg-wasm/index_bg.wasm",
  "DejaVuSans.ttf": "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
} as const;

async function bundledOrPackaged(name: keyof typeof BUNDLED_FILES): Promise<Buffer> {
  try {
    return await readFile(new URL(`./${name}`, import.meta.url));
  } catch {
    return readFile(createRequire(import.meta.url).resolve(BUNDLED_FILES[name]));
  }
}

let ready: Promise<Uint8Array> | null = null;

/** Loads the renderer and the font once per process; a failed load is tried again on the next picture. */
function renderer(): Promise<Uint8Array> {
  ready ??= (async () => {
    await initWasm(bundledOrPackaged("resvg.wasm"));
    return new Uint8Array(await bundledOrPackaged("DejaVuSans.ttf"));
  })().catch((error) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** An SVG document's pixels at its own size (premultiplied RGBA), its text set in DejaVu Sans. */
async function pixelsOf(svg: string): Promise<Uint8Array> {
  const font = await renderer();
  const resvg = new Resvg(svg, {
    font: { fontBuffers: [font], defaultFontFamily: "DejaVu Sans", sansSerifFamily: "DejaVu Sans" },
    fitTo: { mode: "original" },
  });
  const image = resvg.render();
  try {
    return image.pixels.slice();
  } finally {
    image.free();
    resvg.free();
  }
}

/** Layers that never change, drawn so far, by their SVG: a few a game and language, each drawn once per process. */
const still = new Map<string, Promise<Uint8Array>>();
const STILL = 16;

function stillLayer(svg: string): Promise<Uint8Array> {
  const found = still.get(svg);
  if (found) return found;
  if (still.size >= STILL) still.delete(still.keys().next().value as string);
  const drawn = pixelsOf(svg);
  still.set(svg, drawn);
  drawn.catch(() => still.delete(svg));
  return drawn;
}

/**
 * Stamps drawn so far, by their document, the most recently used last: a site's tile, a line of names
 * or a colony recurs from turn to turn and from match to match, so most of a picture is drawn once.
 */
const stamps = new Map<string, { pixels: Promise<Uint8Array>; bytes: number }>();
/** Bytes the stamps may hold: a few thousand stamps, well inside a worker's memory. */
const STAMP_BYTES = 48 << 20;
let stampBytes = 0;

function forget(svg: string): void {
  stampBytes -= stamps.get(svg)?.bytes ?? 0;
  stamps.delete(svg);
}

function stampPixels(stamp: Stamp): Promise<Uint8Array> {
  const found = stamps.get(stamp.svg);
  if (found) {
    stamps.delete(stamp.svg);
    stamps.set(stamp.svg, found);
    return found.pixels;
  }
  const bytes = stamp.width * stamp.height * 4 + stamp.svg.length * 2;
  for (const [svg] of stamps) {
    if (stampBytes + bytes <= STAMP_BYTES) break;
    forget(svg);
  }
  const pixels = pixelsOf(stamp.svg);
  stamps.set(stamp.svg, { pixels, bytes });
  stampBytes += bytes;
  pixels.catch(() => stamps.get(stamp.svg)?.pixels === pixels && forget(stamp.svg));
  return pixels;
}

/** How many stamps are kept and the bytes they hold, for tests and the bench. */
export const stampCache = {
  count: () => stamps.size,
  bytes: () => stampBytes,
  clear: () => {
    stamps.clear();
    stampBytes = 0;
  },
};

/** A layer `at.width` pixels wide laid over `under` (`width` pixels wide) with its top left at x, y: both premultiplied. */
function lay(
  under: Uint8Array,
  width: number,
  layer: Uint8Array,
  at: { x: number; y: number; width: number },
) {
  const rowBytes = at.width * 4;
  for (let j = 0, row = 0; j < layer.length; row++) {
    let i = ((at.y + row) * width + at.x) * 4;
    for (const end = j + rowBytes; j < end; j += 4, i += 4) {
      const a = layer[j + 3];
      if (a === 0) continue;
      const rest = 255 - a;
      under[i] = (layer[j] + (under[i] * rest + 127) / 255) | 0;
      under[i + 1] = (layer[j + 1] + (under[i + 1] * rest + 127) / 255) | 0;
      under[i + 2] = (layer[j + 2] + (under[i + 2] * rest + 127) / 255) | 0;
    }
  }
}

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The picture's pixels (premultiplied RGBA, opaque): its still layers drawn once per process, its stamps once, or else its pieces whole. */
export async function composed(picture: Picture): Promise<Uint8Array> {
  const [ground, over] = await Promise.all([
    stillLayer(picture.ground),
    picture.over ? stillLayer(picture.over) : null,
  ]);
  const rgba = ground.slice();
  const whole = { x: 0, y: 0, width: picture.width };
  if (picture.stamps) {
    const drawn = await Promise.all(picture.stamps.map(stampPixels));
    for (const [i, stamp] of picture.stamps.entries()) lay(rgba, picture.width, drawn[i], stamp);
  } else lay(rgba, picture.width, await pixelsOf(picture.svg), whole);
  if (over) lay(rgba, picture.width, over, whole);
  return rgba;
}

/** The picture as a palette PNG of its own size. */
export async function toPng(picture: Picture): Promise<Uint8Array> {
  const rgba = await composed(picture);
  return palettePng({ width: picture.width, height: picture.height, rgba }, picture.kept.map(rgb));
}

/** A picture that cannot be drawn leaves the email without one: the reader must still hear of their turn. */
export async function pngOrNone(picture: Picture | null): Promise<Uint8Array | null> {
  if (!picture) return null;
  try {
    return await toPng(picture);
  } catch (error) {
    errorLog({ level: "error", msg: "no picture", ...errorFields(error) });
    return null;
  }
}
