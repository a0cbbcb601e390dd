import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import { cellOf, gridOf } from "../../domain/santa-maria/colony";
import { content } from "../../domain/santa-maria/content";
import {
  colony,
  give,
  inPlay,
  ofType,
  othersRetired,
  play,
  playAll,
  produce,
  road,
  ruleCode,
  shipping,
  trading,
  types,
} from "./fixtures";

const expand = (tile: string, rotation: number, row: number, col: number) =>
  ({ type: "expand", tile, rotation, row, col }) as const;

describe("expand: pay 2 wood (double) or 2 wood and 1 grain (triple), place a display tile", () => {
  it("pays 2 wood for a double tile and places it turned, on empty spaces", () => {
    const s = inPlay(2);
    give(s, 0, { wood: 3 });
    s.display = ["D01", "T01"];
    const { state } = play(s, 0, expand("D01", 1, 2, 3));
    expect(state.seats[0].storage.wood).toBe(1);
    expect(state.display).toEqual(["T01"]);
    const grid = gridOf(state.seats[0]);
    expect(grid[cellOf(2, 3)]?.kind).toBe("building");
    expect(grid[cellOf(3, 3)]).toEqual({ kind: "road", colonists: 1 });
    expect(state.mainDone).toBe(true);
  });

  it("pays 2 wood and 1 grain for a triple tile", () => {
    const s = inPlay(2);
    give(s, 0, { wood: 2, grain: 1, coins: 5 });
    s.display = ["T01"];
    const { state } = play(s, 0, expand("T01", 0, 5, 3));
    expect(state.seats[0].storage).toMatchObject({ wood: 0, grain: 0 });
    expect(state.seats[0].tiles).toEqual([{ tile: "T01", rotation: 0, row: 5, col: 3 }]);
  });

  it("refuses a tile that is not affordable, and lists none", () => {
    const s = inPlay(2);
    give(s, 0, { wood: 2, coins: 5 });
    s.display = ["T01"];
    expect(types(santaMaria.legalActions(s, 0))).not.toContain("expand");
    expect(ruleCode(() => santaMaria.apply(s, 0, expand("T01", 0, 0, 0)))).toBe("cannot-afford");
  });

  it("never covers a preprinted building, a road or another tile, and stays inside the colony", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,1": produce({ coins: 1 }) });
    give(s, 0, { wood: 2 });
    s.display = ["D01"];
    expect(ruleCode(() => santaMaria.apply(s, 0, expand("D01", 0, 0, 0)))).toBe("cell-occupied");
    expect(ruleCode(() => santaMaria.apply(s, 0, expand("D01", 0, 0, 5)))).toBe("off-colony");
    expect(ruleCode(() => santaMaria.apply(s, 0, expand("D01", 4, 0, 2)))).toBe("invalid-action");
    // 4 turns × 30 spots, less the 6 that would cover the building at 0,1
    expect(santaMaria.legalActions(s, 0).filter((a) => a.type === "expand")).toHaveLength(114);
    const { state } = play(s, 0, expand("D01", 0, 0, 2));
    state.turn = 0;
    state.mainDone = false;
    state.display = ["D02"];
    give(state, 0, { wood: 2 });
    expect(ruleCode(() => santaMaria.apply(state, 0, expand("D02", 0, 0, 3)))).toBe("cell-occupied");
  });

  it("takes only a tile of the display, and the display is not refilled during the year", () => {
    const s = inPlay(2);
    give(s, 0, { wood: 2 });
    s.display = ["D01"];
    expect(ruleCode(() => santaMaria.apply(s, 0, expand("D02", 0, 0, 0)))).toBe("tile-not-in-display");
    const { state } = play(s, 0, expand("D01", 0, 0, 0));
    expect(state.display).toEqual([]);
    expect(state.doubles).toHaveLength(s.doubles.length);
  });

  it("takes gold for missing wood, or for all of it at the player's choice (gold is a wildcard)", () => {
    const s = inPlay(2);
    give(s, 0, { wood: 1, gold: 2 });
    s.display = ["D01"];
    const asked = play(s, 0, expand("D01", 0, 0, 0)).state;
    expect(asked.pending[0]).toMatchObject({ kind: "payment", ways: [{ wood: 1, gold: 1 }, { gold: 2 }] });
    expect(play(asked, 0, { type: "pay", way: 0 }).state.seats[0].storage).toMatchObject({
      wood: 0,
      gold: 1,
    });
    expect(play(asked, 0, { type: "pay", way: 1 }).state.seats[0].storage).toMatchObject({
      wood: 1,
      gold: 0,
    });
  });

  it("is one tile per main action", () => {
    const s = inPlay(2);
    give(s, 0, { wood: 3, coins: 3 });
    s.display = ["D01", "D02"];
    const { state } = play(s, 0, expand("D01", 0, 0, 0));
    expect(ruleCode(() => santaMaria.apply(state, 0, expand("D02", 0, 1, 0)))).toBe("main-action-taken");
  });
});

