import { describe, expect, it } from "vitest";
import { type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { content } from "../../domain/santa-maria/content";
import { finalScore } from "../../domain/santa-maria/scoring";
import { paymentWays } from "../../domain/santa-maria/storage";
import { endYear } from "../../domain/santa-maria/years";
import {
  colony,
  copy,
  decision,
  give,
  inPlay,
  newGame,
  ofType,
  play,
  playAll,
  religionBuilding,
  ruleCode,
  shipping,
  trading,
  types,
} from "./fixtures";

const activate = { type: "activate", row: 0, col: 0 } as const;
const woodForCoins = trading([{ wood: 1 }], [{ coins: 3 }]);

/** Seat 0 to act with one building at 0,0, these resources and a coin for the activation. */
function withBuilding(cell: Parameters<typeof colony>[2][string], what: Parameters<typeof give>[2]) {
  const s = inPlay(2);
  colony(s, 0, { "0,0": cell });
  give(s, 0, { ...what, coins: (what.coins ?? 0) + 1 });
  return s;
}

describe("ruling 5: gold is a true wildcard, and the player chooses how to pay", () => {
  it("lets a 'wood → 3 coins' trade spend the wood or the gold of a player holding 1 of each", () => {
    const s = withBuilding(woodForCoins, { wood: 1, gold: 1 });
    const { state } = playAll(s, 0, [activate, { type: "trade", pay: 0, gain: 0 }]);
    expect(decision(state)).toBe("payment");
    expect(state.pending[0]).toMatchObject({ ways: [{ wood: 1 }, { gold: 1 }] });
    expect(santaMaria.legalActions(state, 0)).toEqual([
      { type: "pay", way: 0 },
      { type: "pay", way: 1 },
    ]);
    const byGold = play(state, 0, { type: "pay", way: 1 });
    expect(byGold.state.seats[0]).toMatchObject({ coins: 3, storage: { wood: 1, gold: 0 } });
    expect(ofType(byGold.events, "paid")).toEqual([{ type: "paid", seat: 0, cost: { gold: 1 }, coins: 0 }]);
    const byWood = play(state, 0, { type: "pay", way: 0 }).state;
    expect(byWood.seats[0]).toMatchObject({ coins: 3, storage: { wood: 0, gold: 1 } });
  });

  it("pays at once where there is a single way: without gold, or with gold only for what is missing", () => {
    const plain = withBuilding(woodForCoins, { wood: 1 });
    expect(playAll(plain, 0, [activate, { type: "trade", pay: 0, gain: 0 }]).state.seats[0].coins).toBe(3);
    const short = withBuilding(woodForCoins, { gold: 2 });
    const { state } = playAll(short, 0, [activate, { type: "trade", pay: 0, gain: 0 }]);
    expect(state.pending).toEqual([]);
    expect(state.seats[0].storage.gold).toBe(1);
  });

  it("lists each distinct way once, fewest gold first, gold always paying for gold", () => {
    const store = { wood: 2, grain: 1, sugar: 0, gems: 0, gold: 3 };
    expect(paymentWays(store, { wood: 2, grain: 1 })).toEqual([
      { wood: 2, grain: 1 },
      { wood: 2, gold: 1 },
      { wood: 1, grain: 1, gold: 1 },
      { wood: 1, gold: 2 },
      { grain: 1, gold: 2 },
      { gold: 3 },
    ]);
    expect(paymentWays(store, { sugar: 1, wood: 1 })).toEqual([{ wood: 1, gold: 1 }, { gold: 2 }]);
    expect(paymentWays(store, { gold: 3 })).toEqual([{ gold: 3 }]);
    expect(paymentWays(store, { gems: 4 })).toEqual([]);
  });

  it("keeps the list of expansions as long as without gold: the way to pay is chosen after the tile", () => {
    const s = inPlay(2);
    s.display = ["D01", "T01"];
    give(s, 0, { wood: 2, grain: 1 });
    const count = (state: SantaMariaState) =>
      santaMaria.legalActions(state, 0).filter((a) => a.type === "expand").length;
    const withGold = copy(s);
    give(withGold, 0, { wood: 2, grain: 1, gold: 2 });
    expect(count(withGold)).toBe(count(s));
    const expand = santaMaria.legalActions(withGold, 0).find((a) => a.type === "expand" && a.tile === "T01");
    if (!expand) throw new Error("no triple to place");
    const asked = play(withGold, 0, expand).state;
    expect(asked.mainDone).toBe(false);
    expect(asked.seats[0].tiles).toEqual([]);
    expect(asked.pending[0]).toMatchObject({ kind: "payment", ways: { length: 5 }, action: expand });
    const { state, events } = play(asked, 0, { type: "pay", way: 3 });
    expect(state.seats[0]).toMatchObject({ storage: { wood: 1, grain: 1, gold: 0 } });
    expect(state.seats[0].tiles).toHaveLength(1);
    expect(state.mainDone).toBe(true);
    expect(ofType(events, "expanded")[0].paid).toEqual({ wood: 1, gold: 2 });
  });

  it("lets gold stand in for sugar held when shipping, and for grain held on the extra step", () => {
    const s = withBuilding(shipping(), { wood: 1, sugar: 1, gold: 1 });
    s.docks = ["S04", null, null, null];
    const shipped = playAll(s, 0, [activate, { type: "ship", dock: 0 }]).state;
    expect(shipped.pending[0]).toMatchObject({
      ways: [
        { wood: 1, sugar: 1 },
        { wood: 1, gold: 1 },
        { sugar: 1, gold: 1 },
      ],
    });
    expect(play(shipped, 0, { type: "pay", way: 1 }).state.seats[0]).toMatchObject({
      storage: { wood: 0, sugar: 1, gold: 0 },
      harbour: [["S04"], [], [], []],
    });
    const pious = withBuilding(religionBuilding(), { grain: 1, gold: 1 });
    const step = playAll(pious, 0, [activate, { type: "extraStep" }]).state;
    const { state } = play(step, 0, { type: "pay", way: 1 });
    expect(state.seats[0]).toMatchObject({ religion: 2, storage: { grain: 1, gold: 0 } });
  });

  it("asks for the payment before anything else: no free action, no end of turn, no declining it", () => {
    const s = withBuilding(woodForCoins, { wood: 1, gold: 1 });
    const { state } = playAll(s, 0, [activate, { type: "trade", pay: 0, gain: 0 }]);
    expect(types(santaMaria.legalActions(state, 0))).toEqual(["pay"]);
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "sell", resource: "wood" }))).toBe(
      "payment-pending",
    );
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "decline" }))).toBe("payment-pending");
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "endTurn" }))).toBe("decision-pending");
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "pay", way: 2 }))).toBe("no-such-way");
    const idle = inPlay(2);
    expect(ruleCode(() => santaMaria.apply(idle, 0, { type: "pay", way: 0 }))).toBe("no-decision");
  });
});

