import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";

describe("seeded generator", () => {
  it("gives the same sequence for the same seed, and another for another seed", () => {
    const draw = (seed: string) => {
      const r = new Random(seedRandom(seed));
      return Array.from({ length: 8 }, () => r.nextUint32());
    };
    expect(draw("alpha")).toEqual(draw("alpha"));
    expect(draw("alpha")).not.toEqual(draw("alphb"));
  });

  it("keeps its whole state in four unsigned 32-bit integers that resume the sequence", () => {
    const r = new Random(seedRandom("resume"));
    r.nextUint32();
    const saved = r.state();
    expect(saved.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32)).toBe(true);
    const next = r.nextUint32();
    expect(new Random(JSON.parse(JSON.stringify(saved))).nextUint32()).toBe(next);
  });

  it("draws integers in range, each value about equally often", () => {
    const r = new Random(seedRandom("uniform"));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[r.int(6)]++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    expect(() => r.int(0)).toThrow(RangeError);
  });

  it("shuffles into a permutation without changing its input", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
        const before = items.slice();
        const out = new Random(seedRandom(seed)).shuffle(items);
        expect(items).toEqual(before);
        expect(out.slice().sort()).toEqual(before.slice().sort());
      }),
    );
  });
});
