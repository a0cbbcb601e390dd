import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { delimiter, dirname } from "node:path";

/** The ```sh block right after the `<!-- marker -->` line of a markdown file of the repository. */
export function readmeScript(marker: string, file = "README.md"): string {
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
  const found = new RegExp(`<!-- ${marker} -->\\n\`\`\`sh\\n([\\s\\S]*?)\\n\`\`\`\\n`).exec(text);
  if (!found) throw new Error(`${file} has no \`\`\`sh block right after <!-- ${marker} -->`);
  return found[1];
}

/** Runs a script with bash as a person would, with `node` on the PATH; never rejects. */
export function runBash(script: string, env: Record<string, string>) {
  const path = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ""}`;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      "bash",
      ["-c", script],
      { env: { ...process.env, PATH: path, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
