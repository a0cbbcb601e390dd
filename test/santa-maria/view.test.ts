import { describe, expect, it } from "vitest";
import { cloneJson } from "../../domain/core/clone";
import { santaMaria } from "../../domain/santa-maria";
import { cloneState } from "../../domain/santa-maria/state";
import { newGame, playUntil } from "./fixtures";

/** Every object and array reachable from a value. */
function objects(value: unknown, out = new Set<object>()): Set<object> {
  if (typeof value === "object" && value !== null) {
    out.add(value);
    for (const inner of Object.values(value)) objects(inner, out);
  }
  return out;
}

describe("views", () => {
  it("ruling 1: happiness points are public; ruling 2: harbours are public, stack orders and the generator are not", () => {
    const s = playUntil(newGame(3), (x) => x.year === 2, "view");
    s.seats[2].points = 17;
    s.seats[2].harbour[1] = ["S09"];
    for (const viewer of [null, 0, 1, 2]) {
      const view = santaMaria.view(s, viewer);
      expect(view.seats[2].points).toBe(17);
      expect(view.seats[2].harbour[1]).toEqual(["S09"]);
      expect(view.shipmentsLeft).toBe(s.shipments.length);
      expect([view.doublesLeft, view.triplesLeft]).toEqual([s.doubles.length, s.triples.length]);
      expect(view).not.toHaveProperty("rng");
      expect(view).not.toHaveProperty("shipments");
      expect({ ...view, viewer: null }).toEqual({ ...santaMaria.view(s, null), viewer: null });
    }
  });

  it("shows the next activation's price and the white dice left", () => {
    const s = newGame(2);
    s.seats[0].activations = 2;
    s.seats[0].whiteTaken = 1;
    expect(santaMaria.view(s, 0).seats[0]).toMatchObject({
      nextActivationCost: 3,
      whiteDiceLeft: 2,
      retired: null,
    });
  });

  it("events carry no secrets: every viewer sees them whole", () => {
    const event = { type: "retired", seat: 1, space: 0 } as const;
    for (const viewer of [null, 0, 1]) expect(santaMaria.viewEvent(event, viewer)).toEqual(event);
  });
});

describe("state copies", () => {
  it("cloneState gives what cloneJson gives and shares no object with the original", () => {
    for (const players of [1, 2, 3, 4]) {
      const s = playUntil(
        newGame(players, { blueDice: "commonPool" }),
        (x) => x.year === 3 || x.phase === "over",
        `copy${players}`,
      );
      s.pending = [
        { kind: "trade", pay: [{ wood: 1 }], gain: [{ coins: 2 }, { points: 1 }] },
        { kind: "produce", gain: { wood: 1 } },
        { kind: "income", dock: 2 },
      ];
      s.final = [{ coins: 1, colonists: 2, scholars: 3, bishops: -2, harbours: 3, shipments: 4 }];
      s.solo = { win: true, achievements: ["utopy"] };
      const copy = cloneState(s);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(cloneJson(s)));
      const mine = objects(s);
      for (const o of objects(copy)) expect(mine.has(o)).toBe(false);
    }
  });
});
