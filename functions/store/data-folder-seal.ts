import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeFileAtomic } from "./atomic-file";
import { DamagedFile } from "./damaged-file";
import { checkLevelDbFolder, isLevelDbFile } from "./leveldb/folder";

/**
 * The data folder's seal: the SHA-256 of each file that holds data, written when the server stops
 * cleanly, so that the next start finds any byte changed, any file cut, lost or added since. A
 * folder whose server did not stop cleanly is checked by LevelDB's own checksums instead
 * (store/leveldb/folder.ts), and its tables, never changed once written, by their sealed hashes.
 */
export const SEAL_FILE = "data-folder.seal";

/** The stream journal is data as much as the database's files (the signing secret may be replaced by hand). */
const isSealed = (name: string) => isLevelDbFile(name) || name === "stream";
const isTable = (name: string) => /\.(ldb|sst)$/.test(name);

interface Seal {
  /** Whether the server stopped cleanly: every file is as listed. */
  closed: boolean;
  files: Record<string, string>;
}

const sha256Of = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

function hashes(dir: string, which: (name: string) => boolean): Record<string, string> {
  const names = readdirSync(dir).filter((name) => isSealed(name) && which(name));
  return Object.fromEntries(names.sort().map((name) => [name, sha256Of(path.join(dir, name))]));
}

function readSeal(dir: string): Seal | null {
  const file = path.join(dir, SEAL_FILE);
  if (!existsSync(file)) return null;
  try {
    const seal = JSON.parse(readFileSync(file, "utf8")) as Seal;
    if (typeof seal.closed === "boolean" && typeof seal.files === "object" && seal.files) return seal;
  } catch {
    // told below: a seal that does not parse is damage like any other
  }
  throw new DamagedFile(file, "it is not a seal this server wrote");
}

/** Every sealed file as it was sealed, none missing, none added. */
function checkClosed(dir: string, sealed: Record<string, string>): void {
  const present = readdirSync(dir).filter(isSealed);
  for (const name of present.filter((n) => !(n in sealed)))
    throw new DamagedFile(path.join(dir, name), "it was not there when the server stopped");
  for (const [name, hash] of Object.entries(sealed)) {
    const file = path.join(dir, name);
    if (!existsSync(file))
      throw new DamagedFile(file, "it is missing (it was there when the server stopped)");
    if (sha256Of(file) !== hash)
      throw new DamagedFile(file, "it changed after the server stopped (cut short, or bytes changed)");
  }
}

/** After a crash: LevelDB's checksums, and the sealed hashes of the tables still there. */
function checkCrashed(dir: string, sealed: Record<string, string>): void {
  checkLevelDbFolder(dir);
  for (const [name, hash] of Object.entries(sealed)) {
    const file = path.join(dir, name);
    if (isTable(name) && existsSync(file) && sha256Of(file) !== hash)
      throw new DamagedFile(file, "this table changed after it was written (bytes changed)");
  }
}

/**
 * Checks the folder before the database opens it (throws DamagedFile naming the first damaged
 * file), then marks the seal open: from here on the files change, and a crash leaves it open.
 */
export function openDataFolder(dir: string): void {
  const seal = readSeal(dir);
  if (seal?.closed) checkClosed(dir, seal.files);
  else checkCrashed(dir, seal?.files ?? {});
  writeFileAtomic(path.join(dir, SEAL_FILE), JSON.stringify({ closed: false, files: hashes(dir, isTable) }));
}

/** Seals the folder once the database has closed it: the next start checks every byte. */
export function sealDataFolder(dir: string): void {
  writeFileAtomic(
    path.join(dir, SEAL_FILE),
    JSON.stringify({ closed: true, files: hashes(dir, () => true) }),
  );
}
