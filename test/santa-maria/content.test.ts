import { describe, expect, it } from "vitest";
import { MOST_PAYMENT_WAYS } from "../../domain/santa-maria/actions";
import { bishopCounts } from "../../domain/santa-maria/bishops";
import { content, parseContent, rawContent } from "../../domain/santa-maria/content";
import {
  type Cost,
  bishopCounts as countIds,
  resources,
  scholarAbilities,
} from "../../domain/santa-maria/content/schema";
import { RULES } from "../../domain/santa-maria/rules";
import { scholarHooks } from "../../domain/santa-maria/scholars";

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const buildingsOf = (id: string) =>
  content.colonyById.get(id)?.cells.filter((c) => c.kind === "building") ?? [];

describe("content: colonies", () => {
  it("has four different A sides of 10 to 12 preprinted buildings and one B side", () => {
    expect(content.aSides).toEqual(["A1", "A2", "A3", "A4"]);
    for (const id of content.aSides) {
      expect(buildingsOf(id).length).toBeGreaterThanOrEqual(10);
      expect(buildingsOf(id).length).toBeLessThanOrEqual(12);
    }
    const layouts = content.aSides.map((id) => JSON.stringify(content.colonyById.get(id)?.cells));
    expect(new Set(layouts).size).toBe(4);
    expect(content.bSide).toBe("B");
    expect(buildingsOf("B").length).toBeLessThan(10);
  });

  it("gives every row and every column of an A side a building, so every die value can be used", () => {
    for (const id of content.aSides) {
      const cells = buildingsOf(id);
      for (let i = 0; i < 6; i++) {
        expect(cells.some((c) => c.row === i)).toBe(true);
        expect(cells.some((c) => c.col === i)).toBe(true);
      }
    }
  });
});

describe("content: tiles", () => {
  it("has 15 double and 15 triple expansion tiles with 2 and 3 cells", () => {
    expect(content.expansions).toHaveLength(30);
    expect(content.doubles).toHaveLength(15);
    expect(content.triples).toHaveLength(15);
    for (const tile of content.expansions) expect(tile.cells).toHaveLength(tile.size === "double" ? 2 : 3);
  });

  it("has colonists only on road cells and at least one building or road on every tile", () => {
    const cells = content.expansions.flatMap((t) => t.cells);
    expect(cells.filter((c) => c.kind === "road").length).toBeGreaterThan(10);
    expect(cells.some((c) => c.kind === "road" && c.colonists === 2)).toBe(true);
  });

  it("turns each tile four ways, a quarter turn clockwise each time", () => {
    const d = content.placeables.get("D01");
    expect(d?.rotations.map((r) => [r.height, r.width])).toEqual([
      [1, 2],
      [2, 1],
      [1, 2],
      [2, 1],
    ]);
    // the first cell goes from the left, to the top, to the right, to the bottom
    expect(d?.rotations.map((r) => [r.cells[0].dr, r.cells[0].dc])).toEqual([
      [0, 0],
      [0, 0],
      [0, 1],
      [1, 0],
    ]);
  });

  it("has 4 town halls of two buildings and 3 single road tiles", () => {
    expect(content.townHalls).toHaveLength(4);
    for (const hall of content.townHalls) expect(hall.cells.every((c) => c.kind === "building")).toBe(true);
    expect(content.roadTileIds).toEqual(["road-1", "road-2", "road-3"]);
  });

  it("has 4 starting and 30 standard shipment tiles, each costing 1 to 4 resources", () => {
    expect(content.startShipments).toHaveLength(4);
    expect(content.standardShipments).toHaveLength(30);
    for (const tile of content.shipments) {
      const n = Object.values(tile.cost).reduce((a, b) => a + (b ?? 0), 0);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(4);
    }
  });
});

describe("content: scholars, bishops, missionary stations", () => {
  it("has 10 scholars worth 1 to 3 points, each with its own ability and a rule hook for it", () => {
    expect(content.scholars).toHaveLength(10);
    expect(new Set(content.scholars.map((s) => s.ability)).size).toBe(10);
    for (const scholar of content.scholars) {
      expect(scholar.points).toBeGreaterThanOrEqual(1);
      expect(scholar.points).toBeLessThanOrEqual(3);
    }
    // the two abilities a solo game leaves idle have a second hook for it
    const soloHooks: Record<string, string> = { feeExempt: "monkCoins", extraWhiteDie: "ownWhiteDice" };
    for (const ability of scholarAbilities) {
      const keys = Object.keys(scholarHooks[ability]);
      expect(keys).toHaveLength(ability in soloHooks ? 2 : 1);
      if (ability in soloHooks) expect(keys).toContain(soloHooks[ability]);
    }
  });

  it("has 6 bishops, each scoring a count that has a rule hook", () => {
    expect(content.bishops).toHaveLength(6);
    expect(new Set(content.bishops.map((b) => b.count)).size).toBe(6);
    for (const count of countIds) expect(typeof bishopCounts[count]).toBe("function");
  });

  it("has 4 missionary stations that give resources, coins or points", () => {
    expect(content.missions).toHaveLength(4);
  });
});

