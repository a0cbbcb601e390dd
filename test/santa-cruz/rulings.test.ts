import { describe, expect, it } from "vitest";
import { RuleError } from "../../domain/core/rule-error";
import { type SantaCruzState, santaCruz } from "../../domain/santa-cruz";
import { content } from "../../domain/santa-cruz/content";
import { cardsInHand } from "../../domain/santa-cruz/sets";
import {
  hand,
  inPlay,
  newGame,
  play,
  playUntil,
  put,
  scoredEvents,
  scores,
  settle,
  siteWhere,
  tileOn,
} from "./fixtures";

const coast = (id: number) => content.map.sites[id].kind === "coast";
const volcano = (id: number) => content.map.sites[id].kind === "volcano";

function ruleCode(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error("expected a rule error");
}

describe("setup", () => {
  it("deals 4/3/2 scoring cards for 2/3/4 players and leaves the rest as the round-2 deck", () => {
    for (const [players, each] of [
      [2, 4],
      [3, 3],
      [4, 2],
    ]) {
      const s = santaCruz.setup("deal", players, { setAssignment: "draft" });
      expect(s.seats.map((seat) => seat.scoring.length)).toEqual(new Array(players).fill(each));
      expect(s.deck.length).toBe(16 - players * each);
      const all = [...s.deck, ...s.seats.flatMap((seat) => seat.scoring)];
      expect(new Set(all).size).toBe(16);
    }
  });

  it("gives each player 8 houses, 3 churches and 2 lighthouses", () => {
    expect(newGame(4).seats.map((seat) => seat.supply)).toEqual(
      new Array(4).fill({ house: 8, church: 3, lighthouse: 2 }),
    );
  });

  it("shuffles tiles by kind onto their sites; coast face up, land and volcano face down; spares unseen", () => {
    const s = newGame(3);
    s.tiles.forEach((tile, site) => {
      expect(content.tiles[tile].kind).toBe(content.map.sites[site].kind);
      expect(s.faceUp[site]).toBe(coast(site));
    });
    expect(s.spare.length).toBe(content.tiles.length - content.map.sites.length);
    expect(new Set([...s.tiles, ...s.spare]).size).toBe(content.tiles.length);
    expect(s.birdPile.length).toBe(22);
  });

  it("gives the same game for the same seed and another for another seed", () => {
    expect(newGame(3, "a")).toEqual(newGame(3, "a"));
    expect(newGame(3, "a").tiles).not.toEqual(newGame(3, "b").tiles);
  });

  it("refuses a player count outside 2 to 4", () => {
    expect(ruleCode(() => santaCruz.setup("x", 5, { setAssignment: "draft" }))).toBe("player-count");
    expect(ruleCode(() => santaCruz.setup("x", 1, { setAssignment: "draft" }))).toBe("player-count");
  });
});

describe("ruling 1: set draft or random sets", () => {
  it("drafts from the last seat counter-clockwise; seat 0 chooses last and starts", () => {
    let s = santaCruz.setup("draft", 3, { setAssignment: "draft" });
    expect(s.seats.every((seat) => seat.scoring.length === 3)).toBe(true);
    const order: number[] = [];
    while (s.phase === "draft") {
      const [seat] = santaCruz.activeSeats(s);
      order.push(seat);
      const [first] = santaCruz.legalActions(s, seat);
      s = play(s, seat, first).state;
    }
    expect(order).toEqual([2, 1, 0]);
    expect(s.phase).toBe("landing");
    expect(s.startSeat).toBe(0);
    expect(santaCruz.activeSeats(s)).toEqual([0]);
    expect(s.seats.map((seat) => seat.set)).toEqual(["C", "B", "A"]);
  });

  it("hands the last set to seat 0 when four players leave it no choice", () => {
    let s = santaCruz.setup("draft", 4, { setAssignment: "draft" });
    for (const [seat, set] of [
      [3, "D"],
      [2, "A"],
      [1, "C"],
    ] as const) {
      s = play(s, seat, { type: "chooseSet", set }).state;
    }
    expect(s.seats[0].set).toBe("B");
    expect(s.seats[0].cards).toEqual({ ship: 1, road: 4, river: 1, double: 1 });
    expect(s.phase).toBe("landing");
  });

  it("offers only sets not yet taken, and a taken set is refused", () => {
    let s = santaCruz.setup("draft", 2, { setAssignment: "draft" });
    s = play(s, 1, { type: "chooseSet", set: "B" }).state;
    expect(santaCruz.legalActions(s, 0)).toEqual([
      { type: "chooseSet", set: "A" },
      { type: "chooseSet", set: "C" },
      { type: "chooseSet", set: "D" },
    ]);
    expect(ruleCode(() => santaCruz.apply(s, 0, { type: "chooseSet", set: "B" }))).toBe("set-taken");
  });

  it("deals sets at random with the random option, and seat 0 starts", () => {
    const s = santaCruz.setup("random", 3, { setAssignment: "random" });
    expect(s.phase).toBe("landing");
    expect(s.startSeat).toBe(0);
    expect(new Set(s.seats.map((seat) => seat.set)).size).toBe(3);
    for (const seat of s.seats)
      expect(seat.cards).toEqual(content.components.buildingSets[seat.set as "A"].cards);
  });

  it("lets sets not taken leave the game: round 2 offers one package per player", () => {
    const s = newGame(2);
    const taken = s.seats.map((seat) => seat.set);
    const round2 = playUntil(s, (state) => state.phase === "package");
    expect(round2.packages.map((p) => p.set)).toEqual(taken);
  });
});