describe("activate a single building: escalating coins", () => {
  it("costs 1, 2, 3 coins for the 1st, 2nd, 3rd activation of the year and leaves the coins on it", () => {
    const s = inPlay(2);
    colony(s, 0, {
      "0,0": produce({ points: 1 }),
      "1,1": produce({ points: 1 }),
      "2,2": produce({ points: 1 }),
    });
    give(s, 0, { coins: 6 });
    let state = s;
    for (const [i, row] of [0, 1, 2].entries()) {
      state.turn = 0;
      state.mainDone = false;
      const out = play(state, 0, { type: "activate", row, col: row });
      expect(out.state.seats[0].coins).toBe(6 - [1, 3, 6][i]);
      expect(out.state.seats[0].occupied.at(-1)).toEqual({
        cell: cellOf(row, row),
        by: "coins",
        value: i + 1,
      });
      state = out.state;
    }
    expect(state.seats[0].points).toBe(3);
  });

  it("refuses a building that already has coins or a die, a road and an empty space", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ points: 1 }), "0,1": road(1) });
    give(s, 0, { coins: 5 });
    s.seats[0].occupied = [{ cell: 0, by: "white", value: 1 }];
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "activate", row: 0, col: 0 }))).toBe(
      "building-occupied",
    );
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "activate", row: 0, col: 1 }))).toBe(
      "not-a-building",
    );
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "activate", row: 3, col: 3 }))).toBe(
      "not-a-building",
    );
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "activate", row: 6, col: 0 }))).toBe(
      "invalid-action",
    );
  });

  it("refuses when the coins are short", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ points: 1 }) });
    give(s, 0, { coins: 1 });
    s.seats[0].activations = 1;
    expect(types(santaMaria.legalActions(s, 0))).not.toContain("activate");
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "activate", row: 0, col: 0 }))).toBe(
      "cannot-afford",
    );
  });
});

