import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DamagedFile } from "../damaged-file";
import { readLog } from "./log";
import { liveTables } from "./manifest";
import { checkTable } from "./table";

/** The names LevelDB gives its files (LOG, LOG.old and LOCK hold no data). */
export const isLevelDbFile = (name: string) => /^(CURRENT|MANIFEST-\d+|\d+\.(log|ldb|sst))$/.test(name);

/** CURRENT names the MANIFEST in use, on one line. */
function manifestOf(dir: string): string {
  const file = path.join(dir, "CURRENT");
  if (!existsSync(file))
    throw new DamagedFile(file, "it is missing, and the database cannot be found without it");
  const named = readFileSync(file, "latin1");
  if (!/^MANIFEST-\d+\n$/.test(named)) throw new DamagedFile(file, "it does not name a MANIFEST file");
  const manifest = path.join(dir, named.trim());
  if (!existsSync(manifest)) throw new DamagedFile(file, `it names ${named.trim()}, which is missing`);
  return manifest;
}

/** A live table's file: `.ldb`, or `.sst` as older LevelDB named them. */
function tableFile(dir: string, table: number): string | undefined {
  const name = String(table).padStart(6, "0");
  return [`${name}.ldb`, `${name}.sst`].map((n) => path.join(dir, n)).find((file) => existsSync(file));
}

/**
 * A check of LevelDB's (dynalite's engine's) files by their own checksums, for a folder whose
 * server did not stop cleanly: LevelDB's recovery drops a record it cannot read without a word
 * (`paranoid_checks` is off, and classic-level cannot turn it on), so a flipped byte would start an
 * older state. Checks the MANIFEST CURRENT names, every write-ahead log, and every table the
 * MANIFEST lists (there, whole, of its size); a table it does not list is one a killed compaction
 * left half written, which LevelDB deletes. Throws DamagedFile naming the first damaged file.
 */
export function checkLevelDbFolder(dir: string): void {
  const names = readdirSync(dir).filter(isLevelDbFile);
  if (names.length === 0) return;
  const manifest = manifestOf(dir);
  const edits = readLog(manifest);
  // even a new database's MANIFEST holds its first edit
  if (edits.length === 0) throw new DamagedFile(manifest, "it holds no edit");
  const tables = liveTables(manifest, edits);
  for (const name of names.filter((n) => n.endsWith(".log"))) readLog(path.join(dir, name));
  for (const [table, size] of tables) {
    const file = tableFile(dir, table);
    if (!file) throw new DamagedFile(manifest, `it lists table ${table}, whose file is missing`);
    if (statSync(file).size !== size)
      throw new DamagedFile(file, `it is ${statSync(file).size} bytes, not the ${size} its MANIFEST lists`);
    checkTable(file);
  }
}