describe("ruling 2: start scores", () => {
  it("puts the start player on 0 and the others on 1, 2, 3 clockwise", () => {
    expect(scores(newGame(4))).toEqual([0, 1, 2, 3]);
    expect(scores(newGame(2))).toEqual([0, 1]);
  });
});

describe("landing", () => {
  it("lets each player in turn land on any free coast site, then cards are played", () => {
    let s = newGame(3);
    const coastSites = content.sitesOfKind.coast;
    expect(santaCruz.legalActions(s, 0)).toEqual(coastSites.map((site) => ({ type: "land", site })));
    const landed = [coastSites[0], coastSites[1], coastSites[2]];
    landed.forEach((site, seat) => {
      s = play(s, seat, { type: "land", site }).state;
    });
    expect(s.phase).toBe("play");
    expect(s.turn).toBe(0);
    expect(landed.map((site) => s.buildings[site])).toEqual([[0], [1], [2]]);
  });

  it("refuses a landing away from the coast", () => {
    const s = newGame(3);
    const land = siteWhere((site) => site.kind === "land");
    expect(ruleCode(() => santaCruz.apply(s, 0, { type: "land", site: land }))).toBe("site-out-of-reach");
  });
});

/** A coast site of the main island with a road, and the river whose mouth it is, if any. */
const mainCoast = siteWhere(
  (site, id) => site.island === "main" && coast(id) && content.roadNeighbours[id].length > 0,
);
const river = content.map.rivers[0];
const mouth = river.sites.find(coast) as number;

function shipTo(s: SantaCruzState, seat: number, site: number): SantaCruzState {
  hand(s, seat, { ship: 1 });
  const next = play(s, seat, { type: "playBuilding", card: "ship", site }).state;
  next.turn = seat;
  return next;
}

describe("ruling 3: where a card builds", () => {
  it("ship: any free coast site whose building is in supply", () => {
    const s = inPlay(3);
    put(s, 1, content.sitesOfKind.coast[0]);
    hand(s, 0, { ship: 1 });
    const sites = santaCruz.legalActions(s, 0).map((a) => ("site" in a ? a.site : null));
    expect(sites).toEqual(content.sitesOfKind.coast.slice(1));
  });

  it("road: a free face-up site one road segment from one of the player's buildings", () => {
    const s = shipTo(inPlay(3), 0, mainCoast);
    hand(s, 0, { road: 1 });
    const expected = content.roadNeighbours[mainCoast]
      .filter((n) => s.buildings[n].length === 0)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(santaCruz.legalActions(s, 0)).toEqual(
      expected.map((site) => ({ type: "playBuilding", card: "road", site })),
    );
  });

  it("river: any free site along a river where the player has a building, at any distance", () => {
    const s = shipTo(inPlay(3), 0, mouth);
    hand(s, 0, { river: 1 });
    const expected = river.sites.filter((site) => site !== mouth).sort((a, b) => a - b);
    expect(santaCruz.legalActions(s, 0)).toEqual(
      expected.map((site) => ({ type: "playBuilding", card: "river", site })),
    );
  });

  it("refuses an occupied site and a building not in supply", () => {
    const s = inPlay(3);
    const [a, b] = content.sitesOfKind.coast;
    put(s, 1, a);
    hand(s, 0, { ship: 1 });
    expect(ruleCode(() => santaCruz.apply(s, 0, { type: "playBuilding", card: "ship", site: a }))).toBe(
      "site-occupied",
    );
    s.seats[0].supply[content.tiles[s.tiles[b]].building] = 0;
    expect(ruleCode(() => santaCruz.apply(s, 0, { type: "playBuilding", card: "ship", site: b }))).toBe(
      "building-unavailable",
    );
    const land = siteWhere((site) => site.kind === "land");
    expect(ruleCode(() => santaCruz.apply(s, 0, { type: "playBuilding", card: "ship", site: land }))).toBe(
      "site-out-of-reach",
    );
  });
});

