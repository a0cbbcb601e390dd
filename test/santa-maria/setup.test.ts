import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import { content } from "../../domain/santa-maria/content";
import { newGame, ruleCode } from "./fixtures";

describe("set-up", () => {
  it("gives coins by seating order (3, 4, 5, 6) and 2 wood to each player", () => {
    const s = newGame(4);
    expect(s.seats.map((me) => me.coins)).toEqual([3, 4, 5, 6]);
    for (const me of s.seats) expect(me.storage).toEqual({ wood: 2, grain: 0, sugar: 0, gems: 0, gold: 0 });
  });

  it("rolls one blue die per player to the left of its colony; the rest of 3 per player stay above the board", () => {
    const s = newGame(3);
    for (const me of s.seats) {
      expect(me.blue).toHaveLength(1);
      expect(me.blue[0]).toBeGreaterThanOrEqual(1);
      expect(me.blue[0]).toBeLessThanOrEqual(6);
      expect(me.blueUnlocked).toBe(1);
    }
    expect(s.blueReserve).toBe(6);
    expect(s.bluePool).toEqual([]);
  });

  it("rolls 3 white dice per player and sorts them by value", () => {
    for (const players of [1, 2, 3, 4]) {
      const s = newGame(players);
      expect(s.white).toHaveLength(3 * players);
      expect(s.white).toEqual([...s.white].sort((a, b) => a - b));
    }
  });

  it("lays the 4 starting shipment tiles at the docks in random order and stacks the 30 others", () => {
    const s = newGame(2);
    expect([...(s.docks as string[])].sort()).toEqual([...content.startShipments].sort());
    expect([...s.shipments].sort()).toEqual([...content.standardShipments].sort());
    const orders = new Set(["a", "b", "c", "d", "e", "f"].map((seed) => newGame(2, {}, seed).docks.join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("draws 3 scholars and 3 bishops for the monk spaces, beside the 4 missionary stations", () => {
    const s = newGame(2);
    expect(s.monkSpaces.map((m) => m.kind)).toEqual([
      "scholar",
      "scholar",
      "scholar",
      "bishop",
      "bishop",
      "bishop",
      "mission",
      "mission",
      "mission",
      "mission",
    ]);
    expect(new Set(s.monkSpaces.map((m) => m.id)).size).toBe(10);
    for (const space of s.monkSpaces.slice(0, 3)) expect(content.scholarById.has(space.id)).toBe(true);
    for (const space of s.monkSpaces.slice(3, 6)) expect(content.bishopById.has(space.id)).toBe(true);
    expect(s.monkSpaces.every((m) => m.monks.length === 0)).toBe(true);
  });

  it("shows 5 double and 5 triple expansion tiles and keeps the rest in two face-down stacks", () => {
    const s = newGame(2);
    expect(s.display.slice(0, 5).every((id) => content.doubles.includes(id))).toBe(true);
    expect(s.display.slice(5).every((id) => content.triples.includes(id))).toBe(true);
    expect(s.doubles).toHaveLength(10);
    expect(s.triples).toHaveLength(10);
  });

  it("puts 3 road tiles on their retiring space, the markers on the start spaces and 6 monks before each player", () => {
    const s = newGame(4);
    expect(s.roadTiles).toBe(3);
    expect(s.retiring).toEqual([null, null, null, null, null]);
    for (const me of s.seats) {
      expect([me.religion, me.conquistador, me.monks]).toEqual([0, 0, 6]);
      expect(me.harbour).toEqual([[], [], [], []]);
    }
  });

  it("deals the A-side colonies at random by default; the start player (seat 0) begins year 1", () => {
    const s = newGame(4);
    expect([...s.seats.map((me) => me.colony)].sort()).toEqual(["A1", "A2", "A3", "A4"]);
    expect([s.phase, s.year, s.turn, s.startSeat]).toEqual(["play", 1, 0, 0]);
    expect(santaMaria.activeSeats(s)).toEqual([0]);
  });

  it("gives the same game for the same seed and another for another seed", () => {
    expect(newGame(3, {}, "a")).toEqual(newGame(3, {}, "a"));
    expect(JSON.stringify(newGame(3, {}, "a"))).not.toEqual(JSON.stringify(newGame(3, {}, "b")));
  });

  it("refuses a player count outside 1 to 4", () => {
    expect(ruleCode(() => santaMaria.setup("x", 0, { blueDice: "personal", colonies: "random" }))).toBe(
      "player-count",
    );
    expect(ruleCode(() => santaMaria.setup("x", 5, { blueDice: "personal", colonies: "random" }))).toBe(
      "player-count",
    );
  });

  it("defaults the options: basic set-up (advanced for solo), personal blue dice, colonies at random", () => {
    expect(santaMaria.schemas.options.parse({})).toEqual({ blueDice: "personal", colonies: "random" });
    expect(newGame(2).options).toEqual({ setup: "basic", blueDice: "personal", colonies: "random" });
    expect(newGame(1).options.setup).toBe("advanced");
    expect(newGame(1, { setup: "basic" }).options.setup).toBe("basic");
  });

  it("keeps the state small: under 8 KB of JSON for 4 players", () => {
    expect(JSON.stringify(newGame(4)).length).toBeLessThan(8192);
  });
});
