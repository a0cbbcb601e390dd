import { readFileSync } from "node:fs";
import { DamagedFile } from "../damaged-file";
import { maskedCrc32c } from "./crc32c";
import { unsnappy } from "./snappy";
import { readVarint } from "./varint";

/** leveldb's doc/table_format.md: blocks, each followed by its type and CRC, then a 48-byte footer. */
const TABLE_MAGIC = Buffer.from([0x57, 0xfb, 0x80, 0x8b, 0x24, 0x75, 0x47, 0xdb]);
const FOOTER = 48;
const TRAILER = 5;
const UNCOMPRESSED = 0;
const SNAPPY = 1;

interface BlockHandle {
  offset: number;
  size: number;
}

/** A block's handle: two varints, its offset and size. */
function readHandle(bytes: Buffer, from: number): BlockHandle & { next: number } {
  const [offset, afterOffset] = readVarint(bytes, from);
  const [size, next] = readVarint(bytes, afterOffset);
  return { offset, size, next };
}

/** Checks a block's trailer: the CRC over its bytes and its compression type. */
function checkBlock(file: string, bytes: Buffer, block: BlockHandle, what: string): void {
  const end = block.offset + block.size;
  if (!Number.isSafeInteger(end) || end + TRAILER > bytes.length - FOOTER)
    throw new DamagedFile(file, `its ${what} lies outside the file`);
  if (maskedCrc32c(bytes.subarray(block.offset, end + 1)) !== bytes.readUInt32LE(end + 1))
    throw new DamagedFile(file, `its ${what} at byte ${block.offset} fails its checksum`);
}

/** A block's contents: as stored, or snappy's (type 1) undone. */
function contentsOf(file: string, bytes: Buffer, block: BlockHandle, what: string): Buffer {
  const stored = bytes.subarray(block.offset, block.offset + block.size);
  const type = bytes[block.offset + block.size];
  if (type === UNCOMPRESSED) return stored;
  try {
    if (type === SNAPPY) return unsnappy(stored);
  } catch {
    // told below, as a block of no known kind is
  }
  throw new DamagedFile(file, `its ${what} at byte ${block.offset} cannot be read`);
}

/** The blocks an index block names (the meta index: meta blocks such as the filter; the index: data blocks): its entries' values are their handles. */
function blocksNamedBy(index: Buffer): BlockHandle[] {
  const entriesEnd = index.length - 4 - 4 * index.readUInt32LE(index.length - 4);
  const blocks: BlockHandle[] = [];
  for (let at = 0; at < entriesEnd; ) {
    const [, afterShared] = readVarint(index, at);
    const [unshared, afterUnshared] = readVarint(index, afterShared);
    const [valueLength, value] = readVarint(index, afterUnshared);
    blocks.push(readHandle(index, value + unshared));
    at = value + unshared + valueLength;
  }
  return blocks;
}

/**
 * Checks a table (`.ldb`, written once and never changed): its footer's magic number, the
 * checksums of its two index blocks and of every block they name. The footer's padding is not
 * covered: LevelDB never reads it.
 */
export function checkTable(file: string): void {
  const bytes = readFileSync(file);
  if (bytes.length < FOOTER || !bytes.subarray(bytes.length - TABLE_MAGIC.length).equals(TABLE_MAGIC))
    throw new DamagedFile(file, "it does not end in a table's footer (cut short or overwritten)");
  const meta = readHandle(bytes, bytes.length - FOOTER);
  const index = readHandle(bytes, meta.next);
  for (const [what, block, named] of [
    ["meta index", meta, "meta block"],
    ["index", index, "data block"],
  ] as const) {
    checkBlock(file, bytes, block, what);
    for (const each of blocksNamedBy(contentsOf(file, bytes, block, what)))
      checkBlock(file, bytes, each, named);
  }
}
