import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import type { AnyGame } from "../../domain/core/game";
import { standInAction, standInKinds } from "../../domain/core/stand-ins";

/** Plays a whole game with the given stand-in at every seat. */
function botGame(game: AnyGame, players: number, kinds: (typeof standInKinds)[number][], seed: string) {
  let state = game.setup(seed, players, game.schemas.options.parse({}));
  let steps = 0;
  while (!game.result(state)) {
    const seat = game.activeSeats(state)[0];
    const action = standInAction(game, state, seat, kinds[seat], `${seed}:${steps}`);
    expect(game.legalActions(state, seat)).toContainEqual(action);
    state = game.apply(state, seat, action).state;
    steps++;
  }
  return state;
}

describe.each(games.list().map((game) => [game.id, game] as const))("stand-in players for %s", (_, game) => {
  it.each(standInKinds)("the %s player finishes whole games with legal actions only", (kind) => {
    const final = botGame(game, game.players.max, new Array(game.players.max).fill(kind), `${kind}-game`);
    expect(game.result(final)?.standings.length).toBe(game.players.max);
  });

  it("chooses the same action for the same state and salt", () => {
    const state = game.setup("same", game.players.min, game.schemas.options.parse({}));
    const seat = game.activeSeats(state)[0];
    for (const kind of standInKinds) {
      expect(standInAction(game, state, seat, kind, "salt")).toEqual(
        standInAction(game, state, seat, kind, "salt"),
      );
    }
  });

  it("the greedy player never picks an action after which it stands worse than after another", () => {
    let state = game.setup("greedy-check", game.players.max, game.schemas.options.parse({}));
    for (let step = 0; step < 60 && !game.result(state); step++) {
      const seat = game.activeSeats(state)[0];
      const chosen = standInAction(game, state, seat, "greedy", `g${step}`);
      const value = (action: unknown) => game.standing(game.apply(state, seat, action).state, seat);
      const best = Math.max(...game.legalActions(state, seat).map(value));
      expect(value(chosen)).toBe(best);
      state = game.apply(state, seat, chosen).state;
    }
  });
});

describe("greedy against random", () => {
  it("wins most Santa Cruz games against three random players", () => {
    const santaCruz = games.get("santa-cruz") as AnyGame;
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const final = botGame(santaCruz, 4, ["greedy", "random", "random", "random"], `duel-${g}`);
      if (santaCruz.result(final)?.standings[0].seat === 0) wins++;
    }
    expect(wins).toBeGreaterThan(10);
  });
});
