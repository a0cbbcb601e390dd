import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import { content } from "../../domain/santa-maria/content";
import {
  building,
  colony,
  conquistadorBuilding,
  decision,
  give,
  inPlay,
  ofType,
  play,
  playAll,
  produce,
  religionBuilding,
  ruleCode,
  shipping,
  trading,
  types,
} from "./fixtures";

const activate = { type: "activate", row: 0, col: 0 } as const;

/** Seat 0 to act, with one building at 0,0 and these coins and resources. */
function withBuilding(
  cell: Parameters<typeof colony>[2][string],
  what: Parameters<typeof give>[2],
  players = 2,
) {
  const s = inPlay(players);
  colony(s, 0, { "0,0": cell });
  // one more coin pays for the activation
  give(s, 0, { ...what, coins: (what.coins ?? 0) + 1 });
  return s;
}

describe("production", () => {
  it("gains the shown resources, coins and points", () => {
    const s = withBuilding(produce({ wood: 1, coins: 2, points: 1 }), {});
    const { state } = play(s, 0, activate);
    expect(state.seats[0]).toMatchObject({ coins: 2, points: 1, storage: { wood: 1 } });
  });

  it("storage limit: at most 3 of a resource; the excess is sold at once (1 coin basic, 2 advanced)", () => {
    const s = withBuilding(produce({ wood: 2, sugar: 1 }), { wood: 2, sugar: 3 });
    const { state, events } = play(s, 0, activate);
    expect(state.seats[0].storage).toMatchObject({ wood: 3, sugar: 3 });
    expect(state.seats[0].coins).toBe(1 + 2);
    expect(ofType(events, "gained")[0].sold).toEqual({ wood: 1, sugar: 1 });
  });

  it("a building with several effects carries out all of them, in order", () => {
    const s = withBuilding(building([{ kind: "produce", gain: { coins: 1 } }, { kind: "conquistador" }]), {});
    const { state, events } = play(s, 0, activate);
    expect(events.map((e) => e.type).filter((t) => t === "gained" || t === "conquistadorMoved")).toEqual([
      "gained",
      "conquistadorMoved",
    ]);
    expect(state.seats[0].conquistador).toBe(1);
  });
});

describe("trading: pay the top once to gain the bottom; '/' means choose one", () => {
  const market = trading([{ wood: 1 }, { sugar: 1 }], [{ coins: 2 }, { points: 1 }]);

  it("offers every affordable payment with every gain, and decline", () => {
    const s = withBuilding(market, { wood: 1, sugar: 1 });
    const { state } = play(s, 0, activate);
    expect(decision(state)).toBe("trade");
    const trades = santaMaria
      .legalActions(state, 0)
      .filter((a) => a.type === "trade" || a.type === "decline");
    expect(trades).toEqual([
      { type: "trade", pay: 0, gain: 0 },
      { type: "trade", pay: 0, gain: 1 },
      { type: "trade", pay: 1, gain: 0 },
      { type: "trade", pay: 1, gain: 1 },
      { type: "decline" },
    ]);
    const out = play(state, 0, { type: "trade", pay: 1, gain: 1 });
    expect(out.state.seats[0]).toMatchObject({ points: 1, storage: { wood: 1, sugar: 0 } });
    // once per activation
    expect(out.state.pending).toEqual([]);
  });

  it("may be declined, paying nothing", () => {
    const s = withBuilding(market, { wood: 1 });
    const { state } = playAll(play(s, 0, activate).state, 0, [{ type: "decline" }]);
    expect(state.seats[0].storage.wood).toBe(1);
    expect(state.pending).toEqual([]);
  });

  it("refuses a payment the player cannot make", () => {
    const s = withBuilding(market, { wood: 1 });
    const { state } = play(s, 0, activate);
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "trade", pay: 1, gain: 0 }))).toBe(
      "cannot-afford",
    );
    expect(ruleCode(() => santaMaria.apply(state, 0, { type: "trade", pay: 2, gain: 0 }))).toBe(
      "no-such-option",
    );
  });

  it("is skipped when no payment can be made this turn (advanced resources cannot be bought)", () => {
    const s = withBuilding(trading([{ sugar: 1 }], [{ coins: 3 }]), { coins: 9, wood: 3 });
    const { state, events } = play(s, 0, activate);
    expect(state.pending).toEqual([]);
    expect(ofType(events, "skipped")).toEqual([{ type: "skipped", seat: 0, decision: "trade" }]);
  });

  it("is put to the player when buying a basic resource first would pay for it", () => {
    const s = withBuilding(trading([{ grain: 1 }], [{ points: 2 }]), { coins: 3 });
    const { state } = play(s, 0, activate);
    expect(types(santaMaria.legalActions(state, 0))).toEqual(["decline", "buy"]);
    const { state: after } = playAll(state, 0, [
      { type: "buy", resource: "grain" },
      { type: "trade", pay: 0, gain: 0 },
    ]);
    expect(after.seats[0].points).toBe(2);
  });

  it("waits for the decision before the next building of the line is activated", () => {
    const s = inPlay(2);
    colony(s, 0, { "0,0": trading([{ wood: 1 }], [{ coins: 3 }]), "0,3": produce({ points: 1 }) });
    give(s, 0, { wood: 1 });
    s.seats[0].blue = [1];
    const { state } = play(s, 0, { type: "useDie", color: "blue", die: 1, value: 1 });
    expect(state.seats[0].points).toBe(0);
    expect(state.pending).toEqual([
      { kind: "trade", pay: [{ wood: 1 }], gain: [{ coins: 3 }] },
      { kind: "produce", gain: { points: 1 } },
    ]);
    const after = play(state, 0, { type: "trade", pay: 0, gain: 0 }).state;
    expect(after.seats[0]).toMatchObject({ points: 1, coins: 3 });
  });
});