describe("ruling 4: face-down river sites", () => {
  const far = river.sites[river.sites.length - 1];

  it("are reached by a river card only, never by road", () => {
    const s = inPlay(3);
    put(s, 0, mouth);
    hand(s, 0, { road: 1, river: 1 });
    const actions = santaCruz.legalActions(s, 0);
    expect(s.faceUp[far]).toBe(false);
    expect(actions).toContainEqual({ type: "playBuilding", card: "river", site: far });
    expect(
      actions.filter(
        (a) => a.type === "playBuilding" && a.card === "road" && a.site !== undefined && !s.faceUp[a.site],
      ),
    ).toEqual([]);
  });

  it("is revealed, and built on when the player has the pictured building", () => {
    const s = inPlay(3);
    put(s, 0, mouth);
    hand(s, 0, { river: 1 });
    const tile = tileOn(s, far, (t) => t.building === "church");
    const { state, events } = play(s, 0, { type: "playBuilding", card: "river", site: far });
    expect(events.slice(1, 3)).toEqual([
      { type: "tileRevealed", site: far, tile: tile.id },
      { type: "built", seat: 0, site: far, building: "church", joined: false },
    ]);
    expect(state.buildings[far]).toEqual([0]);
  });

  it("ends the build step with nothing built when the pictured building is missing", () => {
    const s = inPlay(3);
    put(s, 0, mouth);
    hand(s, 0, { river: 1 });
    tileOn(s, far, (t) => t.building === "church");
    s.seats[0].supply.church = 0;
    const { state, events } = play(s, 0, { type: "playBuilding", card: "river", site: far });
    expect(state.faceUp[far]).toBe(true);
    expect(state.buildings[far]).toEqual([]);
    expect(events).toContainEqual({ type: "nothingBuilt", seat: 0, site: far, reason: "building-missing" });
    expect(state.seats[0].played.river).toBe(1);
    expect(state.turn).toBe(1);
  });
});

describe("ruling 5: building is mandatory when possible; a card that cannot build may be played", () => {
  it("refuses a card played without a site while a site is available", () => {
    const s = inPlay(3);
    hand(s, 0, { ship: 1 });
    expect(santaCruz.legalActions(s, 0)).not.toContainEqual({ type: "playBuilding", card: "ship" });
    expect(ruleCode(() => santaCruz.apply(s, 0, { type: "playBuilding", card: "ship" }))).toBe("must-build");
  });

  it("plays a card that cannot build, and the turn ends", () => {
    const s = inPlay(3);
    hand(s, 0, { road: 1 });
    expect(santaCruz.legalActions(s, 0)).toEqual([{ type: "playBuilding", card: "road" }]);
    const { state, events } = play(s, 0, { type: "playBuilding", card: "road" });
    expect(events).toContainEqual({ type: "nothingBuilt", seat: 0, site: null, reason: "no-site" });
    expect(state.seats[0].played.road).toBe(1);
    expect(state.turn).toBe(1);
  });

  it("rulebook example: on a short river whose only free site needs a church he lacks, Red cannot build", () => {
    const s = inPlay(3);
    put(s, 0, mouth);
    for (const site of river.sites)
      if (s.buildings[site].length === 0 && site !== river.sites[1]) put(s, 1, site);
    const only = river.sites[1];
    tileOn(s, only, (t) => t.building === "church");
    s.faceUp[only] = true;
    s.seats[0].supply.church = 0;
    hand(s, 0, { river: 1 });
    expect(santaCruz.legalActions(s, 0)).toEqual([{ type: "playBuilding", card: "river" }]);
    const { state } = play(s, 0, { type: "playBuilding", card: "river" });
    expect(state.buildings[only]).toEqual([]);
    expect(state.turn).toBe(1);
  });
});

