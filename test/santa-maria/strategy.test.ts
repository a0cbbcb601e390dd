import { describe, expect, it } from "vitest";
import { judge } from "../../domain/core/players/judge";
import { Random, seedRandom } from "../../domain/core/random";
import {
  type SantaMariaAction,
  type SantaMariaOptions,
  type SantaMariaState,
  santaMaria,
} from "../../domain/santa-maria";
import { content } from "../../domain/santa-maria/content";
import { santaMariaStrategy } from "../../domain/santa-maria/strategy";
import { expectedScore } from "../../domain/santa-maria/strategy/evaluate";
import { options } from "./random-games";

const { rollout, evaluate } = santaMariaStrategy;

type Player = (
  s: SantaMariaState,
  seat: number,
  actions: SantaMariaAction[],
  random: Random,
) => SantaMariaAction;

const planner: Player = (s, seat, actions, random) => rollout(s, seat, actions, random);
const uniform: Player = (_s, _seat, actions, random) => actions[random.int(actions.length)];
const key = (a: SantaMariaAction) => JSON.stringify(a, Object.keys(a).sort());

/** Plays a whole game, checking at every step that the planner's choice is one of the legal actions. */
function play(seed: string, players: Player[], gameOptions: Partial<SantaMariaOptions> = {}) {
  let s = santaMaria.setup(
    seed,
    players.length,
    options({ blueDice: "personal", colonies: "random", ...gameOptions }),
  );
  const random = new Random(seedRandom(`players:${seed}`));
  const evaluations: number[][] = players.map(() => []);
  let steps = 0;
  while (santaMaria.result(s) === null) {
    const [seat] = santaMaria.activeSeats(s);
    const actions = santaMaria.legalActions(s, seat);
    const action = players[seat](s, seat, actions, random);
    if (players[seat] === planner) expect(actions.map(key)).toContain(key(action));
    s = santaMaria.apply(s, seat, action).state;
    if (s.phase === "play" && s.pending.length === 0 && !s.mainDone)
      evaluations[s.turn].push(expectedScore(s, s.turn));
    if (++steps > 5000) throw new Error("the game does not end");
  }
  return { final: s, evaluations };
}

const expansions = (s: SantaMariaState, seat: number) =>
  s.seats[seat].tiles.filter((p) => content.expansionById.has(p.tile)).length;
const monkSpaces = (s: SantaMariaState, seat: number) => s.monkSpaces.filter((m) => m.monks.includes(seat));

describe("the Santa Maria turn planner (strategy.rollout)", () => {
  it.each([
    [1, {}],
    [2, {}],
    [3, { colonies: "draft" as const, blueDice: "commonPool" as const }],
    [4, { setup: "advanced" as const }],
  ])("chooses only legal actions and plays a %i-player game to the end (%o)", (n, gameOptions) => {
    const { final } = play(`legal-${n}`, Array(n).fill(planner), gameOptions);
    expect(final.phase).toBe("over");
    expect(santaMaria.result(final)?.standings).toHaveLength(n);
  });

  it("chooses the same action for the same state", () => {
    const s = santaMaria.setup("same", 3, options({ blueDice: "personal", colonies: "random" }));
    const actions = santaMaria.legalActions(s, 0);
    const choose = (salt: string) => rollout(s, 0, actions, new Random(seedRandom(salt)));
    expect(choose("a")).toEqual(choose("b"));
  });

  it("beats the uniform random player clearly, expanding and placing monks on several spaces", () => {
    const games = ["duel-1", "duel-2", "duel-3"].map((seed, i) =>
      play(seed, i % 2 === 0 ? [planner, uniform] : [uniform, planner]),
    );
    games.forEach(({ final }, i) => {
      const me = i % 2;
      const points = final.seats.map((seat) => seat.points);
      expect(points[me]).toBeGreaterThan(points[1 - me] + 25);
      expect(expansions(final, me)).toBeGreaterThanOrEqual(4);
      const spaces = monkSpaces(final, me);
      expect(spaces.length).toBeGreaterThanOrEqual(4);
      expect(new Set(spaces.map((m) => m.kind)).size).toBeGreaterThanOrEqual(2);
    });
  });
});

describe("the Santa Maria evaluation (strategy.evaluate)", () => {
  it("is the final margin over the best rival once the game is over", () => {
    const { final } = play("margin", [planner, planner, planner]);
    final.seats.forEach((me, i) => {
      const rival = Math.max(...final.seats.filter((_, j) => j !== i).map((other) => other.points));
      expect(evaluate(final, i)).toBe(me.points - rival);
    });
  });

  it("forecasts a seat's final score roughly from the last year on", () => {
    const { final, evaluations } = play("forecast", [planner, planner]);
    final.seats.forEach((seat, i) => {
      // the last evaluations are taken in the third year
      for (const value of evaluations[i].slice(-3)) expect(Math.abs(value - seat.points)).toBeLessThan(20);
    });
  });

  it("is a solo seat's expected score, judged on the same scale as a finished solo game's score", () => {
    const solo = santaMaria.setup("alone", 1, options({ blueDice: "personal", colonies: "random" }));
    expect(santaMariaStrategy.alone?.(solo)).toBe(true);
    expect(
      santaMariaStrategy.alone?.(
        santaMaria.setup("pair", 2, options({ blueDice: "personal", colonies: "random" })),
      ),
    ).toBe(false);
    const player = { game: santaMaria, strategy: santaMariaStrategy, stepsPerMs: 1 };
    const { final } = play("alone", [planner]);
    const finished = judge(player, final, 0);
    const estimate = evaluate(solo, 0);
    // an open position whose estimate falls short of the finished score is judged below it
    expect(estimate).toBeLessThan(final.seats[0].points);
    expect(judge(player, solo, 0)).toBeLessThan(finished);
  });

  it("counts wood spent on a good tile as a gain, where the score if the game ended now sees a loss", () => {
    const s = santaMaria.setup("wood", 2, options({ blueDice: "personal", colonies: "random" }));
    const tiles = santaMaria.legalActions(s, 0).filter((a) => a.type === "expand");
    const after = tiles.map((a) => santaMaria.apply(s, 0, a).state);
    expect(after.every((next) => next.seats[0].storage.wood === 0)).toBe(true);
    expect(Math.max(...after.map((next) => evaluate(next, 0)))).toBeGreaterThan(evaluate(s, 0) + 5);
    expect(Math.max(...after.map((next) => santaMaria.standing(next, 0)))).toBeLessThanOrEqual(
      santaMaria.standing(s, 0),
    );
  });
});
