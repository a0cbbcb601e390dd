import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import { playthrough } from "../../domain/core/playthrough";
import { Random, seedRandom } from "../../domain/core/random";
import { santaMaria } from "../../domain/santa-maria";
import { determinize } from "../../domain/santa-maria/determinize";
import type { SantaMariaState } from "../../domain/santa-maria/state";

/** What nobody may see (ruling 2), written from the rules apart from `determinize`: the stacks' order and the dice to come. */
const stacks = ["shipments", "doubles", "triples"] as const;
const hidden = new Set<string>([...stacks, "rng"]);

/** Unfinished states spread over a seeded random game of each player count. */
function positions(): SantaMariaState[] {
  return [1, 2, 4].flatMap((players) => {
    const play = playthrough<SantaMariaState>(santaMaria as AnyGame, { seed: `det-${players}`, players });
    const states = [play.initial];
    for (const turn of play.turns)
      states.push(santaMaria.apply(states[states.length - 1], turn.seat, turn.action).state);
    const open = states.filter((s) => santaMaria.result(s) === null);
    return [0, 1, 2, 3].map((i) => open[Math.floor((i * open.length) / 4)]);
  });
}

/** The state with every hidden field left out: what the seat sees. */
function seen(s: SantaMariaState): Record<string, unknown> {
  return Object.fromEntries(Object.entries(s).filter(([field]) => !hidden.has(field)));
}

/** The same state with its stacks in another order, shuffled by the test itself. */
function reordered(s: SantaMariaState, random: Random): SantaMariaState {
  const out = structuredClone(s);
  for (const stack of stacks) out[stack] = random.shuffle(out[stack]);
  out.rng = [1, 2, 3, 4];
  return out;
}

describe("Santa Maria determinize redraws exactly what nobody may see", () => {
  const where = positions();

  it("never moves anything a seat may see", () => {
    where.forEach((s, i) => {
      const other = determinize(s, s.turn, new Random(seedRandom(`seen-${i}`)));
      expect(seen(other)).toEqual(seen(s));
    });
  });

  it("deals each stack from exactly the cards it holds, every card reaching the top", () => {
    where.forEach((s, i) => {
      const random = new Random(seedRandom(`pool-${i}`));
      const tops = Object.fromEntries(stacks.map((stack) => [stack, new Set<string>()]));
      for (let n = 0; n < 300; n++) {
        const other = determinize(s, s.turn, random);
        for (const stack of stacks) {
          expect(other[stack].slice().sort(), stack).toEqual(s[stack].slice().sort());
          if (other[stack].length > 0) tops[stack].add(other[stack].at(-1) as string);
        }
      }
      for (const stack of stacks)
        expect([...tops[stack]].sort(), stack).toEqual([...new Set(s[stack])].sort());
    });
  });

  it("depends on nothing hidden: stacks in another order and other dice give the same redraw", () => {
    const shuffler = new Random(seedRandom("reorder"));
    where.forEach((s, i) => {
      const salt = `same-${i}`;
      const other = reordered(s, shuffler);
      expect(determinize(other, s.turn, new Random(seedRandom(salt)))).toEqual(
        determinize(s, s.turn, new Random(seedRandom(salt))),
      );
    });
  });

  it("draws the dice to come anew", () => {
    where.forEach((s, i) => {
      expect(determinize(s, s.turn, new Random(seedRandom(`dice-${i}`))).rng).not.toEqual(s.rng);
    });
  });
});