describe("ruling 6: after placing, score, take a bird chit, reveal the neighbours", () => {
  it("rulebook example: Red's lighthouse on the volcanic island's coast gives 2 points and a bird", () => {
    const s = inPlay(3);
    const site = siteWhere((site, id) => site.island === "fire" && coast(id));
    const tile = tileOn(s, site, (t) => t.building === "lighthouse" && t.points === 2 && t.bird);
    hand(s, 0, { ship: 1 });
    const before = s.seats[0].score;
    const hidden = [...content.roadNeighbours[site], ...content.riverNeighbours[site]].filter(
      (n) => !s.faceUp[n],
    );
    expect(hidden.length).toBeGreaterThan(0);
    const { state, events } = play(s, 0, { type: "playBuilding", card: "ship", site });
    expect(state.seats[0].score).toBe(before + 2);
    expect(state.seats[0].birds).toEqual([s.birdPile[s.birdPile.length - 1]]);
    expect(state.birdPile.length).toBe(21);
    expect(events.map((e) => e.type)).toEqual([
      "cardPlayed",
      "built",
      "scored",
      "birdTaken",
      ...hidden.map(() => "tileRevealed"),
    ]);
    for (const n of hidden) expect(state.faceUp[n]).toBe(true);
    expect(tile.points).toBe(2);
  });

  it("takes no chit once the bird chits are gone", () => {
    const s = inPlay(3);
    const site = content.sitesOfKind.coast[0];
    tileOn(s, site, (t) => t.bird);
    s.birdPile = [];
    hand(s, 0, { ship: 1 });
    const { state, events } = play(s, 0, { type: "playBuilding", card: "ship", site });
    expect(state.seats[0].birds).toEqual([]);
    expect(events.some((e) => e.type === "birdTaken")).toBe(false);
  });
});

describe("ruling 7: double move", () => {
  it("makes two build steps of the named kind, the second chosen after the first", () => {
    const s = shipTo(inPlay(3), 0, mainCoast);
    hand(s, 0, { double: 1, ship: 1 });
    const first = content.roadNeighbours[mainCoast].find((n) => s.buildings[n].length === 0) as number;
    const { state } = play(s, 0, { type: "playDouble", mode: "road", site: first });
    expect(state.pending).toBe("road");
    expect(santaCruz.activeSeats(state)).toEqual([0]);
    const second = santaCruz.legalActions(state, 0);
    expect(second.every((a) => a.type === "build")).toBe(true);
    const expected = [mainCoast, first]
      .flatMap((own) => content.roadNeighbours[own])
      .filter((n) => state.buildings[n].length === 0 && state.faceUp[n]);
    expect(second.map((a) => ("site" in a ? a.site : null))).toEqual(
      [...new Set(expected)].sort((a, b) => a - b),
    );
    expect(
      ruleCode(() =>
        santaCruz.apply(state, 0, { type: "playBuilding", card: "ship", site: content.sitesOfKind.coast[5] }),
      ),
    ).toBe("double-move-pending");
    const after = play(state, 0, second[0]).state;
    expect(after.pending).toBe(null);
    expect(after.turn).toBe(1);
    expect(after.seats[0].played.double).toBe(1);
  });

  it("makes the second step even when the first built nothing", () => {
    const s = inPlay(3);
    put(s, 0, mouth);
    const far = river.sites[river.sites.length - 1];
    tileOn(s, far, (t) => t.building === "church");
    s.seats[0].supply.church = 0;
    hand(s, 0, { double: 1 });
    const { state, events } = play(s, 0, { type: "playDouble", mode: "river", site: far });
    expect(events).toContainEqual({ type: "nothingBuilt", seat: 0, site: far, reason: "building-missing" });
    expect(state.pending).toBe("river");
    expect(santaCruz.legalActions(state, 0).length).toBeGreaterThan(0);
  });
});

