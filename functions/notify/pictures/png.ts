import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { Picture } from "../../../domain/core/svg";

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

/** Loads the renderer once per process; a failed load is tried again on the next picture. */
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

/** The picture as a PNG of its own size, its text set in DejaVu Sans (the renderer has no system fonts). */
export async function toPng(picture: Picture): Promise<Uint8Array> {
  const font = await renderer();
  const resvg = new Resvg(picture.svg, {
    font: { fontBuffers: [font], defaultFontFamily: "DejaVu Sans", sansSerifFamily: "DejaVu Sans" },
    fitTo: { mode: "original" },
  });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}
