import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import { RuleError } from "../../domain/core/rule-error";
import { type SantaMariaAction, type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { SantaMariaAction as ActionSchema } from "../../domain/santa-maria/actions";
import { content } from "../../domain/santa-maria/content";
import { resources } from "../../domain/santa-maria/content/schema";
import { determinize } from "../../domain/santa-maria/determinize";
import { key, optionSets, randomGame, runs, seeds } from "./random-games";

/** An action of any type with arbitrary (schema-valid) values. */
function anyAction(random: Random): SantaMariaAction {
  const pick = <T>(list: readonly T[]) => list[random.int(list.length)];
  const cell = () => ({ row: random.int(6), col: random.int(6) });
  const rotation = random.int(4);
  const all: (() => SantaMariaAction)[] = [
    () => ({ type: "chooseColony", colony: pick(content.aSides) }),
    () => ({ type: "chooseTownHall", set: random.int(4), rotation, ...cell() }),
    () => ({ type: "expand", tile: pick(content.expansions).id, rotation, ...cell() }),
    () => ({ type: "activate", ...cell() }),
    () => ({
      type: "useDie",
      color: pick(["white", "blue"] as const),
      die: random.int(6) + 1,
      value: random.int(6) + 1,
    }),
    () => ({ type: "retire", space: random.int(5) }),
    () => ({ type: "sell", resource: pick(resources) }),
    () => ({ type: "buy", resource: pick(["wood", "grain"] as const) }),
    () => ({ type: "endTurn" }),
    () => ({ type: "trade", pay: random.int(4), gain: random.int(4) }),
    () => ({ type: "ship", dock: random.int(4) }),
    () => ({ type: "extraStep" }),
    () => ({ type: "recruit", space: random.int(10) }),
    () => ({ type: "placeRoad", ...cell() }),
    () => ({ type: "decline" }),
    () => ({ type: "pay", way: random.int(4) }),
  ];
  return pick(all)();
}

/** A legal action with one value changed: the near misses an exact rule check must catch. */
function nearMiss(action: SantaMariaAction, random: Random): SantaMariaAction {
  const out = { ...action } as Record<string, unknown>;
  const keys = Object.keys(out).filter((k) => k !== "type");
  if (keys.length === 0) return anyAction(random);
  const key = keys[random.int(keys.length)];
  const value = out[key];
  if (typeof value === "number")
    out[key] = key === "die" || key === "value" ? random.int(6) + 1 : random.int(6);
  else if (key === "tile") out[key] = content.expansions[random.int(content.expansions.length)].id;
  else if (key === "color") out[key] = value === "white" ? "blue" : "white";
  else if (key === "resource") out[key] = resources[random.int(resources.length)];
  return out as SantaMariaAction;
}

function accepted(state: SantaMariaState, seat: number, action: SantaMariaAction): boolean {
  try {
    santaMaria.apply(state, seat, action);
    return true;
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return false;
  }
}

describe("legal actions are complete and exact", () => {
  it("every listed action applies; random and near-miss actions not listed are refused with a rule error", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 4 }),
        optionSets,
        fc.nat(),
        (seed, players, options, pick) => {
          const { steps } = randomGame(seed, players, options);
          const random = new Random(seedRandom(`exact:${seed}:${pick}`));
          for (const { before } of [steps[pick % steps.length], steps[(pick * 7 + 3) % steps.length]]) {
            for (let seat = 0; seat < players; seat++) {
              const legal = santaMaria.legalActions(before, seat);
              const listed = new Set(legal.map(key));
              expect(listed.size).toBe(legal.length);
              for (const action of legal)
                expect(santaMaria.schemas.action.safeParse(action).success).toBe(true);
              for (const action of legal) expect(accepted(before, seat, action)).toBe(true);
              const tries = [
                ...Array.from({ length: 60 }, () => anyAction(random)),
                ...legal.slice(0, 40).map((a) => nearMiss(a, random)),
              ];
              for (const action of tries) {
                expect({ action, seat, accepted: accepted(before, seat, action) }).toEqual({
                  action,
                  seat,
                  accepted: listed.has(key(action)),
                });
              }
            }
          }
        },
      ),
      { numRuns: runs(150) },
    );
  });
});

describe("malformed actions", () => {
  const states = [1, 2, 3, 4].flatMap((players) =>
    randomGame(`malformed${players}`, players, {
      setup: players === 2 ? "advanced" : undefined,
      blueDice: "personal",
      colonies: players === 3 ? "draft" : "random",
    })
      .steps.filter((_, i) => i % 5 === 0)
      .map((step) => step.before),
  );
  const value = fc.oneof(
    fc.anything(),
    fc.integer({ min: -2, max: 12 }),
    fc.double(),
    fc.constantFrom("wood", "gold", "white", "blue", "A1", "D01", "T15", "__proto__", "toString"),
  );
  const fields = fc.dictionary(
    fc.constantFrom(
      "row",
      "col",
      "rotation",
      "tile",
      "set",
      "color",
      "die",
      "value",
      "space",
      "resource",
      "pay",
      "gain",
      "dock",
      "colony",
      "way",
    ),
    value,
  );
  const actionTypes = ActionSchema.unwrap().options.map((o) => o.shape.type.value);

  it("are refused with a rule error, never a crash; an accepted well-formed action was a legal one", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom(...actionTypes, "nonsense", "constructor"),
        fields,
        (i, type, rest) => {
          const state = states[i % states.length];
          const action = { ...rest, type } as SantaMariaAction;
          let ok = true;
          try {
            santaMaria.apply(state, state.turn, action);
          } catch (error) {
            if (!(error instanceof RuleError)) throw error;
            ok = false;
          }
          if (ok && santaMaria.schemas.action.safeParse(action).success) {
            expect(santaMaria.legalActions(state, state.turn).map(key)).toContain(key(action));
          }
        },
      ),
      { numRuns: runs(3000) },
    );
  });
});

describe("redaction (ruling 2)", () => {
  it("a view and the legal actions are identical for states differing only in stack orders and the generator", () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 4 }),
        optionSets,
        fc.nat(),
        (seed, players, options, pick) => {
          const { steps } = randomGame(seed, players, options);
          const random = new Random(seedRandom(`scramble:${seed}:${pick}`));
          const state = steps[pick % steps.length].before;
          const other = determinize(state, null, random);
          for (const viewer of [null, ...state.seats.keys()]) {
            expect(santaMaria.view(other, viewer)).toEqual(santaMaria.view(state, viewer));
            if (viewer !== null)
              expect(santaMaria.legalActions(other, viewer)).toEqual(santaMaria.legalActions(state, viewer));
          }
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it("a view never shows the stacks or the generator, and events are the same for every viewer", () => {
    const { steps } = randomGame("peek", 4, { blueDice: "personal", colonies: "random" });
    for (const { after, events } of steps) {
      const view = santaMaria.view(after, 1);
      for (const hidden of ["rng", "shipments", "doubles", "triples"])
        expect(view).not.toHaveProperty(hidden);
      expect(JSON.stringify(view)).not.toContain('"rng"');
      for (const event of events) {
        expect(JSON.stringify(event)).not.toContain('"rng"');
        for (const viewer of [null, 0, 1, 2, 3]) expect(santaMaria.viewEvent(event, viewer)).toEqual(event);
      }
    }
  });
});