describe("activate a row or column with a die", () => {
  const column3 = {
    "0,2": produce({ wood: 1 }),
    "1,2": road(1),
    "2,2": produce({ grain: 1 }),
    "4,2": produce({ sugar: 1 }),
    "5,2": road(2),
  };

  it("a white die activates every vacant building of its column top to bottom and lies on the bottom-most", () => {
    const s = inPlay(2);
    colony(s, 0, column3);
    s.white = [3, 3, 5];
    const { state, events } = play(s, 0, { type: "useDie", color: "white", die: 3, value: 3 });
    expect(ofType(events, "gained").map((e) => Object.keys(e.gain)[0])).toEqual(["wood", "grain", "sugar"]);
    expect(state.seats[0].occupied).toEqual([{ cell: cellOf(4, 2), by: "white", value: 3 }]);
    expect(state.white).toEqual([3, 5]);
    expect(state.seats[0].whiteTaken).toBe(1);
  });

  it("skips buildings with a die or coins on them, and road spaces are never activated", () => {
    const s = inPlay(2);
    colony(s, 0, column3);
    s.white = [3];
    s.seats[0].occupied = [{ cell: cellOf(4, 2), by: "coins", value: 1 }];
    const { state, events } = play(s, 0, { type: "useDie", color: "white", die: 3, value: 3 });
    expect(ofType(events, "dieUsed")[0].cells).toEqual([cellOf(0, 2), cellOf(2, 2)]);
    expect(state.seats[0].storage).toMatchObject({ wood: 1, grain: 1, sugar: 0 });
    expect(state.seats[0].occupied.at(-1)).toEqual({ cell: cellOf(2, 2), by: "white", value: 3 });
  });

  it("a blue die activates its row left to right and lies on the right-most vacant building", () => {
    const s = inPlay(2);
    colony(s, 0, { "3,0": produce({ wood: 1 }), "3,2": road(1), "3,4": produce({ coins: 2 }) });
    s.seats[0].blue = [4];
    const { state, events } = play(s, 0, { type: "useDie", color: "blue", die: 4, value: 4 });
    expect(ofType(events, "dieUsed")[0].cells).toEqual([cellOf(3, 0), cellOf(3, 4)]);
    expect(state.seats[0].occupied).toEqual([{ cell: cellOf(3, 4), by: "blue", value: 4 }]);
    expect(state.seats[0].blue).toEqual([]);
  });

  it("lies on the last vacant building even when its effect is declined", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ wood: 1 }), "5,0": trading([{ wood: 1 }], [{ points: 2 }]) });
    s.white = [1];
    const { state } = play(s, 0, { type: "useDie", color: "white", die: 1, value: 1 });
    const after = play(state, 0, { type: "decline" }).state;
    expect(after.seats[0].occupied).toEqual([{ cell: cellOf(5, 0), by: "white", value: 1 }]);
    expect(after.seats[0].points).toBe(0);
  });

  it("changes the die's value for 1 coin per point, without wrap-around", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,5": produce({ points: 1 }), "0,1": produce({ points: 1 }) });
    s.white = [1];
    give(s, 0, { coins: 4 });
    const useDie = santaMaria.legalActions(s, 0).filter((a) => a.type === "useDie");
    // 1 to 6 costs 5 coins: out of reach with 4; 1 to 2 costs 1
    expect(useDie).toEqual([{ type: "useDie", color: "white", die: 1, value: 2 }]);
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "useDie", color: "white", die: 1, value: 6 }))).toBe(
      "cannot-afford",
    );
    give(s, 0, { coins: 5 });
    const { state } = play(s, 0, { type: "useDie", color: "white", die: 1, value: 6 });
    expect(state.seats[0].coins).toBe(0);
  });

  it("allows at most 3 white dice a year per player", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ points: 1 }) });
    s.white = [1, 1];
    s.seats[0].whiteTaken = 3;
    expect(types(santaMaria.legalActions(s, 0))).not.toContain("useDie");
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "useDie", color: "white", die: 1, value: 1 }))).toBe(
      "white-dice-limit",
    );
  });

  it("takes no die for a line without a vacant building", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ points: 1 }), "1,1": road(1) });
    s.white = [2];
    s.seats[0].blue = [1];
    s.seats[0].occupied = [{ cell: 0, by: "coins", value: 1 }];
    expect(types(santaMaria.legalActions(s, 0))).not.toContain("useDie");
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "useDie", color: "white", die: 2, value: 2 }))).toBe(
      "no-vacant-building",
    );
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "useDie", color: "blue", die: 1, value: 1 }))).toBe(
      "no-vacant-building",
    );
  });

  it("uses only dice that are there: white from the pool, blue from the player's own", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ points: 1 }) });
    s.white = [4];
    s.seats[0].blue = [];
    s.seats[1].blue = [1];
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "useDie", color: "white", die: 1, value: 1 }))).toBe(
      "no-such-die",
    );
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "useDie", color: "blue", die: 1, value: 1 }))).toBe(
      "no-such-die",
    );
  });
});

describe("retire: a vacant retiring space, then shipment income top to bottom", () => {
  it("takes a vacant space and refuses a taken one", () => {
    const s = inPlay(3);
    s.retiring[0] = 1;
    expect(santaMaria.legalActions(s, 0).filter((a) => a.type === "retire")).toEqual(
      [1, 2, 3, 4].map((space) => ({ type: "retire", space })),
    );
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "retire", space: 0 }))).toBe("space-taken");
  });

  it("carries out the space's action first, then one income per shipment tile, dock by dock from the top", () => {
    const s = inPlay(2);
    s.seats[0].harbour = [["S05"], [], [], ["S06", "S07"]];
    const { state, events } = play(s, 0, { type: "retire", space: 0 });
    expect(
      events
        .filter((e) => e.type === "gained" || e.type === "harbourIncome")
        .map((e) => [e.type, JSON.stringify(e)]),
    ).toEqual([
      ["gained", expect.stringContaining('"coins":2')],
      ["harbourIncome", expect.stringContaining('"dock":0')],
      ["gained", expect.stringContaining('"coins":2')],
      ["harbourIncome", expect.stringContaining('"dock":3')],
      ["gained", expect.stringContaining('"points":1')],
      ["gained", expect.stringContaining('"points":1')],
    ]);
    expect(state.seats[0]).toMatchObject({ coins: 4, points: 2 });
    expect(state.retiring[0]).toBe(0);
  });

  it("may take a space whose action cannot be carried out", () => {
    const s = inPlay(2);
    give(s, 0, {});
    const { state, events } = play(s, 0, { type: "retire", space: 3 });
    expect(ofType(events, "skipped")).toEqual([{ type: "skipped", seat: 0, decision: "ship" }]);
    expect(state.retiring[3]).toBe(0);
  });

  it("skips the turns of retired players until all have retired", () => {
    const s = inPlay(3);
    s.retiring[2] = 1;
    const { state } = play(s, 0, { type: "retire", space: 0 });
    expect(state.turn).toBe(2);
    expect(state.year).toBe(1);
    const last = play(state, 2, { type: "retire", space: 1 });
    expect(last.state.year).toBe(2);
    expect(ofType(last.events, "yearEnded")).toEqual([{ type: "yearEnded", year: 1 }]);
  });

  it("a blue die unlocked on retiring waits for the next year: the player takes no more turns", () => {
    const s = inPlay(2);
    s.seats[0].religion = content.board.religion.monks[0] - 1;
    const { state } = playAll(s, 0, [{ type: "retire", space: 1 }, { type: "decline" }]);
    expect(state.seats[0].blue).toHaveLength(1);
    expect(state.turn).toBe(1);
    const next = play(state, 1, { type: "retire", space: 0 }).state;
    expect(next.year).toBe(2);
    expect(next.seats[0].blue).toHaveLength(2);
  });

  it("lets the retiring player still use free actions that turn", () => {
    const s = inPlay(2);
    give(s, 0, { sugar: 1 });
    const { state } = play(s, 0, { type: "retire", space: 2 });
    expect(state.turn).toBe(0);
    expect(types(santaMaria.legalActions(state, 0))).toEqual(["endTurn", "sell"]);
  });
});