describe("shipping: pay a dock's shipment tile, lay it at the same dock of the harbour, refill the dock", () => {
  it("takes the tile to the same dock of the harbour and refills the dock from the stack", () => {
    const s = withBuilding(shipping(), { wood: 2, grain: 2 });
    s.docks = ["S01", "S02", "S03", "S04"];
    const top = s.shipments.at(-1);
    const { state } = play(s, 0, activate);
    expect(santaMaria.legalActions(state, 0).filter((a) => a.type === "ship")).toEqual([
      { type: "ship", dock: 0 },
      { type: "ship", dock: 1 },
      { type: "ship", dock: 2 },
    ]);
    const { state: after, events } = play(state, 0, { type: "ship", dock: 1 });
    expect(after.seats[0].harbour).toEqual([[], ["S02"], [], []]);
    expect(after.seats[0].storage).toMatchObject({ wood: 2, grain: 0 });
    expect(after.docks[1]).toBe(top);
    expect(after.shipments).toHaveLength(s.shipments.length - 1);
    expect(ofType(events, "shipped")).toEqual([
      { type: "shipped", seat: 0, dock: 1, tile: "S02", refill: top },
    ]);
  });

  it("once the stack is empty, no new tiles arrive", () => {
    const s = withBuilding(shipping(), { wood: 2 });
    s.docks = ["S03", null, null, null];
    s.shipments = [];
    const { state } = playAll(s, 0, [activate, { type: "ship", dock: 0 }]);
    expect(state.docks).toEqual([null, null, null, null]);
    expect(
      ruleCode(() =>
        santaMaria.apply({ ...state, turn: 0, pending: [{ kind: "ship" }] }, 0, { type: "ship", dock: 0 }),
      ),
    ).toBe("dock-empty");
  });

  it("gold is a wildcard: it pays for what is missing, and for what is held if the player chooses", () => {
    const s = withBuilding(shipping(), { wood: 1, sugar: 0, gold: 2 });
    s.docks = ["S04", null, null, null];
    const { state } = playAll(s, 0, [activate, { type: "ship", dock: 0 }]);
    expect(state.pending[0]).toMatchObject({ kind: "payment", ways: [{ wood: 1, gold: 1 }, { gold: 2 }] });
    expect(play(state, 0, { type: "pay", way: 0 }).state.seats[0].storage).toMatchObject({
      wood: 0,
      sugar: 0,
      gold: 1,
    });
    expect(play(state, 0, { type: "pay", way: 1 }).state.seats[0].storage).toMatchObject({
      wood: 1,
      sugar: 0,
      gold: 0,
    });
  });
});

describe("conquistador: advance one space, stack on others, gold symbols, end of the track", () => {
  it("advances one space and arrives on top of a marker already there", () => {
    const s = withBuilding(conquistadorBuilding(), {});
    s.seats[1].conquistador = 1;
    s.seats[1].arrival = 1;
    s.arrivals = 1;
    const { state } = play(s, 0, activate);
    expect(state.seats[0].conquistador).toBe(1);
    expect(state.seats[0].arrival).toBeGreaterThan(state.seats[1].arrival);
  });

  it("gains a gold when passing a gold symbol (sold at once if the storage is full)", () => {
    const [gold] = content.board.conquistador.gold;
    const s = withBuilding(conquistadorBuilding(), {});
    s.seats[0].conquistador = gold - 1;
    const { state } = play(s, 0, activate);
    expect(state.seats[0].storage.gold).toBe(1);
    const full = withBuilding(conquistadorBuilding(), { gold: 3 });
    full.seats[0].conquistador = gold - 1;
    expect(play(full, 0, activate).state.seats[0]).toMatchObject({ coins: 2, storage: { gold: 3 } });
  });

  it("loses conquistadors beyond the end of the track", () => {
    const s = withBuilding(conquistadorBuilding(), {});
    s.seats[0].conquistador = content.board.conquistador.last;
    const { state } = play(s, 0, activate);
    expect(state.seats[0].conquistador).toBe(content.board.conquistador.last);
  });
});

