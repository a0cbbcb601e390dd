import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import { judge } from "../../domain/core/players/judge";
import { budgetFor } from "../../domain/core/players/levels";
import type { Player } from "../../domain/core/players/player";
import { cutAt, searchAction } from "../../domain/core/players/search";
import { Random, seedRandom } from "../../domain/core/random";
import type { AnyStrategy } from "../../domain/core/strategy";

/** A solo game of one choice (an option) and one roll: the score is the option's worth plus the roll. */
interface Pick {
  picked: number | null;
  roll: number | null;
}

const rolls = [-30, -20, -10, 0, 10, 20, 30];

function pickGame(worths: number[]): AnyGame {
  const over = (s: Pick) => s.roll !== null;
  return {
    activeSeats: (s: Pick) => (over(s) ? [] : [0]),
    legalActions: (s: Pick) => (s.picked === null ? worths.map((_, i) => i) : rolls),
    apply: (s: Pick, _seat: number, action: number) => ({
      state: s.picked === null ? { picked: action, roll: null } : { picked: s.picked, roll: action },
      events: [],
    }),
    result: (s: Pick) =>
      over(s)
        ? { standings: [{ seat: 0, place: 1, score: worths[s.picked as number] + (s.roll as number) }] }
        : null,
    determinize: (s: Pick) => ({ ...s }),
  } as unknown as AnyGame;
}

/** A policy that prefers the lowest-numbered option and rolls at random; it values every open position at 50. */
const lowestFirst: AnyStrategy = {
  rollout: (s: Pick, _seat, actions: number[], random) =>
    s.picked === null ? Math.min(...actions) : actions[random.int(actions.length)],
  evaluate: () => 50,
  alone: () => true,
};

function player(worths: number[]): Player {
  return { game: pickGame(worths), strategy: lowestFirst, stepsPerMs: 1 };
}

function decide(worths: number[], steps: number, seed: string): unknown {
  const start: Pick = { picked: null, roll: null };
  return searchAction(player(worths), start, 0, { steps, depth: 10 }, new Random(seedRandom(seed)));
}

const seeds = Array.from({ length: 20 }, (_, i) => `seed-${i}`);

describe("the search overrules its policy only when significantly better", () => {
  it("keeps the policy's choice when no option is better, however noisy the playouts", () => {
    const worths = new Array(10).fill(50);
    const kept = seeds.filter((seed) => decide(worths, 2_000, seed) === 0);
    expect(kept.length).toBeGreaterThanOrEqual(19);
  });

  it("takes an option clearly better than the policy's choice", () => {
    const worths = [50, 50, 50, 80, 50];
    for (const seed of seeds) expect(decide(worths, 2_000, seed)).toBe(3);
  });

  it("considers more than twelve options when the budget allows, in the policy's order", () => {
    const worths = new Array(30).fill(50);
    worths[25] = 90;
    for (const seed of seeds.slice(0, 5)) expect(decide(worths, 30_000, seed)).toBe(25);
  });

  it("plays the policy's choice when the budget cannot pair eight playouts of a rival with the policy's", () => {
    const worths = [50, 90];
    for (const seed of seeds) expect(decide(worths, 30, seed)).toBe(0);
  });
});

describe("where playouts stop", () => {
  it("cuts a playout where the budget keeps room for twice the playouts that may overrule the policy", () => {
    expect(cutAt({ steps: 1_200, depth: 10_000 })).toBe(35);
    expect(cutAt({ steps: 1_000_000, depth: 10_000 })).toBe(10_000);
  });

  it("never cuts a playout before 32 actions: too small a budget plays whole games", () => {
    expect(cutAt({ steps: 120, depth: 10_000 })).toBe(10_000);
    expect(cutAt({ steps: 1_088, depth: 10_000 })).toBe(32);
  });
});

describe("judging positions", () => {
  it("judges a playout cut short on the finished games' scale: an estimate of 80 never outranks a finished 100", () => {
    const p = player([100]);
    const finished = judge(p, { picked: 0, roll: 0 }, 0);
    const cutShort = judge(
      { ...p, strategy: { ...lowestFirst, evaluate: () => 80 } },
      { picked: 0, roll: null },
      0,
    );
    expect(cutShort).toBeLessThan(finished);
  });
});

describe("a budget's time", () => {
  /** A solo game of `length` two-way choices that counts every action applied to it. */
  function longGame(length: number, applied: { count: number }): AnyGame {
    return {
      activeSeats: (n: number) => (n < length ? [0] : []),
      legalActions: () => [0, 1],
      apply: (n: number) => {
        applied.count++;
        return { state: n + 1, events: [] };
      },
      result: (n: number) => (n < length ? null : { standings: [{ seat: 0, place: 1, score: n }] }),
      determinize: (n: number) => n,
    } as unknown as AnyGame;
  }

  it("a budget too small to search stops its first playout where a search could no longer afford it, not at the game's end", () => {
    const applied = { count: 0 };
    const long: Player = {
      game: longGame(5_000, applied),
      strategy: { ...lowestFirst, rollout: (_s, _seat, actions: number[]) => actions[0] },
      stepsPerMs: 1,
    };
    const action = searchAction(long, 0, 0, { steps: 120, depth: 10_000 }, new Random(seedRandom("long")));
    expect(action).toBe(0);
    expect(applied.count).toBeLessThanOrEqual(120);
  });
});

describe("the service's clock stops a search when the level's time is up", () => {
  // a machine fast beyond measure: its steps would never run out
  const endless = { ...player([50, 50, 60, 40, 70]), stepsPerMs: 1e9 };
  const start: Pick = { picked: null, roll: null };

  it("ends a search whose steps would not run out before its time is up", () => {
    let now = 1_000;
    const clock = () => now++;
    const budget = budgetFor(endless, 300, clock);
    expect(budget.steps).toBeGreaterThan(1e10);
    const action = searchAction(endless, start, 0, budget, new Random(seedRandom("clock")));
    expect([0, 1, 2, 3, 4]).toContain(action);
    // read twice when the budget was made and once a round of playouts, each round 1 ms
    expect(now - 1_000).toBeGreaterThanOrEqual(280);
    expect(now - 1_000).toBeLessThanOrEqual(300);
  });

  // the service's clock stopped these once 90% of the time had passed, and they ended 8 to 48 ms late
  it.each([11, 13, 21, 29])(
    "starts no round of playouts that would end past its time, each taken to last as long as the longest so far (%i ms an action)",
    (ms) => {
      let now = 0;
      const slow = player([50, 50, 60, 40, 70]);
      const game = {
        ...slow.game,
        apply: (...args: Parameters<AnyGame["apply"]>) => {
          now += ms;
          return slow.game.apply(...args);
        },
      } as AnyGame;
      const timed = { ...slow, game, stepsPerMs: 1e9 };
      searchAction(
        timed,
        start,
        0,
        budgetFor(timed, 300, () => now),
        new Random(seedRandom("slow")),
      );
      expect(now).toBeGreaterThan(200);
      expect(now).toBeLessThanOrEqual(300);
    },
  );

  it("plays the policy's choice when the time is up before the search begins", () => {
    const late = { steps: 1e12, depth: 10, stop: () => true };
    expect(searchAction(endless, start, 0, late, new Random(seedRandom("late")))).toBe(0);
  });

  it("gives no clock without one: the decision depends on the state, the seat and the random draws alone", () => {
    expect(budgetFor(endless, 300).stop).toBeUndefined();
  });
});
