import { describe, expect, it } from "vitest";
import { type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { bishopPoints } from "../../domain/santa-maria/bishops";
import { content } from "../../domain/santa-maria/content";
import type { Bishop } from "../../domain/santa-maria/content/schema";
import { finalScore } from "../../domain/santa-maria/scoring";
import {
  colony,
  conquistadorBuilding,
  give,
  inPlay,
  play,
  playAll,
  produce,
  religionBuilding,
  road,
  ruleCode,
  shipping,
  types,
} from "./fixtures";

/** Trains a scholar for a seat: its monk under that scholar on the board. */
function train(s: SantaMariaState, seat: number, scholar: string) {
  s.monkSpaces[0] = { kind: "scholar", id: scholar, monks: [seat] };
}

describe("scholars: each a permanent rule change for its trainer only", () => {
  it("treasurer: single-building activations cost 1 coin less (the first of a year is free)", () => {
    const s = inPlay(2);
    train(s, 0, "treasurer");
    colony(s, 0, { "0,0": produce({ points: 1 }), "0,1": produce({ points: 1 }) });
    give(s, 0, { wood: 1 });
    const first = play(s, 0, { type: "activate", row: 0, col: 0 }).state;
    expect(first.seats[0].coins).toBe(0);
    expect(first.seats[0].occupied).toEqual([{ cell: 0, by: "coins", value: 0 }]);
    first.mainDone = false;
    give(first, 0, { coins: 1 });
    expect(play(first, 0, { type: "activate", row: 0, col: 1 }).state.seats[0].coins).toBe(0);
  });

  it("navigator: changing a die costs 1 coin less", () => {
    const s = inPlay(2);
    train(s, 0, "navigator");
    colony(s, 0, { "0,2": produce({ points: 1 }) });
    s.white = [5];
    give(s, 0, { coins: 1 });
    expect(play(s, 0, { type: "useDie", color: "white", die: 5, value: 3 }).state.seats[0].coins).toBe(0);
  });

  it("friar: 4 white dice a year", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": produce({ points: 1 }) });
    s.white = [1];
    s.seats[0].whiteTaken = 3;
    expect(types(santaMaria.legalActions(s, 0))).not.toContain("useDie");
    train(s, 0, "friar");
    expect(types(santaMaria.legalActions(s, 0))).toContain("useDie");
  });

  it("quartermaster: the storage holds 4 of each resource", () => {
    const s = inPlay(2);
    train(s, 0, "quartermaster");
    colony(s, 0, { "0,0": produce({ wood: 2 }) });
    give(s, 0, { coins: 1, wood: 3 });
    expect(play(s, 0, { type: "activate", row: 0, col: 0 }).state.seats[0]).toMatchObject({
      coins: 1,
      storage: { wood: 4 },
    });
  });

  it("merchant: a basic resource costs 2 coins", () => {
    const s = inPlay(2);
    train(s, 0, "merchant");
    give(s, 0, { coins: 2 });
    expect(play(s, 0, { type: "buy", resource: "grain" }).state.seats[0]).toMatchObject({ coins: 0 });
  });

  it("carpenter: a triple tile costs 2 wood and no grain", () => {
    const s = inPlay(2);
    train(s, 0, "carpenter");
    give(s, 0, { wood: 2 });
    s.display = ["T01"];
    const { state } = play(s, 0, { type: "expand", tile: "T01", rotation: 0, row: 0, col: 0 });
    expect(state.seats[0].storage.wood).toBe(0);
  });

  it("almoner: no fee on a monk space others hold", () => {
    const s = inPlay(3);
    train(s, 0, "almoner");
    colony(s, 0, { "0,0": religionBuilding() });
    give(s, 0, { coins: 1 });
    s.seats[0].religion = content.board.religion.monks[0] - 1;
    s.monkSpaces[5].monks = [1, 2];
    const { state } = playAll(s, 0, [
      { type: "activate", row: 0, col: 0 },
      { type: "recruit", space: 5 },
    ]);
    expect(state.seats.map((me) => me.coins)).toEqual([0, 0, 0]);
  });

  it("cartographer: each gold symbol passed also gives 1 point", () => {
    const s = inPlay(2);
    train(s, 0, "cartographer");
    colony(s, 0, { "0,0": conquistadorBuilding() });
    give(s, 0, { coins: 1 });
    s.seats[0].conquistador = content.board.conquistador.gold[0] - 1;
    expect(play(s, 0, { type: "activate", row: 0, col: 0 }).state.seats[0]).toMatchObject({
      points: 1,
      storage: { gold: 1 },
    });
  });

  it("harbourmaster: each shipment tile taken also gives 1 point", () => {
    const s = inPlay(2);
    train(s, 0, "harbourmaster");
    colony(s, 0, { "0,0": shipping() });
    give(s, 0, { coins: 1, wood: 2 });
    s.docks = ["S03", null, null, null];
    const { state } = playAll(s, 0, [
      { type: "activate", row: 0, col: 0 },
      { type: "ship", dock: 0 },
    ]);
    expect(state.seats[0].points).toBe(1);
  });

  it("banker: each ship in the coin dock pays 1 more coin on retiring", () => {
    const s = inPlay(2);
    train(s, 0, "banker");
    s.seats[0].harbour = [["S05", "S06"], [], [], []];
    const { state } = play(s, 0, { type: "retire", space: 2 });
    expect(state.seats[0].coins).toBe(6);
  });

  it("helps only the player who trained it", () => {
    const s = inPlay(2, 1);
    train(s, 0, "merchant");
    give(s, 1, { coins: 2 });
    expect(ruleCode(() => santaMaria.apply(s, 1, { type: "buy", resource: "grain" }))).toBe("cannot-afford");
  });
});