describe("ruling 6: a blue die unlocked while retiring waits for next year", () => {
  /** Seat 0 about to retire onto the religion space, one step before the first monk symbol. */
  function aboutToRetire(blueDice: "personal" | "commonPool") {
    const s = inPlay(2, 0, { blueDice });
    s.bluePool = [];
    s.seats[0].religion = content.board.religion.monks[0] - 1;
    const space = content.board.retiring.findIndex((r) => r.action.kind === "religion");
    return { s, retire: { type: "retire", space } as const };
  }

  it("keeps it out of the common pool for the rest of the year, then rolls it in with the others", () => {
    const { s, retire } = aboutToRetire("commonPool");
    const { state, events } = play(s, 0, retire);
    expect(state.seats[0].blueUnlocked).toBe(2);
    expect(state.bluePool).toEqual([]);
    expect(ofType(events, "blueDieUnlocked")).toEqual([{ type: "blueDieUnlocked", seat: 0, value: null }]);
    const next = copy(state);
    next.pending = [];
    next.retiring = [1, 0, null, null, null];
    endYear(next, []);
    expect(next.bluePool).toHaveLength(3);
  });

  it("puts a blue die unlocked before retiring in the common pool at once", () => {
    const s = inPlay(2, 0, { blueDice: "commonPool" });
    colony(s, 0, { "0,0": religionBuilding() });
    give(s, 0, { coins: 1 });
    s.bluePool = [];
    s.seats[0].religion = content.board.religion.monks[0] - 1;
    expect(play(s, 0, activate).state.bluePool).toHaveLength(1);
  });

  it("gives it to the retiring player with personal dice, who takes no more turns this year", () => {
    const { s, retire } = aboutToRetire("personal");
    const { state } = play(s, 0, retire);
    expect(state.seats[0].blue).toHaveLength(1);
    expect(state.retiring).toContain(0);
  });
});

