import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import { RuleError } from "../../domain/core/rule-error";
import {
  type SantaCruzAction,
  type SantaCruzEvent,
  type SantaCruzState,
  santaCruz,
} from "../../domain/santa-cruz";
import { content } from "../../domain/santa-cruz/content";
import { buildingKinds, buildModes } from "../../domain/santa-cruz/content/schema";
import { determinize } from "../../domain/santa-cruz/determinize";

const seeds = fc.string({ minLength: 1, maxLength: 12 });
const GAMES = Number(process.env.PROPERTY_GAMES ?? 1000);

interface Step {
  before: SantaCruzState;
  seat: number;
  action: SantaCruzAction;
  after: SantaCruzState;
  events: SantaCruzEvent[];
}

/** Freezes a state so that any change in place (forbidden: states are immutable) throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A whole game of uniformly random legal actions, every state frozen and kept. */
function randomGame(seed: string, players: number, setAssignment: "draft" | "random" = "draft") {
  const random = new Random(seedRandom(`choices:${seed}`));
  const initial = santaCruz.setup(seed, players, { setAssignment });
  const steps: Step[] = [];
  let state = deepFreeze(initial);
  while (santaCruz.result(state) === null) {
    if (steps.length > 1000) throw new Error("the game does not end");
    const seats = santaCruz.activeSeats(state);
    if (seats.length === 0) throw new Error("no seat may act in an unfinished game");
    const seat = seats[random.int(seats.length)];
    const actions = santaCruz.legalActions(state, seat);
    if (actions.length === 0) throw new Error(`active seat ${seat} has no legal action`);
    const action = actions[random.int(actions.length)];
    const { state: after, events } = santaCruz.apply(state, seat, action);
    steps.push({ before: state, seat, action, after, events });
    state = deepFreeze(after);
  }
  return { initial, steps, final: state };
}

/** What must hold in every state; returns the broken invariants (checked without `expect`, for speed). */
function brokenInvariants(s: SantaCruzState): string[] {
  const broken: string[] = [];
  s.seats.forEach((seat, i) => {
    if (buildingKinds.some((kind) => seat.supply[kind] < 0)) broken.push(`seat ${i} supply below 0`);
    if (Object.values(seat.cards).some((count) => count < 0)) broken.push(`seat ${i} cards below 0`);
    if (seat.score < 0) broken.push(`seat ${i} score below 0`);
    const onBoard = s.buildings.filter((site) => site.includes(i)).length;
    const left = seat.supply.house + seat.supply.church + seat.supply.lighthouse;
    if (left + onBoard > 13) broken.push(`seat ${i} has more than 13 buildings`);
  });
  s.buildings.forEach((site, id) => {
    if (site.length > 2) broken.push(`site ${id} holds ${site.length} buildings`);
    if (new Set(site).size !== site.length) broken.push(`site ${id} holds two buildings of one seat`);
    if (site.length > 0 && !s.faceUp[id]) broken.push(`site ${id} is built on but face down`);
  });
  return broken;
}

describe.each([2, 3, 4])("random %i-player games", (players) => {
  it(`end, keep scores equal to the score events, keep supplies and sites sound (${GAMES} games)`, () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom("draft" as const, "random" as const), (seed, sets) => {
        const { initial, steps, final } = randomGame(seed, players, sets);
        expect(final.phase).toBe("over");
        const totals = initial.seats.map((p) => p.score);
        for (const step of steps) {
          expect(brokenInvariants(step.after)).toEqual([]);
          for (const e of step.events) if (e.type === "scored") totals[e.seat] += e.points;
        }
        expect(final.seats.map((p) => p.score)).toEqual(totals);
        const places = santaCruz.result(final)?.standings.map((p) => p.place);
        expect(places).toEqual(Array.from({ length: players }, (_, i) => i + 1));
      }),
      { numRuns: GAMES },
    );
  });

  it("replay the same seed and actions to the identical state, byte for byte", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { steps, final } = randomGame(seed, players);
        let state = santaCruz.setup(seed, players, { setAssignment: "draft" });
        for (const step of steps) state = santaCruz.apply(state, step.seat, step.action).state;
        expect(JSON.stringify(state)).toBe(JSON.stringify(final));
      }),
      { numRuns: GAMES / 5 },
    );
  });
});

