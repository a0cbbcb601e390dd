import { execSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { GameRegistry } from "../../domain/core/registry";

/** The engines before the speed-up of issue #14: the bench measures today's engines against them. */
export const BASELINE_COMMIT = "59a9b4a";

const root = resolve(import.meta.dirname, "../..");

/**
 * The games of an older commit, read from git into a temporary folder (the repository is only
 * read) and loaded beside today's; `remove` deletes the folder.
 */
export async function baselineGames(
  commit = BASELINE_COMMIT,
): Promise<{ games: GameRegistry; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), `engines-${commit}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  // a bench that stops early leaves nothing behind either
  process.once("exit", remove);
  try {
    execSync(`git archive ${commit} domain | tar -x -C "${dir}"`, { cwd: root, stdio: "pipe" });
    // loaded as today's code is: ES modules, zod from this checkout's node_modules
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
    const loaded = await import(pathToFileURL(join(dir, "domain/index.ts")).href);
    return { games: loaded.games as GameRegistry, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
