import { DamagedFile } from "../damaged-file";
import { readVarint } from "./varint";

/** The tags of a version edit (leveldb's db/version_edit.cc) that hold one number: log, next file, last sequence, previous log. */
const NUMBER_TAGS = new Set([2, 3, 4, 9]);
const COMPARATOR = 1;
const COMPACT_POINTER = 5;
const DELETED_FILE = 6;
const NEW_FILE = 7;

/** The tables a MANIFEST's edits leave in the database: their numbers and sizes in bytes. */
export function liveTables(file: string, edits: Buffer[]): Map<number, number> {
  const tables = new Map<number, number>();
  for (const edit of edits) {
    let at = 0;
    // a varint, or a length and that many bytes
    const number = () => {
      const [value, next] = readVarint(edit, at);
      at = next;
      if (Number.isNaN(value)) throw new DamagedFile(file, "an edit it holds cannot be read");
      return value;
    };
    const skipBytes = () => {
      const length = number();
      at += length;
    };
    while (at < edit.length) {
      const tag = number();
      if (tag === COMPARATOR) skipBytes();
      else if (NUMBER_TAGS.has(tag)) number();
      else if (tag === COMPACT_POINTER) {
        number();
        skipBytes();
      } else if (tag === DELETED_FILE) {
        number();
        tables.delete(number());
      } else if (tag === NEW_FILE) {
        number();
        const table = number();
        tables.set(table, number());
        skipBytes();
        skipBytes();
      } else throw new DamagedFile(file, `an edit it holds has the unknown tag ${tag}`);
    }
    if (at !== edit.length) throw new DamagedFile(file, "an edit it holds cannot be read");
  }
  return tables;
}