/** Every action the schema admits that could matter in some state: the haystack for exactness. */
const everyAction: SantaCruzAction[] = (() => {
  const sites = [...content.map.sites.map((s) => s.id), undefined];
  const withSite = <A extends object>(a: A, site?: number) => (site === undefined ? a : { ...a, site });
  const cards = content.components.scoringCards.map((c) => c.id);
  return [
    ...(["A", "B", "C", "D"] as const).map((set) => ({ type: "chooseSet" as const, set })),
    ...content.map.sites.map((s) => ({ type: "land" as const, site: s.id })),
    ...buildModes.flatMap((card) =>
      sites.map((site) => withSite({ type: "playBuilding" as const, card }, site)),
    ),
    ...buildModes.flatMap((mode) =>
      sites.map((site) => withSite({ type: "playDouble" as const, mode }, site)),
    ),
    ...sites.map((site) => withSite({ type: "build" as const }, site)),
    ...cards.map((card) => ({ type: "playScoring" as const, card })),
    ...[0, 1, 2, 3].map((index) => ({ type: "choosePackage" as const, package: index })),
    ...cards.map((card) => ({ type: "discard" as const, card })),
  ];
})();

const key = (action: SantaCruzAction) => JSON.stringify(action, Object.keys(action).sort());

describe("legal actions are complete and exact", () => {
  it("apply accepts every listed action and refuses every other with a rule error", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: 0, max: 10_000 }),
        (seed, players, pick) => {
          const { steps } = randomGame(seed, players);
          for (const { before } of [steps[pick % steps.length], steps[(pick * 7) % steps.length]]) {
            for (let seat = 0; seat < players; seat++) {
              const legal = new Set(santaCruz.legalActions(before, seat).map(key));
              expect(legal.size).toBe(santaCruz.legalActions(before, seat).length);
              for (const action of everyAction) {
                let accepted = true;
                try {
                  santaCruz.apply(before, seat, action);
                } catch (error) {
                  if (!(error instanceof RuleError)) throw error;
                  accepted = false;
                }
                expect({ action, seat, accepted }).toEqual({
                  action,
                  seat,
                  accepted: legal.has(key(action)),
                });
              }
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("never leaves an active seat without a legal action, nor a finished game with an active seat", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(2, 3, 4), (seed, players) => {
        const { steps, final } = randomGame(seed, players);
        for (const { before } of steps) {
          for (const seat of santaCruz.activeSeats(before))
            expect(santaCruz.legalActions(before, seat).length).toBeGreaterThan(0);
        }
        expect(santaCruz.activeSeats(final)).toEqual([]);
        expect(santaCruz.legalActions(final, 0)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe("redaction", () => {
  it("a seat's view and legal actions are identical for states differing only in what it may not see", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: 0, max: 10_000 }),
        (seed, players, pick) => {
          const { steps } = randomGame(seed, players);
          const random = new Random(seedRandom(`scramble:${seed}:${pick}`));
          const state = steps[pick % steps.length].after;
          if (state.phase === "over") return;
          for (const viewer of [null, ...state.seats.keys()]) {
            const other = determinize(state, viewer, random);
            expect(santaCruz.view(other, viewer)).toEqual(santaCruz.view(state, viewer));
            if (viewer !== null)
              expect(santaCruz.legalActions(other, viewer)).toEqual(santaCruz.legalActions(state, viewer));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("an event's view never carries another seat's secret", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(2, 3, 4), (seed, players) => {
        const { steps } = randomGame(seed, players);
        for (const event of steps.flatMap((s) => s.events)) {
          for (const viewer of [null, ...Array.from({ length: players }, (_, i) => i)]) {
            const seen = santaCruz.viewEvent(event, viewer);
            const owner = "secret" in event ? event.seat : undefined;
            if (owner !== undefined && owner !== viewer) {
              expect(seen).not.toHaveProperty("secret");
              const altered = { ...event, secret: { card: "other", value: 0 } } as unknown as SantaCruzEvent;
              expect(santaCruz.viewEvent(altered, viewer)).toEqual(seen);
            } else {
              expect(seen).toEqual(event);
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a view never shows a face-down tile, another seat's cards or chit values, or the deck", () => {
    const { steps } = randomGame("peek", 4);
    for (const { after } of steps) {
      if (after.phase === "over") continue;
      const view = santaCruz.view(after, 1);
      expect(view.sites.map((site) => site.tile === null)).toEqual(after.faceUp.map((up) => !up));
      for (const seat of view.seats) {
        if (seat.seat === 1) continue;
        expect(seat).not.toHaveProperty("scoringCards");
        expect(seat).not.toHaveProperty("birdValues");
        expect(seat).not.toHaveProperty("pendingDiscard");
      }
      const text = JSON.stringify(view);
      expect(text).not.toContain('"rng"');
      expect(text).not.toContain('"deck"');
      expect(text).not.toContain('"spare"');
    }
  });
});
