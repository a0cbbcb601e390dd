import { describe, expect, it } from "vitest";
import { type SantaMariaEvent, type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { cellOf, gridOf } from "../../domain/santa-maria/colony";
import { content } from "../../domain/santa-maria/content";
import { scholarsOf } from "../../domain/santa-maria/scholars";
import { endGame } from "../../domain/santa-maria/scoring";
import { endYear } from "../../domain/santa-maria/years";
import {
  building,
  colony,
  copy,
  give,
  inPlay,
  newGame,
  ofType,
  play,
  playUntil,
  produce,
  religionBuilding,
  road,
  ruleCode,
  types,
} from "./fixtures";

describe("basic set-up: colony draft", () => {
  it("lets players choose A sides counter-clockwise from the start player's right; the last one is forced", () => {
    let s = newGame(4, { colonies: "draft" });
    expect(s.phase).toBe("colonyDraft");
    expect(s.seats.every((me) => me.colony === null)).toBe(true);
    const order: number[] = [];
    for (const colony of ["A2", "A4", "A1"]) {
      order.push(s.turn);
      expect(santaMaria.legalActions(s, s.turn)).toContainEqual({ type: "chooseColony", colony });
      s = play(s, s.turn, { type: "chooseColony", colony }).state;
    }
    expect(order).toEqual([3, 2, 1]);
    expect(s.seats.map((me) => me.colony)).toEqual(["A3", "A1", "A4", "A2"]);
    expect([s.phase, s.turn]).toEqual(["play", 0]);
  });

  it("refuses a colony already taken", () => {
    const s = play(newGame(2, { colonies: "draft" }), 1, { type: "chooseColony", colony: "A1" }).state;
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "chooseColony", colony: "A1" }))).toBe(
      "colony-taken",
    );
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "sell", resource: "wood" }))).toBe("wrong-phase");
  });
});

describe("advanced set-up: B sides, town halls drafted with a scholar", () => {
  it("gives every player the B side and offers the 4 town halls, each with a scholar not on the board", () => {
    const s = newGame(3, { setup: "advanced" });
    expect(s.seats.map((me) => me.colony)).toEqual(["B", "B", "B"]);
    expect(s.phase).toBe("townHallDraft");
    expect(s.townHalls.map((t) => t.townHall)).toEqual(content.townHalls.map((t) => t.id));
    const onBoard = s.monkSpaces.filter((m) => m.kind === "scholar").map((m) => m.id);
    const offered = s.townHalls.map((t) => t.scholar);
    expect(new Set([...onBoard, ...offered]).size).toBe(7);
    // the dice are rolled before the draft
    expect(s.white).toHaveLength(9);
    expect(s.seats.map((me) => me.coins)).toEqual([3, 4, 5]);
  });

  it("drafts counter-clockwise; each places its town hall on two empty spaces at once and trains its scholar", () => {
    let s = newGame(3, { setup: "advanced" });
    expect(s.turn).toBe(2);
    const options = santaMaria.legalActions(s, 2);
    expect(types(options)).toEqual(["chooseTownHall"]);
    const grid = gridOf(s.seats[2]);
    for (const a of options) {
      if (a.type !== "chooseTownHall") continue;
      const turned = content.placeables.get(s.townHalls[a.set].townHall)?.rotations[a.rotation];
      for (const { dr, dc } of turned?.cells ?? []) expect(grid[cellOf(a.row + dr, a.col + dc)]).toBeNull();
    }
    const pick = { type: "chooseTownHall", set: 1, rotation: 1, row: 3, col: 4 } as const;
    expect(gridOf(s.seats[2])[cellOf(3, 4)]).toBeNull();
    s = play(s, 2, pick).state;
    expect(s.seats[2].tiles).toEqual([{ tile: s.townHalls[1].townHall, rotation: 1, row: 3, col: 4 }]);
    expect(scholarsOf(s, 2).map((x) => x.id)).toEqual([s.townHalls[1].scholar]);
    expect(s.turn).toBe(1);
    expect(ruleCode(() => santaMaria.apply(s, 1, { ...pick, row: 0, col: 1 }))).toBe("set-taken");
    expect(ruleCode(() => santaMaria.apply(s, 1, { ...pick, set: 0, rotation: 0, row: 0, col: 0 }))).toBe(
      "cell-occupied",
    );
    s = playUntil(s, (x) => x.phase === "play");
    expect([s.turn, s.townHalls.filter((t) => t.takenBy !== null).length]).toEqual([0, 3]);
  });
});

