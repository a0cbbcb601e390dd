import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { gridOf } from "../../domain/santa-maria/colony";
import { content } from "../../domain/santa-maria/content";
import { resources } from "../../domain/santa-maria/content/schema";
import { decisionOpen, isDecision } from "../../domain/santa-maria/effects";
import { whiteDiceLimit } from "../../domain/santa-maria/main-actions";
import { adjusted } from "../../domain/santa-maria/scholars";
import { storageLimit } from "../../domain/santa-maria/storage";
import { GAMES, optionSets, options, randomGame, runs, seeds } from "./random-games";

/** True for plain JSON data only (no undefined, functions, NaN or class instances). */
function plainJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(plainJson);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value as object).every(plainJson);
  }
  return false;
}

/**
 * What must hold in every state of every game; returns what does not (plain checks: this runs at
 * every step). `held`: blue dice unlocked this year while retiring, out of the common pool until next year.
 */
function violations(s: SantaMariaState, held: number): string[] {
  const out: string[] = [];
  const must = (ok: boolean, what: string) => {
    if (!ok) out.push(what);
  };
  const n = s.seats.length;
  must(plainJson(s), "the state is plain JSON");
  must(JSON.stringify(s).length < 8192, "the state is under 8 KB");
  let whiteOut = 0;
  let ownWhite = 0;
  let blueOut = 0;
  let unlocked = 0;
  s.seats.forEach((me, seat) => {
    const limit = storageLimit(s, seat);
    for (const r of resources)
      must(me.storage[r] >= 0 && me.storage[r] <= limit, `seat ${seat} stores 0 to ${limit} ${r}`);
    must(me.coins >= 0, `seat ${seat} has no debt`);
    must(
      me.monks === 6 - s.monkSpaces.filter((m) => m.monks.includes(seat)).length,
      `seat ${seat} counts its monks`,
    );
    must(me.religion <= content.board.religion.last, "religion within the track");
    must(me.conquistador <= content.board.conquistador.last, "conquistador within the track");
    unlocked += me.blueUnlocked;
    ownWhite += adjusted(s, seat, "ownWhiteDice", 0);
    if (s.phase !== "play") return;
    must(me.whiteTaken <= whiteDiceLimit(s, seat), `seat ${seat} within the white dice limit`);
    // tiles never overlap: every placed cell covers an empty space
    const grid = gridOf(me);
    const preprinted = (content.preprinted.get(me.colony as string) ?? []).filter((c) => c !== null).length;
    const placed = me.tiles.reduce(
      (sum, p) => sum + (content.placeables.get(p.tile)?.rotations[0].cells.length ?? 0),
      0,
    );
    must(grid.filter((c) => c !== null).length === preprinted + placed, `seat ${seat}: tiles do not overlap`);
    const cells = me.occupied.map((o) => o.cell);
    must(new Set(cells).size === cells.length, `seat ${seat}: one die or coins per building`);
    for (const o of me.occupied)
      must(grid[o.cell]?.kind === "building", `seat ${seat}: dice and coins lie on buildings`);
    whiteOut += me.occupied.filter((o) => o.by === "white").length;
    const blueHere = me.occupied.filter((o) => o.by === "blue").length;
    blueOut += blueHere;
    if (s.options.blueDice === "personal")
      must(me.blue.length + blueHere === me.blueUnlocked, `seat ${seat} keeps its blue dice`);
    else must(me.blueTaken <= me.blueUnlocked, `seat ${seat} within its blue dice`);
  });
  for (const space of s.monkSpaces)
    must(new Set(space.monks).size === space.monks.length, "one monk per player per space");
  const retired = s.retiring.filter((seat) => seat !== null);
  must(new Set(retired).size === retired.length, "one retiring space per player");
  const shipments = s.docks.filter((d) => d !== null).length + s.shipments.length;
  must(
    shipments + s.seats.reduce((sum, me) => sum + me.harbour.flat().length, 0) === 34,
    "34 shipment tiles",
  );
  must(s.blueReserve + unlocked === 3 * n, "3 blue dice per player");
  if (s.phase === "play") {
    must(s.white.length + whiteOut === 3 * n + ownWhite, "3 white dice per player, and the scholars' own");
    if (s.options.blueDice === "commonPool")
      must(
        s.bluePool.length + blueOut + held === unlocked,
        "the blue pool holds every unlocked die not held",
      );
    // the first pending effect, if any, is a decision the player can take
    const head = s.pending[0];
    if (head) must(isDecision(head) && decisionOpen(s, s.turn, head), "a pending decision is open");
  }
  return out;
}

describe.each([1, 2, 3, 4])("random %i-player games", (players) => {
  it(`end within bounds, keep every invariant, score by the events and rank everyone (${GAMES} games)`, () => {
    fc.assert(
      fc.property(seeds, optionSets, (seed, opts) => {
        const { initial, steps, final } = randomGame(seed, players, opts);
        expect(final.phase).toBe("over");
        expect(final.year).toBe(3);
        const points = initial.seats.map((me) => me.points);
        const broken = new Set<string>();
        let held = 0;
        for (const step of steps) {
          for (const e of step.events) {
            if (e.type === "gained") points[e.seat] += e.gain.points ?? 0;
            if (e.type === "finalScored") points[e.seat] = e.total;
            if (e.type === "blueDieUnlocked" && e.value === null) held++;
            if (e.type === "yearStarted") held = 0;
          }
          for (const v of violations(step.after, held)) broken.add(v);
        }
        expect([...broken]).toEqual([]);
        expect(final.seats.map((me) => me.points)).toEqual(points);
        const places = santaMaria.result(final)?.standings.map((p) => p.place);
        expect(places).toEqual(Array.from({ length: players }, (_, i) => i + 1));
        expect(santaMaria.activeSeats(final)).toEqual([]);
      }),
      { numRuns: GAMES },
    );
  });

  it("replay the same seed and actions to the identical state, byte for byte", () => {
    fc.assert(
      fc.property(seeds, optionSets, (seed, opts) => {
        const { steps, final } = randomGame(seed, players, opts);
        let state = santaMaria.setup(seed, players, options(opts));
        for (const step of steps) state = santaMaria.apply(state, step.seat, step.action).state;
        expect(JSON.stringify(state)).toBe(JSON.stringify(final));
      }),
      { numRuns: runs(50) },
    );
  });
});