describe("bishops: end-game points for a countable requirement, −2 each", () => {
  const bishop = (id: string) => content.bishopById.get(id) as Bishop;

  it("Sea: 1 point per shipment tile", () => {
    const s = inPlay(2);
    s.seats[0].harbour = [["S05"], ["S06"], [], ["S07"]];
    expect(bishopPoints(s, 0, bishop("bishop-sea"))).toBe(3);
  });

  it("People: 1 point per colonist in the colony, developed or not", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": road(2), "4,4": road(1) });
    expect(bishopPoints(s, 0, bishop("bishop-people"))).toBe(3);
  });

  it("Frontier: 1 point per expansion tile (not town halls or road tiles)", () => {
    const s = inPlay(2);
    s.seats[0].tiles = [
      { tile: "D01", rotation: 0, row: 0, col: 0 },
      { tile: "T01", rotation: 0, row: 1, col: 0 },
      { tile: "road-1", rotation: 0, row: 2, col: 0 },
      { tile: "cabildo", rotation: 0, row: 3, col: 0 },
    ];
    expect(bishopPoints(s, 0, bishop("bishop-frontier"))).toBe(2);
  });

  it("Brotherhood: 2 points per monk placed on the common board", () => {
    const s = inPlay(2);
    s.monkSpaces[0].monks = [0];
    s.monkSpaces[6].monks = [1, 0];
    expect(bishopPoints(s, 0, bishop("bishop-brotherhood"))).toBe(4);
  });

  it("Builders: 2 points per fully developed row or column", () => {
    const s = inPlay(2);
    const cells: Record<string, ReturnType<typeof road>> = {};
    for (let i = 0; i < 6; i++) {
      cells[`0,${i}`] = road();
      cells[`${i},0`] = road();
    }
    colony(s, 0, cells);
    expect(bishopPoints(s, 0, bishop("bishop-builders"))).toBe(4);
  });

  it("Faith: 1 point per 2 spaces on the religion track", () => {
    const s = inPlay(2);
    s.seats[0].religion = 7;
    expect(bishopPoints(s, 0, bishop("bishop-faith"))).toBe(3);
  });

  it("counts −2 per bishop appointed even when its requirement scores nothing", () => {
    const s = inPlay(2);
    s.monkSpaces[3] = { kind: "bishop", id: "bishop-sea", monks: [0] };
    s.monkSpaces[4] = { kind: "bishop", id: "bishop-faith", monks: [0] };
    expect(finalScore(s, 0).bishops).toBe(-4);
  });
});
