import { describe, expect, it } from "vitest";
import { levelHints, levelLabels, offeredLevels } from "../../domain/core/players/level-labels";
import { computerName, computerNames } from "../../domain/core/players/names";
import { languages } from "../../domain/core/sentences";
import { standInKinds } from "../../domain/core/stand-ins";

describe("computer players in the lobby", () => {
  it("two computers at one table never share a name, nor take a person's", () => {
    const table: string[] = ["Ada"];
    for (let seat = 1; seat < 4; seat++) table.push(computerName(table));
    expect(new Set(table).size).toBe(4);
    expect(table.slice(1)).toEqual(["Blaise", "Charles", "Dorothy"]);
  });

  it("still names a computer apart when every name is taken", () => {
    const name = computerName(computerNames);
    expect(computerNames).not.toContain(name);
  });

  it("offers every level that is not deprecated: strong, quick and random", () => {
    expect([...offeredLevels].sort()).toEqual(standInKinds.filter((k) => k !== "greedy").sort());
  });

  it("labels every level, the deprecated one too, in both languages", () => {
    for (const kind of standInKinds)
      for (const lang of languages) {
        expect(levelLabels[kind][lang]).toMatch(/\S/);
        expect(levelHints[kind][lang]).toMatch(/\S/);
      }
    expect(levelLabels.strong.de).toBe("stark");
  });
});
