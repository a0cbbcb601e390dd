import { describe, expect, it } from "vitest";
import { type SantaMariaEvent, type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { colonistPoints, gridOf } from "../../domain/santa-maria/colony";
import { content } from "../../domain/santa-maria/content";
import { endGame, finalScore } from "../../domain/santa-maria/scoring";
import { building, colony, copy, give, inPlay, ofType, road } from "./fixtures";

const full = (colonists: Record<string, number> = {}) => {
  const cells: Record<string, ReturnType<typeof road>> = {};
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) cells[`${row},${col}`] = road(colonists[`${row},${col}`] ?? 0);
  }
  return cells;
};

function ended(s: SantaMariaState) {
  const state = copy(s);
  const events: SantaMariaEvent[] = [];
  endGame(state, events);
  return { state, events };
}

describe("final scoring: resources and coins", () => {
  it("sells the remaining resources, then 1 point per 3 coins, rounded down", () => {
    const s = inPlay(2);
    give(s, 0, { coins: 5, wood: 1, gold: 1 });
    expect(finalScore(s, 0).coins).toBe(2);
    give(s, 0, { coins: 9 });
    expect(finalScore(s, 0).coins).toBe(3);
  });
});

describe("final scoring: colonists in fully developed rows and columns", () => {
  it("scores a line filled with buildings and roads, and nothing for a line with a gap", () => {
    const s = inPlay(2);
    const cells: Record<string, ReturnType<typeof road>> = {};
    for (let col = 0; col < 6; col++) cells[`2,${col}`] = road(col === 0 ? 2 : 0);
    cells["2,3"] = building([{ kind: "religion" }]) as never;
    cells["3,0"] = road(3);
    colony(s, 0, cells);
    expect(colonistPoints(gridOf(s.seats[0]))).toBe(2);
  });

  it("counts a colonist twice where both its row and its column are fully developed", () => {
    const s = inPlay(2);
    colony(s, 0, full({ "0,0": 1 }));
    // its row and its column: twice
    expect(colonistPoints(gridOf(s.seats[0]))).toBe(2);
  });
});

describe("final scoring: monks", () => {
  it("scores each scholar with a monk; each bishop is −2 and then its requirement", () => {
    const s = inPlay(2);
    const scholar = content.scholarById.get(s.monkSpaces[0].id);
    s.monkSpaces[0].monks = [0];
    const harbourBishop = "bishop-sea";
    s.monkSpaces[3] = { kind: "bishop", id: harbourBishop, monks: [0] };
    s.seats[0].harbour = [["S05", "S06"], ["S07"], [], []];
    const score = finalScore(s, 0);
    expect(score.scholars).toBe(scholar?.points);
    // 3 shipment tiles at 1 point each, less 2
    expect(score.bishops).toBe(1);
    expect(finalScore(s, 1)).toMatchObject({ scholars: 0, bishops: 0 });
  });
});

describe("final scoring: harbours and shipment tiles", () => {
  it("gives 3 points per set of one ship in each dock, and the points on every shipment tile", () => {
    const s = inPlay(2);
    s.seats[0].harbour = [["S05", "S06"], ["S07", "S08"], ["S09", "S10", "S11"], ["S12"]];
    const points = s.seats[0].harbour
      .flat()
      .reduce((n, id) => n + (content.shipmentById.get(id)?.points ?? 0), 0);
    expect(finalScore(s, 0)).toMatchObject({ harbours: 3, shipments: points });
  });
});

describe("end of game", () => {
  it("adds the final score to each player's points and reports the breakdown", () => {
    const s = inPlay(2);
    give(s, 0, { coins: 6 });
    s.seats[0].points = 10;
    const { state, events } = ended(s);
    expect(state.seats[0].points).toBe(12);
    expect(ofType(events, "finalScored")[0]).toMatchObject({ seat: 0, total: 12, score: { coins: 2 } });
    expect(state.final?.[0]).toEqual({
      coins: 2,
      colonists: 0,
      scholars: 0,
      bishops: 0,
      harbours: 0,
      shipments: 0,
    });
  });

  it("the tie-break: among equal scores, the player who retired closest to the '1st' symbol in the last year wins", () => {
    const s = inPlay(3);
    s.seats.forEach((me) => {
      me.points = 20;
    });
    s.seats[2].points = 25;
    s.retiring = [null, 1, null, 0, 2];
    const { state } = ended(s);
    expect(santaMaria.result(state)?.standings).toEqual([
      { seat: 2, score: 25, place: 1 },
      { seat: 1, score: 20, place: 2 },
      { seat: 0, score: 20, place: 3 },
    ]);
  });

  it("has no result before the end and no active seat after it", () => {
    const s = inPlay(2);
    expect(santaMaria.result(s)).toBeNull();
    const { state } = ended(s);
    expect(santaMaria.activeSeats(state)).toEqual([]);
    expect(santaMaria.legalActions(state, 0)).toEqual([]);
  });
});
