import { closeSync, fsyncSync, openSync, renameSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * Replaces a file's content as one step: the new text goes to a temporary file, reaches the disk
 * (fsync), takes the file's name (rename), and the folder's entry reaches the disk too. A crash
 * at any point leaves the old content or the new, never a mix.
 */
export function writeFileAtomic(file: string, text: string, mode = 0o600): void {
  const temporary = `${file}.tmp`;
  const fd = openSync(temporary, "w", mode);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  const folder = openSync(path.dirname(file), "r");
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}
