import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { playthrough } from "../../domain/core/playthrough";
import { GameRegistry } from "../../domain/core/registry";
import { type SantaCruzState, santaCruz } from "../../domain/santa-cruz";

describe("game registry", () => {
  it("hosts Santa Cruz by its id", () => {
    expect(games.get("santa-cruz")).toBe(santaCruz);
    expect(games.get("no-such-game")).toBeUndefined();
    expect(games.list().map((g) => g.id)).toContain("santa-cruz");
  });

  it("refuses the same rules version of one game twice", () => {
    expect(() => new GameRegistry([santaCruz, santaCruz])).toThrow(/duplicate/);
  });

  it("keeps older rules versions for the matches that started under them; lists only the newest", () => {
    const fixed = { ...santaCruz, rulesVersion: santaCruz.rulesVersion + 1 };
    const registry = new GameRegistry([santaCruz, fixed]);
    expect(registry.get("santa-cruz")).toBe(fixed);
    expect(registry.get("santa-cruz", santaCruz.rulesVersion)).toBe(santaCruz);
    expect(registry.get("santa-cruz", santaCruz.rulesVersion + 2)).toBeUndefined();
    expect(registry.list()).toEqual([fixed]);
    expect(registry.versions("santa-cruz")).toEqual([fixed, santaCruz]);
  });
});

describe("playthrough", () => {
  it("plays a whole game and records one event list per turn", () => {
    const game = playthrough<SantaCruzState>(santaCruz, { seed: "walk", players: 3 });
    expect(santaCruz.result(game.final)).not.toBeNull();
    expect(game.events.length).toBe(game.turns.length);
    expect(playthrough(santaCruz, { seed: "walk", players: 3 }).turns).toEqual(game.turns);
  });

  it("stops a game that does not end within the step limit", () => {
    expect(() => playthrough(santaCruz, { seed: "walk", players: 3, maxSteps: 5 })).toThrow(/within 5 steps/);
  });
});