describe("ruling 8: the last player's one join per round", () => {
  function joinable(): { s: SantaCruzState; site: number } {
    const s = inPlay(3, 2);
    const site = content.sitesOfKind.coast[0];
    put(s, 0, site);
    return { s, site };
  }

  it("lets the seat before the start player build on a site with one building of another player", () => {
    const { s, site } = joinable();
    hand(s, 2, { ship: 1 });
    const { state, events } = play(s, 2, { type: "playBuilding", card: "ship", site });
    expect(state.buildings[site]).toEqual([0, 2]);
    expect(events).toContainEqual({
      type: "built",
      seat: 2,
      site,
      building: content.tiles[s.tiles[site]].building,
      joined: true,
    });
    expect(state.joinUsed).toBe(true);
  });

  it("allows it once per round only", () => {
    const { s, site } = joinable();
    hand(s, 2, { ship: 2 });
    const other = content.sitesOfKind.coast[1];
    put(s, 1, other);
    const { state } = play(s, 2, { type: "playBuilding", card: "ship", site });
    state.turn = 2;
    expect(santaCruz.legalActions(state, 2)).not.toContainEqual({
      type: "playBuilding",
      card: "ship",
      site: other,
    });
    expect(
      ruleCode(() => santaCruz.apply(state, 2, { type: "playBuilding", card: "ship", site: other })),
    ).toBe("site-occupied");
  });

  it("is for the last player only", () => {
    const { s, site } = joinable();
    s.turn = 1;
    hand(s, 1, { ship: 1 });
    expect(santaCruz.legalActions(s, 1)).not.toContainEqual({ type: "playBuilding", card: "ship", site });
  });

  it("never joins a site holding two buildings or only the player's own", () => {
    const { s, site } = joinable();
    put(s, 1, site);
    const own = content.sitesOfKind.coast[1];
    put(s, 2, own);
    hand(s, 2, { ship: 1 });
    const sites = santaCruz.legalActions(s, 2).map((a) => ("site" in a ? a.site : null));
    expect(sites).not.toContain(site);
    expect(sites).not.toContain(own);
  });

  it("is optional: with only a join possible, the card may build nothing", () => {
    const { s, site } = joinable();
    for (const other of content.sitesOfKind.coast) {
      if (other === site) continue;
      put(s, 0, other);
      put(s, 1, other);
    }
    hand(s, 2, { ship: 1 });
    expect(santaCruz.legalActions(s, 2)).toEqual([
      { type: "playBuilding", card: "ship", site },
      { type: "playBuilding", card: "ship" },
    ]);
    const { events } = play(s, 2, { type: "playBuilding", card: "ship" });
    expect(events).toContainEqual({ type: "nothingBuilt", seat: 2, site: null, reason: "declined" });
  });

  it("is allowed on the landing", () => {
    let s = newGame(3);
    const site = content.sitesOfKind.coast[0];
    s = play(s, 0, { type: "land", site }).state;
    s = play(s, 1, { type: "land", site: content.sitesOfKind.coast[1] }).state;
    s = play(s, 2, { type: "land", site }).state;
    expect(s.buildings[site]).toEqual([0, 2]);
  });

  it("counts both buildings in full for every scoring card", () => {
    const { s, site } = joinable();
    const tile = tileOn(s, site, (t) => t.resources.includes("fish") && t.fishBonus > 0);
    s.buildings[site] = [0, 2];
    hand(s, 2, {}, ["fish"]);
    const { events } = play(s, 2, { type: "playScoring", card: "fish" });
    expect(scoredEvents(events)).toEqual([
      { seat: 2, points: 5 + tile.fishBonus },
      { seat: 0, points: 5 + tile.fishBonus },
    ]);
  });
});

describe("ruling 9: a scoring card scores everyone who meets it, its player first, then clockwise", () => {
  it("scores seat 1, then 2, then 0 when seat 1 plays it", () => {
    const s = inPlay(3, 1);
    for (const seat of [0, 1, 2]) settle(s, seat, (t) => t.resources.includes("wood"));
    hand(s, 1, {}, ["wood"]);
    const { events } = play(s, 1, { type: "playScoring", card: "wood" });
    expect(scoredEvents(events).map((e) => e.seat)).toEqual([1, 2, 0]);
    expect(events[0]).toEqual({ type: "scoringCardPlayed", seat: 1, card: "wood" });
  });

  it("gives nothing to a player who does not meet the card", () => {
    const s = inPlay(3, 0);
    settle(s, 0, (t) => t.resources.includes("sugar"));
    hand(s, 0, {}, ["sugar"]);
    const { state, events } = play(s, 0, { type: "playScoring", card: "sugar" });
    expect(scoredEvents(events)).toEqual([{ seat: 0, points: 7 }]);
    expect(scores(state)).toEqual([7, 1, 2]);
  });
});

