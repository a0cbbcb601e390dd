import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { errorFields, errorLog } from "../../log";
import { palettePng } from "./palette-png";
import type { Picture } from "./picture";

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

/** A layer laid over `under` in place: both premultiplied. */
function lay(under: Uint8Array, layer: Uint8Array): void {
  for (let i = 0; i < under.length; i += 4) {
    const a = layer[i + 3];
    if (a === 0) continue;
    const rest = 255 - a;
    under[i] = (layer[i] + (under[i] * rest + 127) / 255) | 0;
    under[i + 1] = (layer[i + 1] + (under[i + 1] * rest + 127) / 255) | 0;
    under[i + 2] = (layer[i + 2] + (under[i + 2] * rest + 127) / 255) | 0;
  }
}

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The picture as a palette PNG of its own size: its still layers drawn once per process, its pieces each time. */
export async function toPng(picture: Picture): Promise<Uint8Array> {
  const [ground, over] = await Promise.all([
    stillLayer(picture.ground),
    picture.over ? stillLayer(picture.over) : null,
  ]);
  const rgba = ground.slice();
  lay(rgba, await pixelsOf(picture.svg));
  if (over) lay(rgba, over);
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
