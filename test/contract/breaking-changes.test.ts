import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { breakingChanges, majorOf, unannouncedBreakingChanges } from "./breaking-changes";
import { realDocument, repoRoot } from "./run";

const releasedFolder = path.join(repoRoot, "openapi/released");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const byVersion = (a: string, b: string) =>
  a.split(".").reduce((order, part, i) => order || Number(part) - Number(b.split(".")[i]), 0);
const releasedVersions = readdirSync(releasedFolder)
  .map((file) => file.replace(/\.json$/, ""))
  .sort(byVersion);
const lastReleased = readJson(path.join(releasedFolder, `${releasedVersions.at(-1)}.json`));
const current = readJson(realDocument);

/** A copy of the current document with one planted change. */
function planted(change: (document: any) => void): any {
  const copy = structuredClone(current);
  change(copy);
  return copy;
}

describe("versions are a promise", () => {
  it("each released snapshot is named for its own semantic info.version", () => {
    for (const version of releasedVersions) {
      expect(readJson(path.join(releasedFolder, `${version}.json`)).info.version).toBe(version);
      expect(() => majorOf(version)).not.toThrow();
    }
  });

  it("every version the changelog names has its released document kept", () => {
    const changelog = readFileSync(path.join(repoRoot, "CHANGELOG.md"), "utf8");
    const named = [...changelog.matchAll(/^## (\d+\.\d+\.\d+)$/gm)].map(([, version]) => version);
    expect(named.length).toBeGreaterThan(0);
    expect(releasedVersions).toEqual(expect.arrayContaining(named));
    expect(named).toContain(current.info.version);
  });

  it("the current document breaks nothing of the last release without a major bump", () => {
    expect(byVersion(current.info.version, lastReleased.info.version)).toBeGreaterThanOrEqual(0);
    expect(unannouncedBreakingChanges(lastReleased, current)).toEqual([]);
  });

  it("the current document compared with itself has no breaking change", () => {
    expect(breakingChanges(current, current)).toEqual([]);
  });

  it("an added operation and an added optional response field are not breaking", () => {
    const grown = planted((d) => {
      d.paths["/v1/new-thing"] = { get: { responses: { "200": { description: "ok" } } } };
      d.components.schemas.Player.properties.newField = { type: "string" };
    });
    expect(breakingChanges(current, grown)).toEqual([]);
  });

  it.each([
    ["a removed operation", (d: any) => delete d.paths["/v1/games"].get, "GET /v1/games: operation removed"],
    [
      "a removed response",
      (d: any) => delete d.paths["/v1/games"].get.responses["200"],
      "GET /v1/games: response 200 removed",
    ],
    [
      "a newly required request field",
      (d: any) => d.components.schemas.NewPlayer.required.push("email"),
      "POST /v1/players body.email: request field newly required",
    ],
    [
      "a narrowed request enum",
      (d: any) => {
        d.components.schemas.Bot.properties.kind = { type: "string", enum: ["quick", "strong"] };
      },
      "/bots body.kind: request",
    ],
    [
      "a removed response field",
      (d: any) => delete d.components.schemas.Player.properties.name,
      ".name: response field removed",
    ],
    [
      "a changed type",
      (d: any) => {
        d.components.schemas.Player.properties.name.type = "integer";
      },
      ".name: type string became integer (response)",
    ],
  ])("%s is a breaking change the test refuses without a major bump", (_, change, expected) => {
    const broken = planted(change);
    const found = unannouncedBreakingChanges(current, broken);
    expect(
      found.some((line) => line.includes(expected)),
      found.join("\n"),
    ).toBe(true);
    broken.info.version = `${majorOf(current.info.version) + 1}.0.0`;
    expect(unannouncedBreakingChanges(current, broken)).toEqual([]);
  });
});