describe("ruling 10: score track order", () => {
  it("ranks a player who arrives on a held score behind those already there", () => {
    const s = inPlay(3, 0);
    s.seats[0].score = 3;
    settle(s, 0, (t) => t.resources.includes("wood"));
    settle(s, 1, (t) => t.resources.includes("wood"));
    s.seats[1].score = 3;
    hand(s, 0, {}, ["wood"]);
    const { state } = play(s, 0, { type: "playScoring", card: "wood" });
    expect(scores(state)).toEqual([9, 9, 2]);
    const view = santaCruz.view(state, null);
    expect(view.seats.map((seat) => seat.place)).toEqual([1, 2, 3]);
  });

  it("never lets a score go below 0", () => {
    const s = inPlay(2, 0);
    settle(
      s,
      1,
      () => true,
      (_, id) => volcano(id),
    );
    settle(
      s,
      1,
      () => true,
      (_, id) => volcano(id),
    );
    s.seats[1].score = 3;
    hand(s, 0, {}, ["eruption"]);
    const { state, events } = play(s, 0, { type: "playScoring", card: "eruption" });
    expect(state.seats[1].score).toBe(0);
    expect(scoredEvents(events)).toEqual([{ seat: 1, points: -3 }]);
  });

  it("decides the winner by score, then arrival", () => {
    const s = inPlay(2, 0);
    s.seats[0].score = 50;
    s.seats[0].arrival = 9;
    s.seats[1].score = 50;
    s.seats[1].arrival = 4;
    s.phase = "over";
    expect(santaCruz.result(s)?.standings).toEqual([
      { seat: 1, score: 50, place: 1 },
      { seat: 0, score: 50, place: 2 },
    ]);
  });
});

describe("ruling 11: four houses, one of each, four connected count the board now", () => {
  it("four houses: at least four houses built", () => {
    const s = inPlay(2, 0);
    for (let i = 0; i < 3; i++) settle(s, 1, (t) => t.building === "house");
    hand(s, 0, {}, ["four-houses"]);
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "four-houses" }).events)).toEqual([]);
    settle(s, 1, (t) => t.building === "house");
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "four-houses" }).events)).toEqual([
      { seat: 1, points: 6 },
    ]);
  });

  it("one of each: a house, a church and a lighthouse", () => {
    const s = inPlay(2, 0);
    settle(s, 1, (t) => t.building === "house");
    settle(s, 1, (t) => t.building === "church");
    hand(s, 0, {}, ["one-of-each"]);
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "one-of-each" }).events)).toEqual([]);
    settle(s, 1, (t) => t.building === "lighthouse");
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "one-of-each" }).events)).toEqual([
      { seat: 1, points: 6 },
    ]);
  });

  it("four connected: linked by road segments through the player's own buildings, branching allowed", () => {
    const s = inPlay(2, 0);
    const hub = siteWhere((_, id) => content.roadNeighbours[id].length >= 3);
    const [a, b, c] = content.roadNeighbours[hub];
    for (const site of [a, b, c]) put(s, 1, site);
    hand(s, 0, {}, ["connected"]);
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "connected" }).events)).toEqual([]);
    put(s, 1, hub);
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "connected" }).events)).toEqual([
      { seat: 1, points: 7 },
    ]);
    s.buildings[hub] = [0];
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "connected" }).events)).toEqual([]);
  });
});

describe("ruling 12: coast, river and volcano cards; the fish bonus", () => {
  it("counts a site that is both coast and river for both cards", () => {
    const s = inPlay(2, 0);
    put(s, 1, mouth);
    hand(s, 0, {}, ["coast", "river"]);
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "coast" }).events)).toEqual([
      { seat: 1, points: 3 },
    ]);
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "river" }).events)).toEqual([
      { seat: 1, points: 3 },
    ]);
  });

  it("counts the fish bonus per building on the fish and sheep+fish cards only", () => {
    const s = inPlay(2, 0);
    const first = settle(s, 1, (t) => t.resources.includes("fish") && !t.resources.includes("sheep"));
    const second = settle(s, 1, (t) => t.resources.includes("fish") && !t.resources.includes("sheep"));
    const bonus = content.tiles[s.tiles[first]].fishBonus + content.tiles[s.tiles[second]].fishBonus;
    hand(s, 0, {}, ["fish", "sheep-fish", "sheep"]);
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "fish" }).events)).toEqual([
      { seat: 1, points: 5 + bonus },
    ]);
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "sheep-fish" }).events)).toEqual([
      { seat: 1, points: 3 + bonus },
    ]);
    expect(scoredEvents(play(s, 0, { type: "playScoring", card: "sheep" }).events)).toEqual([]);
  });
});

