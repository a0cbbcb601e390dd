import { readFileSync } from "node:fs";
import { DamagedFile } from "../damaged-file";
import { maskedCrc32c } from "./crc32c";

/** leveldb's doc/log_format.md: 32 KiB blocks of records, each with a CRC, a length and a type. */
const BLOCK = 32_768;
const HEADER = 7;
const FULL = 1;
const FIRST = 2;
const LAST = 4;

const cut = (file: string, at: number) =>
  new DamagedFile(file, `it ends inside the record at byte ${at} (cut short)`);

/**
 * The records of a log file (a write-ahead `.log` or a `MANIFEST`), each fragment's CRC checked.
 * A cut end is damage too: a killed process leaves the system's buffers whole, and LevelDB would
 * drop what follows the cut. A record whose last fragments were never written (the process killed
 * between two writes) is left out, as LevelDB leaves it out: its write was never acknowledged.
 */
export function readLog(file: string): Buffer[] {
  const bytes = readFileSync(file);
  const records: Buffer[] = [];
  let fragments: Buffer[] = [];
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
    if (
      type < FULL ||
      type > LAST ||
      maskedCrc32c(bytes.subarray(at + 6, at + HEADER + length)) !== bytes.readUInt32LE(at)
    )
      throw new DamagedFile(file, `the record at byte ${at} fails its checksum`);
    const data = bytes.subarray(at + HEADER, at + HEADER + length);
    fragments = type === FULL || type === FIRST ? [data] : [...fragments, data];
    if (type === FULL || type === LAST) records.push(Buffer.concat(fragments));
    at += HEADER + length;
  }
  return records;
}
