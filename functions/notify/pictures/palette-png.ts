import { deflateSync } from "node:zlib";

/** An opaque picture's pixels, four bytes (red, green, blue, unused) each, row by row. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** Sixteen colours, four bits a pixel: flat drawings keep their look, and the bytes and the packing halve. */
const COLORS = 16;
/** A shade this near (squared distance) one already in is an edge between two: it takes the nearer one's colour. */
const APART = 24 ** 2;
/** Every third pixel is counted: enough to rank the shades of a drawing, a third of the work. */
const SAMPLE = 3;
/** Colours are counted by their top five bits a channel: near shades (anti-aliasing) share an entry. */
const key = (rgba: Uint8Array, i: number) =>
  ((rgba[i] >> 3) << 10) | ((rgba[i + 1] >> 3) << 5) | (rgba[i + 2] >> 3);

type Rgb = [number, number, number];

/** The most used shades, each the mean of its pixels and none an edge between two already in, after the `kept` colours (small but telling pieces). */
function paletteOf(pixels: Pixels, kept: readonly Rgb[]): Rgb[] {
  const count = new Uint32Array(1 << 15);
  const sums = new Uint32Array(3 << 15);
  for (let i = 0; i < pixels.rgba.length; i += 4 * SAMPLE) {
    const k = key(pixels.rgba, i);
    count[k]++;
    sums[k * 3] += pixels.rgba[i];
    sums[k * 3 + 1] += pixels.rgba[i + 1];
    sums[k * 3 + 2] += pixels.rgba[i + 2];
  }
  const used = [...count.keys()].filter((k) => count[k] > 0).sort((a, b) => count[b] - count[a]);
  const palette: Rgb[] = [...kept];
  for (const k of used) {
    if (palette.length >= COLORS) break;
    const shade = [0, 1, 2].map((c) => Math.round(sums[k * 3 + c] / count[k])) as Rgb;
    if (palette.every((p) => distance(p, shade) >= APART)) palette.push(shade);
  }
  return palette.slice(0, COLORS);
}

const distance = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

function nearest(palette: readonly Rgb[], r: number, g: number, b: number): number {
  let best = 0;
  let distance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < palette.length; i++) {
    const d = (palette[i][0] - r) ** 2 + (palette[i][1] - g) ** 2 + (palette[i][2] - b) ** 2;
    if (d < distance) {
      best = i;
      distance = d;
    }
  }
  return best;
}

/** Each pixel's palette index, two to a byte, rows led by PNG's "no filter" byte. */
function indexed(pixels: Pixels, palette: readonly Rgb[]): Uint8Array {
  const lookup = new Int16Array(1 << 15).fill(-1);
  const { width, height, rgba } = pixels;
  const stride = (width + 1) >> 1;
  const rows = new Uint8Array(height * (stride + 1));
  for (let y = 0, i = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    for (let x = 0; x < width; x++, i += 4) {
      const k = key(rgba, i);
      let index = lookup[k];
      if (index < 0) {
        index = nearest(palette, rgba[i], rgba[i + 1], rgba[i + 2]);
        lookup[k] = index;
      }
      rows[row + (x >> 1)] |= x & 1 ? index : index << 4;
    }
  }
  return rows;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** The picture as a 4-bit palette PNG: an eighth of the bytes of full colour, for flat drawings alike to the eye. */
export function palettePng(pixels: Pixels, kept: readonly Rgb[] = []): Uint8Array {
  const palette = paletteOf(pixels, kept);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, pixels.width);
  view.setUint32(4, pixels.height);
  header.set([4, 3, 0, 0, 0], 8);
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk("IHDR", header),
    chunk("PLTE", new Uint8Array(palette.flat())),
    chunk("IDAT", deflateSync(indexed(pixels, palette), { level: 6 })),
    chunk("IEND", new Uint8Array()),
  ];
  return Buffer.concat(parts);
}
