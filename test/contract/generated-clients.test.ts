import { mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileProgram, generateClient, generators, withProgramLines } from "./clients";
import { fixtureDocument, realDocument, repoRoot, transcript } from "./run";

let workDir = "";

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "contract-clients-"));
  // the generated code imports openapi-fetch; outside the repo, so the repo's tsc and biome never see it
  await symlink(path.join(repoRoot, "node_modules"), path.join(workDir, "node_modules"), "dir");
});

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe.each([
  ["the harness, on fixtures/typed-match.json", "fixture", fixtureDocument],
  ["openapi/openapi.json", "real", realDocument],
])("clients generated from %s", (_, folder, document) => {
  it.each(generators)(
    "$name: a strict program narrows a match and a move on `game` to typed views and events",
    async (generator) => {
      const dir = path.join(workDir, folder, generator.name.replace(/\W+/g, "-"));
      const generated = await generateClient(generator, document, dir);
      expect(generated.code, transcript(`${generator.name} generation`, generated)).toBe(0);
      const compiled = await compileProgram(dir);
      const explained = await withProgramLines(compiled.stdout, dir);
      expect(compiled.code, transcript("tsc --strict --noEmit", { ...compiled, stdout: explained })).toBe(0);
    },
    30_000,
  );
});

describe("clients generated from openapi/openapi.json type requests strictly", () => {
  it.each(generators)(
    "$name: typed requests compile, defaulted fields optional; misspelt actions, unknown games and options fail",
    async (generator) => {
      const dir = path.join(workDir, "requests", generator.name.replace(/\W+/g, "-"));
      const generated = await generateClient(generator, realDocument, dir, ["sends", "rejects"]);
      expect(generated.code, transcript(`${generator.name} generation`, generated)).toBe(0);
      for (const program of ["sends", "rejects"] as const) {
        const compiled = await compileProgram(dir, program);
        const explained = await withProgramLines(compiled.stdout, dir, program);
        expect(compiled.code, transcript(`tsc ${program}.ts`, { ...compiled, stdout: explained })).toBe(0);
      }
    },
    60_000,
  );
});
