import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { maskedCrc32c } from "./crc32c";
import { DamagedFile } from "./damaged-file";

/**
 * A check of the files LevelDB (dynalite's engine) keeps, by their own checksums, for a folder
 * whose server did not stop cleanly: LevelDB's recovery drops a record it cannot read without a
 * word (`paranoid_checks` is off and classic-level cannot turn it on), so a flipped byte would
 * start an older state. Formats: leveldb's doc/log_format.md and doc/table_format.md.
 */

const BLOCK = 32_768;
const HEADER = 7;
const TABLE_MAGIC = Buffer.from([0x57, 0xfb, 0x80, 0x8b, 0x24, 0x75, 0x47, 0xdb]);
const FOOTER = 48;

/** The names LevelDB gives its files (LOG, LOG.old and LOCK hold no data). */
export const isLevelDbFile = (name: string) => /^(CURRENT|MANIFEST-\d+|\d+\.(log|ldb|sst))$/.test(name);

/**
 * Walks a log file (a write-ahead `.log` or a `MANIFEST`) record by record and checks each one's
 * CRC. A cut end is damage too: the server never syncs a half record it could be killed in (a
 * process killed leaves the system's buffers whole), while LevelDB would drop what follows the cut.
 */
export function checkLog(file: string): void {
  const bytes = readFileSync(file);
  let at = 0;
  while (at < bytes.length) {
    const left = BLOCK - (at % BLOCK);
    // a block's last bytes that cannot hold a header are padding
    if (left < HEADER) {
      at += left;
      continue;
    }
    if (at + HEADER > bytes.length) throw cut(file, at);
    const length = bytes.readUInt16LE(at + 4);
    const type = bytes[at + 6];
    // zeros: space the writer set aside and never filled
    if (type === 0 && length === 0) {
      at += left;
      continue;
    }
    if (HEADER + length > left)
      throw new DamagedFile(file, `a record at byte ${at} is longer than its block`);
    if (at + HEADER + length > bytes.length) throw cut(file, at);
    const checked = bytes.subarray(at + 6, at + HEADER + length);
    if (type < 1 || type > 4 || maskedCrc32c(checked) !== bytes.readUInt32LE(at))
      throw new DamagedFile(file, `the record at byte ${at} fails its checksum`);
    at += HEADER + length;
  }
}

const cut = (file: string, at: number) =>
  new DamagedFile(file, `it ends inside the record at byte ${at} (cut short)`);

/** A block's handle: two varints, its offset and size. */
function readHandle(bytes: Buffer, from: number): { offset: number; size: number; next: number } {
  const [offset, afterOffset] = readVarint(bytes, from);
  const [size, next] = readVarint(bytes, afterOffset);
  return { offset, size, next };
}

function readVarint(bytes: Buffer, from: number): [number, number] {
  let value = 0;
  let shift = 0;
  for (let at = from; at < bytes.length && shift < 64; at++, shift += 7) {
    value += (bytes[at] & 0x7f) * 2 ** shift;
    if (bytes[at] < 0x80) return [value, at + 1];
  }
  return [Number.NaN, bytes.length];
}

/** Checks a block's trailer: its compression type and the CRC over its bytes and that type. */
function checkBlock(
  file: string,
  bytes: Buffer,
  block: { offset: number; size: number },
  what: string,
): void {
  const end = block.offset + block.size;
  if (!Number.isSafeInteger(end) || end + 5 > bytes.length - FOOTER)
    throw new DamagedFile(file, `its ${what} lies outside the file`);
  if (maskedCrc32c(bytes.subarray(block.offset, end + 1)) !== bytes.readUInt32LE(end + 1))
    throw new DamagedFile(file, `its ${what} at byte ${block.offset} fails its checksum`);
}

/** The data blocks an uncompressed index block names: its entries' values are their handles. */
function dataBlocks(
  bytes: Buffer,
  index: { offset: number; size: number },
): { offset: number; size: number }[] {
  const end = index.offset + index.size;
  const restarts = bytes.readUInt32LE(end - 4);
  const entriesEnd = end - 4 - 4 * restarts;
  const blocks: { offset: number; size: number }[] = [];
  let at = index.offset;
  while (at < entriesEnd) {
    const [, afterShared] = readVarint(bytes, at);
    const [unshared, afterUnshared] = readVarint(bytes, afterShared);
    const [valueLength, afterLengths] = readVarint(bytes, afterUnshared);
    const value = afterLengths + unshared;
    blocks.push(readHandle(bytes, value));
    at = value + valueLength;
  }
  return blocks;
}

/**
 * Checks a table (`.ldb`, written once and never changed): its footer's magic number, and the
 * checksums of its index blocks and, when its index is stored uncompressed (LevelDB keeps a block
 * compressed only where that saves an eighth), of every data block it names.
 */
export function checkTable(file: string): void {
  const bytes = readFileSync(file);
  if (bytes.length < FOOTER || !bytes.subarray(bytes.length - 8).equals(TABLE_MAGIC))
    throw new DamagedFile(file, "it does not end in a table's footer (cut short or overwritten)");
  const meta = readHandle(bytes, bytes.length - FOOTER);
  const index = readHandle(bytes, meta.next);
  checkBlock(file, bytes, meta, "meta index");
  checkBlock(file, bytes, index, "index");
  if (bytes[index.offset + index.size] !== 0) return;
  for (const block of dataBlocks(bytes, index)) checkBlock(file, bytes, block, "data block");
}

/** CURRENT names the MANIFEST in use, on one line. */
function checkCurrent(dir: string): string {
  const file = path.join(dir, "CURRENT");
  const named = readFileSync(file, "latin1");
  if (!/^MANIFEST-\d+\n$/.test(named)) throw new DamagedFile(file, "it does not name a MANIFEST file");
  const manifest = named.trim();
  if (!existsSync(path.join(dir, manifest)))
    throw new DamagedFile(file, `it names ${manifest}, which is missing`);
  // even a new database's MANIFEST holds its first record
  if (statSync(path.join(dir, manifest)).size === 0)
    throw new DamagedFile(path.join(dir, manifest), "it is empty");
  return manifest;
}

/** Checks every LevelDB file of a folder; throws DamagedFile naming the first that is damaged. */
export function checkLevelDbFolder(dir: string): void {
  const names = readdirSync(dir).filter(isLevelDbFile);
  if (names.length === 0) return;
  if (!names.includes("CURRENT"))
    throw new DamagedFile(
      path.join(dir, "CURRENT"),
      "it is missing, and the database cannot be found without it",
    );
  const manifest = checkCurrent(dir);
  for (const name of [manifest, ...names.filter((n) => n.endsWith(".log"))]) checkLog(path.join(dir, name));
  for (const name of names.filter((n) => /\.(ldb|sst)$/.test(n))) checkTable(path.join(dir, name));
}
