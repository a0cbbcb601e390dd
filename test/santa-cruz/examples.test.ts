import { describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { content } from "../../domain/santa-cruz/content";
import type { Tile } from "../../domain/santa-cruz/content/schema";
import { hand, inPlay, newGame, play, playUntil, put, scoredEvents, settle, siteWhere } from "./fixtures";

const RED = 0;
const BLUE = 1;
const GREEN = 2;

const fishWithBonus = (bonus: number) => (t: Tile) =>
  t.resources.includes("fish") && !t.resources.includes("sheep") && t.fishBonus === bonus;

/** Plays one scoring card from seat 0 and returns the points each seat scored. */
function score(s: ReturnType<typeof inPlay>, card: string) {
  hand(s, 0, {}, [card]);
  return scoredEvents(play(s, 0, { type: "playScoring", card }).events);
}

describe("worked examples of the rulebooks", () => {
  it("wood (English p.6): Red on wood and gold, Blue on wood: both receive 6", () => {
    const s = inPlay(3);
    settle(s, RED, (t) => t.resources.includes("wood") && t.resources.includes("gold"));
    settle(s, BLUE, (t) => t.resources.includes("wood"));
    expect(score(s, "wood")).toEqual([
      { seat: RED, points: 6 },
      { seat: BLUE, points: 6 },
    ]);
  });

  it("gold 10 (English p.6): Blue receives only 10 points despite two gold buildings", () => {
    const s = inPlay(3);
    settle(s, BLUE, (t) => t.resources.includes("gold"));
    settle(s, BLUE, (t) => t.resources.includes("gold"));
    expect(score(s, "gold-10")).toEqual([{ seat: BLUE, points: 10 }]);
  });

  it("sheep + fish (English p.6): Red, with no sheep, gets 3 and 4 extra for the fish bonus", () => {
    const s = inPlay(3);
    settle(s, RED, fishWithBonus(3));
    settle(s, RED, fishWithBonus(1));
    expect(score(s, "sheep-fish")).toEqual([{ seat: RED, points: 3 + 4 }]);
  });

  it("fish bonus (French summary): Green with fish bonuses +3 and +1 gains 5 + 3 + 1 = 9", () => {
    const s = inPlay(3);
    settle(s, GREEN, fishWithBonus(3));
    settle(s, GREEN, fishWithBonus(1));
    expect(score(s, "fish")).toEqual([{ seat: GREEN, points: 9 }]);
  });

  it("fish bonus (online rules): Green with +1 gets 6, Blue with +2 and +3 gets 10", () => {
    const s = inPlay(3);
    settle(s, GREEN, fishWithBonus(1));
    settle(s, BLUE, fishWithBonus(2));
    settle(s, BLUE, fishWithBonus(3));
    expect(score(s, "fish")).toEqual([
      { seat: BLUE, points: 10 },
      { seat: GREEN, points: 6 },
    ]);
  });

  it("coast (English p.7): Red with two coast buildings 6 points, Blue with one 3 points", () => {
    const s = inPlay(3);
    const [a, b, c] = content.sitesOfKind.coast;
    put(s, RED, a);
    put(s, RED, b);
    put(s, BLUE, c);
    expect(score(s, "coast")).toEqual([
      { seat: RED, points: 6 },
      { seat: BLUE, points: 3 },
    ]);
  });

  it("river (English p.7): Red and Blue with one river building each: 3 points each", () => {
    const s = inPlay(3);
    const [north, west] = content.map.rivers;
    put(s, RED, north.sites[1]);
    put(s, BLUE, west.sites[2]);
    expect(score(s, "river")).toEqual([
      { seat: RED, points: 3 },
      { seat: BLUE, points: 3 },
    ]);
  });

  it("volcano and eruption (English p.7): Red and Green 3 points each, then -2 each", () => {
    const s = inPlay(3);
    s.seats[RED].score = 10;
    s.seats[GREEN].score = 10;
    const isVolcano = (id: number) => content.map.sites[id].kind === "volcano";
    settle(
      s,
      RED,
      () => true,
      (_, id) => isVolcano(id),
    );
    settle(
      s,
      GREEN,
      () => true,
      (_, id) => isVolcano(id),
    );
    expect(score(s, "volcano")).toEqual([
      { seat: RED, points: 3 },
      { seat: GREEN, points: 3 },
    ]);
    expect(score(s, "eruption")).toEqual([
      { seat: RED, points: -2 },
      { seat: GREEN, points: -2 },
    ]);
  });

  it("bird chits (English p.7): a player with three chits receives 6 points, whatever their values", () => {
    const s = inPlay(3);
    s.seats[BLUE].birds = [3, 1, 2];
    expect(score(s, "birds")).toEqual([{ seat: BLUE, points: 6 }]);
  });

  it("four connected (French summary): buildings in a line or branching, linked by roads", () => {
    const s = inPlay(3);
    const start = siteWhere((_, id) => content.roadNeighbours[id].length >= 2);
    const chain = [start];
    while (chain.length < 4) {
      const next = chain.flatMap((site) => content.roadNeighbours[site]).find((n) => !chain.includes(n));
      chain.push(next as number);
    }
    for (const site of chain) put(s, RED, site);
    expect(score(s, "connected")).toEqual([{ seat: RED, points: 7 }]);
  });
});

describe("round 2 example (English p.8)", () => {
  it("Green, furthest behind, chooses first and starts; Blue takes his own set; Yellow, ahead, takes the last", () => {
    const [red, blue, green, yellow] = [0, 1, 2, 3];
    let s = playUntil(newGame(4, "round-2"), (state) => state.phase === "package", "round-2");
    for (const [seat, score] of [
      [red, 30],
      [blue, 40],
      [green, 20],
      [yellow, 50],
    ]) {
      s.seats[seat].score = score;
    }
    expect(santaCruz.activeSeats(s)).toEqual([green]);
    const packageOf = (seat: number) => s.packages.findIndex((p) => p.set === s.packages[seat].set);
    s = play(s, green, { type: "choosePackage", package: packageOf(yellow) }).state;
    expect(santaCruz.activeSeats(s)).toEqual([red]);
    s = play(s, red, { type: "choosePackage", package: packageOf(green) }).state;
    expect(santaCruz.activeSeats(s)).toEqual([blue]);
    const { state, events } = play(s, blue, { type: "choosePackage", package: packageOf(blue) });
    expect(events.filter((e) => e.type === "packageChosen").map((e) => e.seat)).toEqual([blue, yellow]);
    expect(state.packages[packageOf(red)].takenBy).toBe(yellow);
    let round2 = state;
    for (const seat of [red, blue, green, yellow]) {
      round2 = play(round2, seat, { type: "discard", card: round2.seats[seat].scoring[0] }).state;
    }
    expect(round2.startSeat).toBe(green);
    expect(santaCruz.activeSeats(round2)).toEqual([green]);
  });
});
