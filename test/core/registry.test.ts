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

  it("refuses two games with one id", () => {
    expect(() => new GameRegistry([santaCruz, santaCruz])).toThrow(/duplicate/);
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
