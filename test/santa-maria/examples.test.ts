import { describe, expect, it } from "vitest";
import { type SantaMariaEvent, type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { cellOf, colonistPoints, gridOf } from "../../domain/santa-maria/colony";
import { content } from "../../domain/santa-maria/content";
import { finalScore } from "../../domain/santa-maria/scoring";
import { endYear } from "../../domain/santa-maria/years";
import {
  building,
  colony,
  decision,
  give,
  inPlay,
  ofType,
  play,
  playAll,
  produce,
  religionBuilding,
  road,
  shipping,
} from "./fixtures";

/** Answers every pending decision: an extra religion step while grain lasts, otherwise declines. */
function decideAll(s: SantaMariaState, seat: number): SantaMariaState {
  let state = s;
  while (state.turn === seat && state.pending.length > 0) {
    const extra = decision(state) === "religion" && state.seats[seat].storage.grain > 0;
    state = play(state, seat, extra ? { type: "extraStep" } : { type: "decline" }).state;
  }
  return state;
}

describe("rulebook examples", () => {
  it("Helge uses one coin to activate a vacant building, and on a later turn two coins for another", () => {
    const s = inPlay(2);
    colony(s, 0, { "1,1": produce({ points: 1 }), "4,2": produce({ points: 1 }) });
    colony(s, 1, { "0,0": produce({ points: 1 }) });
    give(s, 0, { coins: 3, wood: 1 });
    give(s, 1, { coins: 1 });
    let state = playAll(s, 0, [{ type: "activate", row: 1, col: 1 }, { type: "endTurn" }]).state;
    expect(state.seats[0].coins).toBe(2);
    // another player's count is their own: 1 coin for their first
    state = play(state, 1, { type: "activate", row: 0, col: 0 }).state;
    expect(state.turn).toBe(0);
    state = play(state, 0, { type: "activate", row: 4, col: 2 }).state;
    expect(state.seats[0].coins).toBe(0);
    expect(state.seats[0].occupied.map((o) => o.value)).toEqual([1, 2]);
  });

  it("Anna pays 2 coins to change the die from 5 to 3", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,2": produce({ wood: 1 }), "3,2": produce({ grain: 1 }), "5,4": produce({ sugar: 1 }) });
    s.white = [2, 5];
    give(s, 0, { coins: 2 });
    const { state, events } = play(s, 0, { type: "useDie", color: "white", die: 5, value: 3 });
    expect(state.seats[0].coins).toBe(0);
    expect(ofType(events, "dieUsed")[0]).toMatchObject({
      from: 5,
      to: 3,
      coins: 2,
      cells: [cellOf(0, 2), cellOf(3, 2)],
    });
    expect(state.white).toEqual([2]);
  });

  it("using a blue die: 2 buildings are activated from left to right, the die on the last vacant one", () => {
    const s = inPlay(2);
    colony(s, 0, {
      "2,0": produce({ wood: 1 }),
      "2,1": road(1),
      "2,2": produce({ grain: 1 }),
      "2,4": produce({ sugar: 1 }),
    });
    s.seats[0].occupied = [{ cell: cellOf(2, 4), by: "coins", value: 1 }];
    s.seats[0].blue = [3];
    const { state } = play(s, 0, { type: "useDie", color: "blue", die: 3, value: 3 });
    expect(state.seats[0].storage).toMatchObject({ wood: 1, grain: 1, sugar: 0 });
    expect(state.seats[0].occupied.at(-1)).toEqual({ cell: cellOf(2, 2), by: "blue", value: 3 });
  });

  it("using a white die: the 3 marked buildings are activated top to bottom, the die on the last vacant one", () => {
    const s = inPlay(2);
    colony(s, 0, {
      "0,4": produce({ wood: 1 }),
      "1,4": produce({ coins: 1 }),
      "2,4": road(2),
      "3,4": produce({ grain: 1 }),
      "5,4": produce({ sugar: 1 }),
    });
    s.seats[0].occupied = [{ cell: cellOf(5, 4), by: "white", value: 5 }];
    s.white = [5];
    const { state, events } = play(s, 0, { type: "useDie", color: "white", die: 5, value: 5 });
    expect(ofType(events, "dieUsed")[0].cells).toEqual([cellOf(0, 4), cellOf(1, 4), cellOf(3, 4)]);
    expect(state.seats[0].occupied.at(-1)).toEqual({ cell: cellOf(3, 4), by: "white", value: 5 });
  });

  it("trading building: Anna may pay either 1 wood or 1 gem to gain 3 coins", () => {
    const anna = JSON.stringify([{ kind: "trade", pay: [{ wood: 1 }, { gems: 1 }], gain: [{ coins: 3 }] }]);
    const tile = content.expansions.find((t) =>
      t.cells.some(
        (c) => c.kind === "building" && c.dr === 0 && c.dc === 0 && JSON.stringify(c.effects) === anna,
      ),
    );
    expect(tile?.id).toBe("D09");
    const s = inPlay(2);
    s.seats[0].tiles.push({ tile: "D09", rotation: 0, row: 0, col: 0 });
    give(s, 0, { coins: 1, wood: 1, gems: 1 });
    const asked = play(s, 0, { type: "activate", row: 0, col: 0 }).state;
    expect(santaMaria.legalActions(asked, 0).filter((a) => a.type === "trade")).toEqual([
      { type: "trade", pay: 0, gain: 0 },
      { type: "trade", pay: 1, gain: 0 },
    ]);
    const { state } = play(asked, 0, { type: "trade", pay: 1, gain: 0 });
    expect(state.seats[0]).toMatchObject({ coins: 3, storage: { wood: 1, gems: 0 } });
  });

  it("shipping: Anna pays 1 wood and 1 sugar, lays the tile at the religion dock, gets a religion action on retiring and the tile's points at the end", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": shipping() });
    give(s, 0, { coins: 1, wood: 1, sugar: 1 });
    s.docks = ["S01", "S04", "S02", "S03"];
    let state = playAll(s, 0, [
      { type: "activate", row: 0, col: 0 },
      { type: "ship", dock: 1 },
    ]).state;
    expect(content.board.docks[1].income).toEqual({ kind: "religion" });
    expect(state.seats[0].harbour).toEqual([[], ["S04"], [], []]);
    state.turn = 0;
    state.mainDone = false;
    state = play(state, 0, { type: "retire", space: 0 }).state;
    expect(state.seats[0].religion).toBe(1);
    expect(finalScore(state, 0).shipments).toBe(content.shipmentById.get("S04")?.points);
  });

  it("Helge pays 1 grain for an extra space and advances 2 spaces", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": religionBuilding() });
    give(s, 0, { coins: 1, grain: 1 });
    const { state } = playAll(s, 0, [{ type: "activate", row: 0, col: 0 }, { type: "extraStep" }]);
    expect(state.seats[0]).toMatchObject({ religion: 2, storage: { grain: 0 } });
  });

  it("Helge passes the 3rd monk symbol: a blue die, then a monk on the 3-point missionary station for 2 coins to red and to green", () => {
    const s = inPlay(3);
    colony(s, 0, { "0,0": religionBuilding() });
    give(s, 0, { coins: 5 });
    s.seats[0].religion = content.board.religion.monks[2] - 1;
    s.seats[0].blueUnlocked = 2;
    const station = s.monkSpaces.findIndex((m) => m.id === "san-pedro");
    s.monkSpaces[station].monks = [1, 2];
    let state = playAll(s, 0, [{ type: "activate", row: 0, col: 0 }, { type: "decline" }]).state;
    expect(state.seats[0].blueUnlocked).toBe(3);
    expect(state.seats[0].blue).toHaveLength(1);
    state = play(state, 0, { type: "recruit", space: station }).state;
    expect(state.seats.map((me) => me.coins)).toEqual([0, 2, 2]);
    expect(state.seats[0].points).toBe(3);
  });

  it("Anna retires on the bottom-most space, takes a road tile and places it on an empty space", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ points: 1 }) });
    const asked = play(s, 0, { type: "retire", space: 4 }).state;
    expect(decision(asked)).toBe("road");
    expect(santaMaria.legalActions(asked, 0).filter((a) => a.type === "placeRoad")).toHaveLength(35);
    const { state } = play(asked, 0, { type: "placeRoad", row: 2, col: 3 });
    expect(state.roadTiles).toBe(2);
    expect(gridOf(state.seats[0])[cellOf(2, 3)]).toEqual({ kind: "road", colonists: 1 });
  });

  it("shipment income: Anna gains 2 coins, then 3 religion actions with 2 grain for 5 spaces, then 2 points", () => {
    const s = inPlay(2);
    give(s, 0, { grain: 2 });
    s.roadTiles = 0;
    s.seats[0].harbour = [["S05"], ["S06", "S07", "S08"], [], ["S09", "S10"]];
    const { state, events } = play(s, 0, { type: "retire", space: 4 });
    expect(state.seats[0].coins).toBe(2);
    const done = decideAll(state, 0);
    expect(done.seats[0]).toMatchObject({ religion: 5, points: 2, storage: { grain: 0 } });
    expect(ofType(events, "harbourIncome")[0]).toEqual({ type: "harbourIncome", seat: 0, dock: 0, ships: 1 });
  });

  it("free actions: Anna sells 2 sugar and 1 gem for 6 coins, activates a shipping building, buys a grain for the shipment", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": shipping() });
    give(s, 0, { sugar: 2, gems: 1, wood: 1 });
    s.docks = ["S01", null, null, null];
    const { state } = playAll(s, 0, [
      { type: "sell", resource: "sugar" },
      { type: "sell", resource: "sugar" },
      { type: "sell", resource: "gems" },
      { type: "activate", row: 0, col: 0 },
      { type: "buy", resource: "grain" },
      { type: "ship", dock: 0 },
    ]);
    expect(state.seats[0].harbour[0]).toEqual(["S01"]);
    expect(state.seats[0].coins).toBe(6 - 1 - 3);
  });

  it("end of year 2 with 4 players: green 9, red 6, blue 3 points", () => {
    const s = inPlay(4);
    s.year = 2;
    const [green, red, blue, yellow] = [0, 1, 2, 3];
    s.seats[green].conquistador = 5;
    s.seats[red].conquistador = 3;
    s.seats[red].arrival = 1;
    s.seats[blue].conquistador = 3;
    s.seats[blue].arrival = 2;
    s.seats[yellow].conquistador = 1;
    s.retiring = [0, 1, 2, 3, null];
    const events: SantaMariaEvent[] = [];
    endYear(s, events);
    expect(ofType(events, "conquistadorScored").map((e) => [e.seat, e.points])).toEqual([
      [green, 9],
      [red, 6],
      [blue, 3],
    ]);
  });

  it("monk scoring: Anna gains 3 points for her scholar and loses 4 for her two bishops", () => {
    const s = inPlay(2);
    s.monkSpaces[0] = { kind: "scholar", id: "almoner", monks: [0] };
    s.monkSpaces[3] = { kind: "bishop", id: "bishop-sea", monks: [0] };
    s.monkSpaces[4] = { kind: "bishop", id: "bishop-builders", monks: [0] };
    expect(finalScore(s, 0)).toMatchObject({ scholars: 3, bishops: -4 });
  });

  it("harbour scoring: Anna has 2 full sets and gains 6 points", () => {
    const s = inPlay(2);
    s.seats[0].harbour = [
      ["S05", "S06"],
      ["S07", "S08", "S09"],
      ["S10", "S11"],
      ["S12", "S13"],
    ];
    expect(finalScore(s, 0).harbours).toBe(6);
  });

  it("coin scoring: 3 coins and 4 more from selling the resources, 7 coins = 2 points", () => {
    const s = inPlay(2);
    give(s, 0, { coins: 3, wood: 1, grain: 1, sugar: 1 });
    expect(finalScore(s, 0).coins).toBe(2);
  });

  it("colonist scoring: the 4th and 6th columns and the 4th row are fully developed for 6 points, one colonist counted twice", () => {
    const s = inPlay(2);
    const cells: Record<string, ReturnType<typeof road>> = {};
    const town = building([{ kind: "produce", gain: { coins: 1 } }]) as never;
    for (let i = 0; i < 6; i++) {
      cells[`${i},3`] = town;
      cells[`${i},5`] = town;
      cells[`3,${i}`] = town;
    }
    cells["3,3"] = road(2); // in the 4th row and the 4th column: counted twice
    cells["0,5"] = road(1);
    cells["3,0"] = road(1);
    cells["1,1"] = road(2); // in no developed line
    colony(s, 0, cells);
    expect(colonistPoints(gridOf(s.seats[0]))).toBe(6);
  });
});