describe("religion: one space, or two for a grain; monks on monk symbols; blue dice on the 1st and 3rd", () => {
  const [first, second, third] = content.board.religion.monks;

  it("advances one space, and asks nothing without a grain in reach", () => {
    const s = withBuilding(religionBuilding(), {});
    const { state } = play(s, 0, activate);
    expect(state.seats[0].religion).toBe(1);
    expect(state.pending).toEqual([]);
  });

  it("may pay 1 grain to advance 1 extra space; declining advances one", () => {
    const s = withBuilding(religionBuilding(), { grain: 1 });
    const asked = play(s, 0, activate).state;
    expect(decision(asked)).toBe("religion");
    const extra = play(asked, 0, { type: "extraStep" }).state;
    expect(extra.seats[0]).toMatchObject({ religion: 2, storage: { grain: 0 } });
    const one = play(asked, 0, { type: "decline" }).state;
    expect(one.seats[0]).toMatchObject({ religion: 1, storage: { grain: 1 } });
  });

  it("passing a monk symbol lets the player recruit a monk (or not)", () => {
    const s = withBuilding(religionBuilding(), {});
    s.seats[0].religion = first - 1;
    const { state } = play(s, 0, activate);
    expect(decision(state)).toBe("recruit");
    expect(santaMaria.legalActions(state, 0).filter((a) => a.type === "recruit")).toHaveLength(10);
    expect(play(state, 0, { type: "decline" }).state.seats[0].monks).toBe(6);
  });

  it("unlocks and rolls a blue die on the 1st and the 3rd monk symbol only", () => {
    for (const [symbol, unlocks] of [
      [first, true],
      [second, false],
      [third, true],
    ] as const) {
      const s = withBuilding(religionBuilding(), {});
      s.seats[0].religion = symbol - 1;
      const { state, events } = play(s, 0, activate);
      expect(state.seats[0].blue).toHaveLength(unlocks ? 1 : 0);
      expect(state.seats[0].blueUnlocked).toBe(unlocks ? 2 : 1);
      expect(state.blueReserve).toBe(s.blueReserve - (unlocks ? 1 : 0));
      expect(ofType(events, "blueDieUnlocked")).toHaveLength(unlocks ? 1 : 0);
    }
  });

  it("recruits right after the step, before the building's next effect", () => {
    const s = withBuilding(building([{ kind: "religion" }, { kind: "produce", gain: { points: 1 } }]), {});
    s.seats[0].religion = first - 1;
    const { state } = play(s, 0, activate);
    expect(state.pending).toEqual([{ kind: "recruit" }, { kind: "produce", gain: { points: 1 } }]);
    expect(state.seats[0].points).toBe(0);
  });

  it("past the end of the track every space is 1 point instead, the extra grain too", () => {
    const s = withBuilding(religionBuilding(), { grain: 1 });
    s.seats[0].religion = content.board.religion.last;
    const { state } = playAll(s, 0, [activate, { type: "extraStep" }]);
    expect(state.seats[0]).toMatchObject({ religion: content.board.religion.last, points: 2 });
  });
});

describe("monks: first on a space is free, later ones pay 2 coins to each player already there", () => {
  function recruiting(players = 3) {
    const s = withBuilding(religionBuilding(), { coins: 10 }, players);
    s.seats[0].religion = content.board.religion.monks[1] - 1;
    // coins put grain in reach: first the extra step is declined
    return playAll(s, 0, [activate, { type: "decline" }]).state;
  }

  it("places the first monk on a space for free", () => {
    const { state, events } = play(recruiting(), 0, { type: "recruit", space: 0 });
    expect(state.monkSpaces[0].monks).toEqual([0]);
    expect(state.seats[0]).toMatchObject({ coins: 10, monks: 5 });
    expect(ofType(events, "monkPlaced")).toEqual([{ type: "monkPlaced", seat: 0, space: 0, fees: [] }]);
  });

  it("pays 2 coins to each other player already on the space", () => {
    const s = recruiting();
    s.monkSpaces[3].monks = [1, 2];
    const { state } = play(s, 0, { type: "recruit", space: 3 });
    expect(state.seats.map((me) => me.coins)).toEqual([6, 2, 2]);
    expect(state.monkSpaces[3].monks).toEqual([1, 2, 0]);
  });

  it("never places a monk where the player already has one, nor with the fee out of reach", () => {
    const s = recruiting();
    s.monkSpaces[0].monks = [0];
    s.monkSpaces[1].monks = [1, 2];
    s.seats[0].coins = 3;
    const spaces = santaMaria.legalActions(s, 0).flatMap((a) => (a.type === "recruit" ? [a.space] : []));
    expect(spaces).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "recruit", space: 0 }))).toBe("monk-already-there");
    expect(ruleCode(() => santaMaria.apply(s, 0, { type: "recruit", space: 1 }))).toBe("cannot-afford");
  });

  it("a missionary station gives its gain at once", () => {
    const s = recruiting();
    const station = s.monkSpaces.findIndex((m) => m.id === "san-pablo");
    const { state } = play(s, 0, { type: "recruit", space: station });
    expect(state.seats[0].coins).toBe(15);
  });

  it("is not offered once all six monks are placed", () => {
    const s = withBuilding(religionBuilding(), {});
    s.seats[0].religion = content.board.religion.monks[0] - 1;
    s.seats[0].monks = 0;
    expect(play(s, 0, activate).state.pending).toEqual([]);
  });
});
