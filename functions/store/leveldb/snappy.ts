import { readVarint } from "./varint";

/**
 * Snappy's decompression (its format_description.txt): LevelDB compresses a table's blocks with
 * it, and an index must be read to find the data blocks whose checksums the start checks. Throws
 * on input that is not snappy; the caller checked the block's CRC first.
 */
export function unsnappy(input: Buffer): Buffer {
  const [length, start] = readVarint(input, 0);
  if (!Number.isSafeInteger(length)) throw new Error("no length");
  const output = Buffer.alloc(length);
  let out = 0;
  let at = start;
  while (at < input.length) {
    const tag = input[at++];
    if ((tag & 3) === 0) {
      let literal = (tag >> 2) + 1;
      // 60 to 63: the length, less one, follows in 1 to 4 bytes
      if (literal > 60) {
        const bytes = literal - 60;
        literal = input.readUIntLE(at, bytes) + 1;
        at += bytes;
      }
      if (at + literal > input.length || out + literal > length) throw new Error("literal past the end");
      input.copy(output, out, at, at + literal);
      at += literal;
      out += literal;
      continue;
    }
    const [copy, offset, size] =
      (tag & 3) === 1
        ? [((tag >> 2) & 7) + 4, ((tag >> 5) << 8) | input[at], 1]
        : [
            (tag >> 2) + 1,
            (tag & 3) === 2 ? input.readUInt16LE(at) : input.readUInt32LE(at),
            (tag & 3) * 2 - 2,
          ];
    at += size;
    if (offset === 0 || offset > out || out + copy > length) throw new Error("copy out of range");
    // byte by byte: a copy may overlap what it is writing
    for (let n = 0; n < copy; n++, out++) output[out] = output[out - offset];
  }
  if (out !== length) throw new Error("shorter than its length");
  return output;
}