describe("free actions: sell and buy basic resources, any number of times in the turn", () => {
  it("sells a basic resource for 1 coin and an advanced one for 2", () => {
    const s = inPlay(2);
    give(s, 0, { wood: 1, grain: 1, sugar: 1, gems: 1, gold: 1 });
    const { state } = playAll(s, 0, [
      { type: "sell", resource: "wood" },
      { type: "sell", resource: "grain" },
      { type: "sell", resource: "sugar" },
      { type: "sell", resource: "gems" },
      { type: "sell", resource: "gold" },
    ]);
    expect(state.seats[0].coins).toBe(8);
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "sell", resource: "wood" }))).toBe(
      "no-resource",
    );
  });

  it("buys a basic resource for 3 coins, never an advanced one, and never beyond the storage limit", () => {
    const s = inPlay(2);
    give(s, 0, { coins: 7, grain: 2 });
    const { state } = playAll(s, 0, [
      { type: "buy", resource: "grain" },
      { type: "buy", resource: "wood" },
    ]);
    expect(state.seats[0]).toMatchObject({ coins: 1, storage: { grain: 3, wood: 1 } });
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "buy", resource: "wood" }))).toBe(
      "cannot-afford",
    );
    give(state, 0, { coins: 9, grain: 3 });
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "buy", resource: "grain" }))).toBe(
      "storage-full",
    );
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "buy", resource: "sugar" }))).toBe(
      "invalid-action",
    );
  });

  it("come before and after the main action; the turn ends with endTurn once the main action is done", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ points: 1 }) });
    give(s, 0, { sugar: 2 });
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "endTurn" }))).toBe("main-action-required");
    const { state } = playAll(s, 0, [
      { type: "sell", resource: "sugar" },
      { type: "activate", row: 0, col: 0 },
      { type: "sell", resource: "sugar" },
    ]);
    expect(state.turn).toBe(0);
    expect(santaMaria.legalActions(state, 0)).toEqual([
      { type: "endTurn" },
      { type: "buy", resource: "wood" },
      { type: "buy", resource: "grain" },
    ]);
    const ended = play(state, 0, { type: "endTurn" });
    expect(ended.state.turn).toBe(1);
  });

  it("ruling 4: the turn ends at once when nothing more is possible after the main action", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ points: 1 }) });
    give(s, 0, { coins: 3 });
    const { state, events } = play(s, 0, { type: "activate", row: 0, col: 0 });
    expect(state.turn).toBe(1);
    expect(ofType(events, "turnEnded")).toEqual([{ type: "turnEnded", seat: 0 }]);
  });

  it("only the seat to act may act", () => {
    const s = inPlay(2);
    give(s, 1, { wood: 1 });
    expect(santaMaria.legalActions(s, 1)).toEqual([]);
    expect(ruleCode(() => santaMaria.apply(s, 1, { type: "sell", resource: "wood" }))).toBe("not-your-turn");
  });

  it("refuses a main action while a decision is pending", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": shipping() });
    give(s, 0, { coins: 1, wood: 1, grain: 1, sugar: 2, gems: 2 });
    const { state } = play(s, 0, { type: "activate", row: 0, col: 0 });
    expect(state.pending).toEqual([{ kind: "ship" }]);
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "retire", space: 0 }))).toBe("decision-pending");
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "endTurn" }))).toBe("decision-pending");
    othersRetired(state, 0);
  });
});
