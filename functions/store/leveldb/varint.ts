/** A LevelDB varint (7 bits a byte, low first) at `from`: its value and where the next field starts; NaN when cut. */
export function readVarint(bytes: Buffer, from: number): [number, number] {
  let value = 0;
  for (let at = from, shift = 0; at < bytes.length && shift < 64; at++, shift += 7) {
    value += (bytes[at] & 0x7f) * 2 ** shift;
    if (bytes[at] < 0x80) return [value, at + 1];
  }
  return [Number.NaN, bytes.length];
}