describe("ruling 13: the eruption", () => {
  it("costs 2 per volcano building, removes those buildings for the round, frees the sites at once", () => {
    let s = inPlay(2, 0);
    const site = settle(
      s,
      1,
      () => true,
      (_, id) => volcano(id),
    );
    settle(
      s,
      1,
      () => true,
      (_, id) => volcano(id),
    );
    const supply = { ...s.seats[1].supply };
    s.seats[1].score = 10;
    hand(s, 0, { river: 1 }, ["eruption"]);
    const { state, events } = play(s, 0, { type: "playScoring", card: "eruption" });
    expect(scoredEvents(events)).toEqual([{ seat: 1, points: -4 }]);
    expect(state.buildings.filter((_, id) => volcano(id)).every((b) => b.length === 0)).toBe(true);
    expect(state.seats[1].supply).toEqual(supply);
    expect(events[events.length - 1]).toMatchObject({ type: "erupted" });
    s = state;
    s.turn = 1;
    hand(s, 1, { ship: 1 });
    put(s, 1, mouth);
    expect(s.buildings[site]).toEqual([]);
    expect(santaCruz.view(s, 1).sites[site].buildings).toEqual([]);
  });
});

/** True when one card is left in all hands, and the round's last seat holds it. */
function lastCardOfRound(round: 1 | 2) {
  return (s: SantaCruzState) =>
    s.round === round &&
    s.phase === "play" &&
    s.pending === null &&
    s.seats.reduce((sum, _, seat) => sum + cardsInHand(s, seat), 0) === 1;
}

/** Plays random legal actions to the start of round 2's package choice. */
function atPackages(players: number, seed = "packages"): SantaCruzState {
  return playUntil(newGame(players, seed), (s) => s.phase === "package", seed);
}

describe("ruling 14: round 2 cleanup", () => {
  it("returns every building, keeps tiles and bird chits, and deals each player one unseen card", () => {
    const before = playUntil(newGame(3, "clean"), lastCardOfRound(1), "clean");
    expect(before.turn).toBe(2);
    const last = santaCruz.legalActions(before, 2)[0];
    const { state, events } = santaCruz.apply(before, 2, last);
    expect(state.phase).toBe("package");
    expect(state.buildings.every((b) => b.length === 0)).toBe(true);
    expect(state.seats.map((p) => p.supply)).toEqual(
      new Array(3).fill({ house: 8, church: 3, lighthouse: 2 }),
    );
    for (let site = 0; site < state.faceUp.length; site++)
      if (before.faceUp[site]) expect(state.faceUp[site]).toBe(true);
    expect(state.seats.map((p) => p.birds)).toEqual(before.seats.map((p) => p.birds));
    const drawn = events.filter((e) => e.type === "cardDrawn");
    expect(drawn.map((e) => e.seat)).toEqual([0, 1, 2]);
    expect(state.seats.map((p) => p.scoring.length)).toEqual([1, 1, 1]);
    expect(santaCruz.viewEvent(drawn[0], 1)).toEqual({ type: "cardDrawn", seat: 0 });
    expect(santaCruz.viewEvent(drawn[0], 0)).toEqual(drawn[0]);
  });
});