describe("ruling 7: every scholar does something in every game it can appear in", () => {
  /** A solo game in play, seat 0 with nothing, the scholar on the first monk space. */
  function solo(scholar: string): SantaMariaState {
    const s = inPlay(1);
    s.monkSpaces[0] = { kind: "scholar", id: scholar, monks: [] };
    s.pending = [{ kind: "recruit" }];
    s.mainDone = true;
    return s;
  }

  it("the Almoner, solo: each monk placed gives 2 coins, the one that trains him included", () => {
    const s = solo("almoner");
    const trained = play(s, 0, { type: "recruit", space: 0 }).state;
    expect(trained.seats[0].coins).toBe(2);
    trained.pending = [{ kind: "recruit" }];
    const mission = trained.monkSpaces.findIndex((m) => m.kind === "mission");
    const { state } = play(trained, 0, { type: "recruit", space: mission });
    const station = content.missions.find((m) => m.id === trained.monkSpaces[mission].id);
    expect(state.seats[0].coins).toBe(4 + (station?.gain.coins ?? 0));
  });

  it("the Almoner, with other players: waives the fees and gives no coins", () => {
    const s = inPlay(2);
    s.monkSpaces[0] = { kind: "scholar", id: "almoner", monks: [0] };
    s.monkSpaces[1] = { ...s.monkSpaces[1], monks: [1] };
    s.pending = [{ kind: "recruit" }];
    s.mainDone = true;
    const { state } = play(s, 0, { type: "recruit", space: 1 });
    expect(state.seats.map((me) => me.coins)).toEqual([0, 0]);
  });

  it("the Friar, solo: rolls a 4th white die into the pool when trained and every year after", () => {
    const s = solo("friar");
    const { state, events } = play(s, 0, { type: "recruit", space: 0 });
    expect(state.white).toHaveLength(1);
    expect(ofType(events, "whiteDieAdded")).toEqual([
      { type: "whiteDieAdded", seat: 0, value: state.white[0] },
    ]);
    const next = copy(state);
    next.pending = [];
    next.retiring = [0, null, null, null, null];
    endYear(next, []);
    expect(next.white).toHaveLength(4);
  });

  it("the Friar, with other players: no die is added, the 4th comes from the shared pool", () => {
    const s = inPlay(2);
    s.pending = [{ kind: "recruit" }];
    s.mainDone = true;
    s.monkSpaces[0] = { kind: "scholar", id: "friar", monks: [] };
    const { state, events } = play(s, 0, { type: "recruit", space: 0 });
    expect(state.white).toEqual([]);
    expect(ofType(events, "whiteDieAdded")).toEqual([]);
  });

  it("the Friar drafted with a solo town hall brings his die at once", () => {
    const s = newGame(1, {}, "friar-hall");
    s.townHalls[0] = { ...s.townHalls[0], scholar: "friar" };
    const choice = santaMaria.legalActions(s, 0).find((a) => a.type === "chooseTownHall" && a.set === 0);
    if (!choice) throw new Error("no town hall placement");
    expect(play(s, 0, choice).state.white).toHaveLength(4);
  });
});

describe("ruling 8: a town hall's scholar scores its points at the end, like a scholar tile with your monk", () => {
  it("counts the drafted scholar's points in the final scoring, with no monk on the board", () => {
    const s = newGame(2, { setup: "advanced" }, "town-hall-scholar");
    const choice = santaMaria.legalActions(s, 1).find((a) => a.type === "chooseTownHall");
    if (choice?.type !== "chooseTownHall") throw new Error("no town hall placement");
    const { state } = play(s, 1, choice);
    const scholar = content.scholarById.get(state.townHalls[choice.set].scholar);
    expect(state.monkSpaces.some((m) => m.monks.includes(1))).toBe(false);
    expect(finalScore(state, 1).scholars).toBe(scholar?.points);
  });
});
