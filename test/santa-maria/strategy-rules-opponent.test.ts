import { describe, expect, it } from "vitest";
import type { AnyGame, Seat } from "../../domain/core/game";
import { Random, seedRandom } from "../../domain/core/random";
import { santaMaria } from "../../domain/santa-maria";
import { santaMariaHeuristic } from "../../test/bench/opponents/santa-maria";

const game = santaMaria as unknown as AnyGame;

/** One game: the rules heuristic at `seat`, uniform random play at every other; each seat's score. */
function play(seed: string, players: number, seat: Seat): number[] {
  const random = new Random(seedRandom(`uniform:${seed}`));
  let state = game.setup(seed, players, game.schemas.options.parse({}));
  for (let step = 0; game.result(state) === null; step++) {
    const actor: Seat = game.activeSeats(state)[0];
    const actions = game.legalActions(state, actor);
    const action =
      actor === seat
        ? santaMariaHeuristic(game, state, actor, `${seed}:${step}`)
        : actions[random.int(actions.length)];
    state = game.apply(state, actor, action).state;
  }
  const standings = game.result(state)?.standings ?? [];
  return Array.from({ length: players }, (_, s) => standings.find((st) => st.seat === s)?.score ?? 0);
}

describe("the bench's Santa Maria rules heuristic", () => {
  it("can win: it scores far above the 8 points of a one-step look at the score, alone and beside random play", () => {
    const solo = [0, 1].map((g) => play(`rules-solo-${g}`, 1, 0)[0]);
    expect(Math.min(...solo)).toBeGreaterThan(25);
    for (const seat of [0, 1]) {
      const [mine, rival] = (([a, b]) => (seat === 0 ? [a, b] : [b, a]))(play(`rules-duo-${seat}`, 2, seat));
      expect(mine).toBeGreaterThan(rival + 20);
    }
  }, 60_000);

  it("plays on public information only: a world redrawn in what its seat may not see changes no decision", () => {
    const redraw = new Random(seedRandom("rules-fair"));
    let state = game.setup("rules-fair", 2, game.schemas.options.parse({}));
    let decisions = 0;
    for (let step = 0; game.result(state) === null && step < 60; step++) {
      const seat: Seat = game.activeSeats(state)[0];
      const action = santaMariaHeuristic(game, state, seat, `fair:${step}`);
      if (game.legalActions(state, seat).length > 1) {
        decisions++;
        const hidden = game.determinize(state, seat, redraw);
        expect(santaMariaHeuristic(game, hidden, seat, `fair:${step}`)).toEqual(action);
      }
      state = game.apply(state, seat, action).state;
    }
    expect(decisions).toBeGreaterThan(20);
  }, 60_000);
});