describe("content: the common board", () => {
  it("has a religion track with a monk symbol per monk, the 1st and 3rd unlocking blue dice", () => {
    expect(content.board.religion.monks).toHaveLength(6);
    expect(content.board.religion.blueDice).toEqual([1, 3]);
  });

  it("has the rulebook's conquistador table by player count and year", () => {
    expect(content.board.conquistadorPoints).toEqual({
      "1": [[4], [5], [6]],
      "2": [[4], [5], [6]],
      "3": [
        [6, 3],
        [8, 4],
        [10, 5],
      ],
      "4": [
        [6, 4, 2],
        [9, 6, 3],
        [12, 8, 4],
      ],
    });
    expect(content.board.conquistador.gold.length).toBeGreaterThan(0);
    expect(content.board.conquistador.trees).toHaveLength(3);
  });

  it("has the five retiring spaces top to bottom and four docks with their income", () => {
    expect(content.board.retiring.map((r) => r.action.kind)).toEqual([
      "produce",
      "religion",
      "conquistador",
      "ship",
      "road",
    ]);
    expect(content.board.retiring[0].action).toEqual({ kind: "produce", gain: { coins: 2 } });
    expect(content.board.docks.map((d) => d.income.kind)).toEqual([
      "produce",
      "religion",
      "conquistador",
      "produce",
    ]);
  });

  it("has three scholar spaces, three bishop spaces and a space per missionary station", () => {
    expect(content.board.monkSpaces.map((m) => m.kind)).toEqual(["scholar", "bishop", "mission"]);
    expect(content.monkSpaceCounts).toEqual({ scholar: 3, bishop: 3, mission: 4 });
  });

  it("lists the six solo achievements", () => {
    expect(content.board.solo.achievements.map((a) => a.id)).toEqual([
      "communism",
      "capitalism",
      "theocracy",
      "capracracy",
      "democracy",
      "utopy",
    ]);
  });
});

describe("content: validation on load", () => {
  it("accepts the shipped files", () => {
    expect(() => parseContent(rawContent)).not.toThrow();
  });

  it("refuses an unknown effect", () => {
    const raw = clone(rawContent);
    (raw.expansions[0].cells[0] as { effects: unknown[] }).effects = [{ kind: "teleport" }];
    expect(() => parseContent(raw)).toThrow();
  });

  it("refuses a tile whose cells are not connected", () => {
    const raw = clone(rawContent);
    raw.expansions[0].cells[1].dc = 2;
    expect(() => parseContent(raw)).toThrow(/not connected/);
  });

  it("refuses two cells on one spot of a colony", () => {
    const raw = clone(rawContent);
    raw.colonies[0].cells[1] = {
      ...raw.colonies[0].cells[1],
      row: raw.colonies[0].cells[0].row,
      col: raw.colonies[0].cells[0].col,
    };
    expect(() => parseContent(raw)).toThrow(/two cells/);
  });

  it("refuses duplicate ids, a missing starting shipment and a table row of the wrong length", () => {
    const dup = clone(rawContent);
    dup.scholars[1].id = dup.scholars[0].id;
    expect(() => parseContent(dup)).toThrow(/not unique/);
    const ships = clone(rawContent);
    ships.shipments[0].start = false;
    expect(() => parseContent(ships)).toThrow(/starting shipment/);
    const table = clone(rawContent);
    table.board.conquistadorPoints["4"][0] = [6, 4];
    expect(() => parseContent(table)).toThrow(/conquistador points/);
  });

  it("refuses a board without a kind of monk space, or a mission space without a station", () => {
    const missing = clone(rawContent);
    missing.board.monkSpaces = missing.board.monkSpaces.map((m) => ({ ...m, kind: "scholar" }));
    expect(() => parseContent(missing)).toThrow(/scholar, bishop and mission spaces/);
    const extra = clone(rawContent);
    extra.board.monkSpaces[2].spaces = 5;
    expect(() => parseContent(extra)).toThrow(/missionary station is needed/);
  });

  it("refuses a road tile whose id another tile has", () => {
    const raw = clone(rawContent);
    raw.board.roadTiles[0].id = raw.expansions[0].id;
    expect(() => parseContent(raw)).toThrow(/not unique/);
  });

  it("refuses monk symbols that do not ascend along the track", () => {
    const raw = clone(rawContent);
    raw.board.religion.monks = [4, 2, 6, 8, 11, 14];
    expect(() => parseContent(raw)).toThrow(/ascending/);
  });
});

describe("content: costs", () => {
  /** Every trade's payments found anywhere in the content (buildings, town halls, docks). */
  function tradePayments(value: unknown): Cost[] {
    if (Array.isArray(value)) return value.flatMap(tradePayments);
    if (typeof value !== "object" || value === null) return [];
    const found = "kind" in value && value.kind === "trade" && "pay" in value ? (value.pay as Cost[]) : [];
    return [...found, ...Object.values(value).flatMap(tradePayments)];
  }

  it("keeps every cost within the action schema's ways to pay, however much gold a player holds", () => {
    const costs: Cost[] = [
      ...content.shipments.map((tile) => tile.cost),
      ...tradePayments(rawContent),
      RULES.doubleCost,
      RULES.tripleCost,
      { grain: 1 },
    ];
    expect(costs.length).toBeGreaterThan(40);
    // gold may pay for 0 to all of each other resource named
    const mostWays = (cost: Cost) =>
      resources.reduce((ways, r) => (r === "gold" ? ways : ways * ((cost[r] ?? 0) + 1)), 1);
    expect(Math.max(...costs.map(mostWays))).toBeLessThanOrEqual(MOST_PAYMENT_WAYS);
  });
});
