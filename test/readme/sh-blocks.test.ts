import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readmeScript } from "./readme-scripts";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

/** Every ```sh block of the README and docs/, by the file and the marker line right above it. */
function shBlocks(): string[] {
  const files = [
    "README.md",
    ...readdirSync(new URL("../../docs/", import.meta.url)).map((f) => `docs/${f}`),
  ];
  return files.flatMap((file) => [...read(file).matchAll(/^(.*)\n```sh\n/gm)].map((m) => `${file} ${m[1]}`));
}

describe("the shell examples of the README and docs/", () => {
  it("are each marked for the test that runs them, and no other is written", () => {
    // this file checks the commands; quickstart.test.ts and test/inbound/readme.test.ts run the others
    expect(shBlocks().sort()).toEqual([
      "README.md <!-- commands -->",
      "README.md <!-- quickstart -->",
      "docs/play-by-email.md <!-- reply-by-email -->",
    ]);
  });

  it("open with the two commands that start the service and run every test, as CI runs them", () => {
    const commands = readmeScript("commands")
      .split("\n")
      .map((line) => line.replace(/\s+#.*$/, ""));
    expect(commands).toEqual(["npm install && npm start", "npm install && npm test"]);
    const scripts = JSON.parse(read("package.json")).scripts;
    expect(scripts.start).toBe("tsx functions/local.ts");
    expect(scripts.test).toMatch(/^npm run check && vitest run$/);
    expect(read(".ci/run").trim().split("\n").at(-1)).toBe("npm test");
  });
});