describe("ruling 15: packages are chosen by rank, lowest first; the leader takes the last", () => {
  it("offers each round-1 set with the scoring cards played from it, lowest rank choosing first", () => {
    const s = atPackages(4);
    const order = santaCruz
      .view(s, null)
      .seats.sort((a, b) => b.place - a.place)
      .map((p) => p.seat);
    expect(s.packages.map((p) => p.scoring.length)).toEqual([2, 2, 2, 2]);
    let state = s;
    const choosers: number[] = [];
    while (state.phase === "package") {
      const [seat] = santaCruz.activeSeats(state);
      choosers.push(seat);
      const actions = santaCruz.legalActions(state, seat);
      state = play(state, seat, actions[actions.length - 1]).state;
    }
    expect(choosers).toEqual(order.slice(0, 3));
    expect(state.packages.find((p) => p.takenBy === order[3])).toBeDefined();
    for (const p of state.packages) {
      const taker = state.seats[p.takenBy as number];
      expect(taker.set).toBe(p.set);
      for (const card of p.scoring) expect(taker.scoring).toContain(card);
      expect(taker.scoring.length).toBe(3);
    }
  });

  it("lets a player take their own package, and refuses a package already taken", () => {
    const s = atPackages(3);
    const [seat] = santaCruz.activeSeats(s);
    const { state } = play(s, seat, { type: "choosePackage", package: seat });
    expect(state.packages[seat].takenBy).toBe(seat);
    expect(state.seats[seat].set).toBe(s.packages[seat].set);
    const [nextSeat] = santaCruz.activeSeats(state);
    expect(ruleCode(() => santaCruz.apply(state, nextSeat, { type: "choosePackage", package: seat }))).toBe(
      "package-taken",
    );
  });
});

describe("ruling 16: simultaneous secret discards", () => {
  function atDiscard(): SantaCruzState {
    return playUntil(atPackages(3), (s) => s.phase === "discard");
  }

  it("makes every seat active at once, in any order", () => {
    const s = atDiscard();
    expect(santaCruz.activeSeats(s)).toEqual([0, 1, 2]);
    const card = s.seats[2].scoring[0];
    const { state, events } = play(s, 2, { type: "discard", card });
    expect(santaCruz.activeSeats(state)).toEqual([0, 1]);
    expect(state.seats[2].scoring).toContain(card);
    expect(santaCruz.viewEvent(events[0], 0)).toEqual({ type: "cardDiscarded", seat: 2 });
    expect(santaCruz.view(state, 0).seats[2]).toMatchObject({ discarded: true });
    expect(santaCruz.view(state, 0).seats[2].pendingDiscard).toBeUndefined();
    expect(santaCruz.view(state, 2).seats[2].pendingDiscard).toBe(card);
    expect(ruleCode(() => santaCruz.apply(state, 2, { type: "discard", card }))).toBe("not-your-turn");
  });

  it("removes all discards together once the last seat has chosen, the drawn card included", () => {
    let s = atDiscard();
    const chosen = s.seats.map((p) => p.scoring[0]);
    for (const seat of [1, 0, 2]) s = play(s, seat, { type: "discard", card: chosen[seat] }).state;
    s.seats.forEach((p, seat) => {
      expect(p.scoring).not.toContain(chosen[seat]);
      expect(p.scoring.length).toBe(3);
      expect(p.discard).toBe(null);
    });
  });
});

describe("ruling 17: the lowest-ranked player starts round 2, with a landing", () => {
  it("starts round 2 with the last on the score track", () => {
    const s = playUntil(atPackages(4), (state) => state.phase === "landing");
    const last = santaCruz.view(s, null).seats.find((p) => p.place === 4)?.seat;
    expect(s.round).toBe(2);
    expect(s.startSeat).toBe(last);
    expect(santaCruz.activeSeats(s)).toEqual([last]);
    expect(santaCruz.legalActions(s, last as number).every((a) => a.type === "land")).toBe(true);
  });
});

describe("ruling 18: bird chits at the end", () => {
  it("are revealed and scored from the player who played the last card, clockwise, and the game ends", () => {
    const s = playUntil(newGame(3, "end"), lastCardOfRound(2), "end");
    const lastPlayer = s.turn;
    const actions = santaCruz.legalActions(s, lastPlayer);
    const { state, events } = santaCruz.apply(s, lastPlayer, actions[0]);
    if (state.phase !== "over") throw new Error("the last card should end the game");
    const revealed = events.filter((e) => e.type === "birdsRevealed");
    expect(revealed.map((e) => e.seat)).toEqual([0, 1, 2].map((i) => (lastPlayer + i) % 3));
    revealed.forEach((e) => {
      const before = s.seats[e.seat];
      expect(e.values).toEqual(before.birds);
    });
    expect(events[events.length - 1]).toMatchObject({ type: "gameEnded" });
    expect(santaCruz.activeSeats(state)).toEqual([]);
    const standings = santaCruz.result(state)?.standings ?? [];
    expect(standings.map((p) => p.place)).toEqual([1, 2, 3]);
    for (let i = 1; i < standings.length; i++)
      expect(standings[i - 1].score).toBeGreaterThanOrEqual(standings[i].score);
  });
});
