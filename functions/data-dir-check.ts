import { lockDataDir } from "./data-dir-lock";
import { StartError } from "./start-error";
import { DamagedFile } from "./store/damaged-file";
import { openDataFolder, sealDataFolder } from "./store/data-folder-seal";

/** A damaged file as the person starting the server should read it: which file, and how to recover. */
export function damagedDataError(error: unknown, dir: string): unknown {
  if (!(error instanceof DamagedFile)) return error;
  return new StartError(
    `The data folder ${dir} is damaged, so the server does not start from it (it would serve an older state without a word): ${error.file}: ${error.why}. Move the folder aside to start afresh (mv ${dir} ${dir}.damaged), or put back a backup of the whole folder`,
  );
}

/**
 * Claims the data folder, then checks it before the database opens it (store/data-folder-seal.ts).
 * Returns the release, which seals the folder once the database has closed it, then frees it.
 */
export async function openDataDir(dir: string): Promise<() => Promise<void>> {
  const unlock = await lockDataDir(dir);
  try {
    openDataFolder(dir);
  } catch (error) {
    await unlock();
    throw damagedDataError(error, dir);
  }
  return async () => {
    try {
      sealDataFolder(dir);
    } finally {
      await unlock();
    }
  };
}
