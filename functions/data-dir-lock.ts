import { chmod, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { StartError } from "./start-error";

/** Names the process that serves a data folder; the embedded database opens a folder only once. */
const LOCK_FILE = "server.lock";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function holderOf(file: string): Promise<number | null> {
  const pid = Number((await readFile(file, "utf8").catch(() => "")).trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** What a process runs, as /proc tells (Linux); null where it cannot be read. */
async function commandOf(pid: number): Promise<string | null> {
  const line = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  return line.replace(/\0+$/, "").replaceAll("\0", " ").trim() || null;
}

/** Whether a command line may be a server's (Node's): a lock may name a pid the system has since given to another program. */
const isServer = (command: string) => /\b(node|tsx|npm|vitest)\b/.test(command);

async function inUse(dir: string, pid: number): Promise<StartError> {
  const command = await commandOf(pid);
  const others = `give this one a folder of its own: DATA_DIR=${dir}-2 npm start (or DATA_DIR=memory to keep nothing)`;
  if (command === null || isServer(command))
    return new StartError(
      `The data folder ${dir} is in use by another server (process ${pid}). Stop that server (Ctrl-C in its terminal, or kill ${pid}), or ${others}`,
    );
  return new StartError(
    `The data folder ${dir} is locked by ${path.join(dir, LOCK_FILE)}, which names process ${pid}, but that process runs \`${command.slice(0, 200)}\`, not a server: check that no server uses the folder, then delete the lock file; or ${others}`,
  );
}

async function createFolder(dir: string): Promise<void> {
  try {
    // the folder holds the signing secret and the outbox's live sign-in links: only this user may enter it
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
  } catch (error) {
    throw new StartError(
      `The data folder ${dir} cannot be made (${(error as NodeJS.ErrnoException).code}). Choose another: DATA_DIR=<folder> npm start`,
    );
  }
}

/**
 * Claims the data folder for this process, or says which process holds it. A lock left by a
 * server that was killed names a process that is gone, and is taken over.
 * Returns the release, which the server calls when it closes.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await createFolder(dir);
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: "wx" });
      return async () => {
        if (Number((await readFile(file, "utf8").catch(() => "")).trim()) === process.pid) await unlink(file);
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EEXIST")
        throw new StartError(
          `The data folder ${dir} cannot be written (${code}). Choose another: DATA_DIR=<folder> npm start`,
        );
      const holder = await holderOf(file);
      if (holder !== null) throw await inUse(dir, holder);
      await unlink(file).catch(() => {});
    }
  }
  throw new StartError(
    `Another server is starting on the data folder ${dir} at this moment: start this one again`,
  );
}