describe("variant: common pool of blue dice", () => {
  it("rolls one blue die per player into the common pool", () => {
    const s = newGame(3, { blueDice: "commonPool" });
    expect(s.bluePool).toHaveLength(3);
    expect(s.seats.every((me) => me.blue.length === 0)).toBe(true);
  });

  it("lets a player take no more blue dice a year than it has unlocked", () => {
    const s = inPlay(2, 0, { blueDice: "commonPool" });
    colony(s, 0, { "0,0": produce({ points: 1 }), "1,0": produce({ points: 1 }) });
    s.bluePool = [1, 2];
    give(s, 0, { wood: 1 });
    const first = play(s, 0, { type: "useDie", color: "blue", die: 1, value: 1 }).state;
    expect(first.bluePool).toEqual([2]);
    expect(first.seats[0].blueTaken).toBe(1);
    first.mainDone = false;
    expect(types(santaMaria.legalActions(first, 0))).not.toContain("useDie");
    expect(
      ruleCode(() => santaMaria.apply(first, 0, { type: "useDie", color: "blue", die: 2, value: 2 })),
    ).toBe("blue-dice-limit");
  });

  it("adds an unlocked blue die to the pool, and rolls all unlocked dice into the pool for the new year", () => {
    const s = inPlay(2, 0, { blueDice: "commonPool" });
    colony(s, 0, { "0,0": religionBuilding() });
    give(s, 0, { coins: 1 });
    s.bluePool = [];
    s.seats[0].religion = content.board.religion.monks[0] - 1;
    const { state } = play(s, 0, { type: "activate", row: 0, col: 0 });
    expect(state.bluePool).toHaveLength(1);
    expect(state.seats[0].blueUnlocked).toBe(2);
    const next = copy(state);
    next.retiring = [0, 1, null, null, null];
    endYear(next, []);
    expect(next.bluePool).toHaveLength(3);
  });
});

describe("solo game", () => {
  it("uses the advanced set-up and 3 white dice", () => {
    const s = newGame(1);
    expect([s.options.setup, s.phase, s.white.length, s.seats[0].coins]).toEqual([
      "advanced",
      "townHallDraft",
      3,
      3,
    ]);
  });

  it("scores 4, 5, 6 points at the end of years 1, 2, 3 only with the year's tree passed", () => {
    const [t1, t2, t3] = content.board.conquistador.trees;
    for (const [year, position, points] of [
      [1, t1, 4],
      [1, t1 - 1, 0],
      [2, t2, 5],
      [2, t1, 0],
      [3, t3, 6],
    ]) {
      const s = inPlay(1);
      s.year = year;
      s.seats[0].conquistador = position;
      s.retiring[0] = 0;
      const events: SantaMariaEvent[] = [];
      endYear(s, events);
      expect(ofType(events, "conquistadorScored").reduce((n, e) => n + e.points, 0)).toBe(points);
    }
  });

  it("ends the year when the player retires", () => {
    const s = inPlay(1);
    const { state } = play(s, 0, { type: "retire", space: 0 });
    expect(state.year).toBe(2);
  });

  function soloEnd(s: SantaMariaState) {
    const state = copy(s);
    endGame(state, []);
    return state.solo;
  }

  it("wins with 100 points, and reaches Democracy at 120 and Utopy at 150", () => {
    const s = inPlay(1);
    s.seats[0].points = 99;
    expect(soloEnd(s)).toEqual({ win: false, achievements: [] });
    s.seats[0].points = 120;
    expect(soloEnd(s)).toEqual({ win: true, achievements: ["democracy"] });
    s.seats[0].points = 150;
    expect(soloEnd(s)?.achievements).toEqual(["democracy", "utopy"]);
  });

  it("Communism: 28 or more points from colonists", () => {
    const s = inPlay(1);
    const cells: Record<string, ReturnType<typeof road>> = {};
    for (let row = 0; row < 6; row++)
      for (let col = 0; col < 6; col++) cells[`${row},${col}`] = road(row === col ? 2 : 0);
    colony(s, 0, cells);
    // two colonists on each of the six diagonal spaces, each in a developed row and column: 24
    expect(soloEnd(s)?.achievements).toEqual([]);
    cells["0,1"] = road(2);
    colony(s, 0, cells);
    expect(soloEnd(s)?.achievements).toEqual(["communism"]);
  });

  it("Capitalism: 4 sets of shipment tiles", () => {
    const s = inPlay(1);
    s.seats[0].harbour = [0, 1, 2, 3].map((d) =>
      [0, 1, 2, 3].map((i) => `S${String(5 + d * 4 + i).padStart(2, "0")}`),
    );
    expect(soloEnd(s)?.achievements).toContain("capitalism");
  });

  it("Theocracy: 30 or more points from the bishops' requirements", () => {
    const s = inPlay(1);
    s.monkSpaces[3] = { kind: "bishop", id: "bishop-faith", monks: [0] };
    s.seats[0].religion = 14;
    s.seats[0].harbour = [
      Array.from({ length: 23 }, (_, i) => `S${String(i + 5).padStart(2, "0")}`),
      [],
      [],
      [],
    ];
    s.monkSpaces[4] = { kind: "bishop", id: "bishop-sea", monks: [0] };
    // 7 + 23 = 30
    expect(soloEnd(s)?.achievements).toContain("theocracy");
    s.seats[0].harbour[0].pop();
    expect(soloEnd(s)?.achievements).not.toContain("theocracy");
  });

  it("Capracracy: an unbroken chain of one terrain, not roads, from west to east or north to south", () => {
    const s = inPlay(1);
    const forest = () => building([{ kind: "produce", gain: { wood: 1 } }], "forest");
    const chain = {
      "2,0": forest(),
      "2,1": forest(),
      "3,1": forest(),
      "3,2": forest(),
      "3,3": forest(),
      "3,4": forest(),
    };
    colony(s, 0, { ...chain, "3,5": road(1) });
    expect(soloEnd(s)?.achievements).toEqual([]);
    colony(s, 0, { ...chain, "3,5": forest() });
    expect(soloEnd(s)?.achievements).toEqual(["capracracy"]);
    colony(s, 0, { ...chain, "3,5": building([{ kind: "produce", gain: { wood: 1 } }], "field") });
    expect(soloEnd(s)?.achievements).toEqual([]);
  });
});
