import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { computerPlayer } from "../../domain/computer-players";
import type { AnyGame } from "../../domain/core/game";
import { levelMs } from "../../domain/core/players/levels";
import { type StandInKind, standInAction, standInKinds } from "../../domain/core/stand-ins";
import { contentInPlay } from "../../domain/santa-maria/content";
import { contentV2 } from "../../domain/santa-maria/v2";

/** A few playout actions per decision: enough to exercise every level, fast enough for whole games. */
const tinyMs = 0.05;

/** Plays a whole game with the given stand-in at every seat. */
function botGame(game: AnyGame, players: number, kinds: StandInKind[], seed: string, ms = tinyMs) {
  let state = game.setup(seed, players, game.schemas.options.parse({}));
  let steps = 0;
  const player = computerPlayer(game);
  while (!game.result(state)) {
    const seat = game.activeSeats(state)[0];
    const action = standInAction(player, state, seat, kinds[seat], `${seed}:${steps}`, ms);
    expect(game.legalActions(state, seat)).toContainEqual(action);
    state = game.apply(state, seat, action).state;
    steps++;
  }
  return state;
}

describe.each(games.list().map((game) => [game.id, game] as const))("stand-in players for %s", (_, game) => {
  const player = computerPlayer(game);

  it.each(standInKinds)("the %s player finishes whole games with legal actions only", (kind) => {
    const final = botGame(game, game.players.max, new Array(game.players.max).fill(kind), `${kind}-game`);
    expect(game.result(final)?.standings.length).toBe(game.players.max);
  });

  it("chooses the same action for the same state and salt", () => {
    const state = game.setup("same", game.players.min, game.schemas.options.parse({}));
    const seat = game.activeSeats(state)[0];
    for (const kind of standInKinds) {
      expect(standInAction(player, state, seat, kind, "salt", 2)).toEqual(
        standInAction(player, state, seat, kind, "salt", 2),
      );
    }
  });

  it("plays greedy, the old stored kind, as the quick level", () => {
    const state = game.setup("old-kind", game.players.min, game.schemas.options.parse({}));
    const seat = game.activeSeats(state)[0];
    expect(standInAction(player, state, seat, "greedy", "salt")).toEqual(
      standInAction(player, state, seat, "quick", "salt", levelMs.quick),
    );
  });
});

describe("the quick level, at a third of its thinking time, against random players", () => {
  it("wins at least twice its share of Santa Cruz games against three random players", () => {
    const santaCruz = games.get("santa-cruz") as AnyGame;
    let wins = 0;
    for (let g = 0; g < 10; g++) {
      const final = botGame(santaCruz, 4, ["quick", "random", "random", "random"], `duel-${g}`, 10);
      if (santaCruz.result(final)?.standings[0].seat === 0) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });
});

describe("computer players of older rules versions", () => {
  it("are made once per version and share the game's playout rate, measured once a process", () => {
    const [newest, ...older] = games.versions("santa-maria");
    expect(older.length).toBeGreaterThan(0);
    const player = computerPlayer(newest);
    // a rate measured anew (a second of playouts) would differ from the first
    for (let round = 0; round < 3; round++)
      for (const game of [newest, ...older]) {
        const made = computerPlayer(game);
        expect(made.game).toBe(game);
        expect(made.stepsPerMs).toBe(player.stepsPerMs);
      }
    expect(computerPlayer(newest)).toBe(player);
  });

  it("judge a position by their own version's content: a version-2 match's player reads version 2's town halls and scholars in every call of its strategy", () => {
    const [newest, v2] = games.versions("santa-maria");
    expect(v2.rulesVersion).toBe(2);
    const seen = new Set<unknown>();
    const read = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(contentInPlay), "value")?.get;
    if (!read) throw new Error("the content switch has no value to read");
    Object.defineProperty(contentInPlay, "value", {
      configurable: true,
      get() {
        const value = read.call(this);
        seen.add(value);
        return value;
      },
    });
    try {
      for (const [game, expected] of [
        [v2, contentV2],
        [newest, contentInPlay.newest],
      ] as const) {
        seen.clear();
        const { strategy } = computerPlayer(game);
        let state = game.setup(`judged-${game.rulesVersion}`, 2, game.schemas.options.parse({}));
        for (let step = 0; step < 40 && !game.result(state); step++) {
          const seat = game.activeSeats(state)[0];
          strategy.evaluate(state, seat);
          const actions = game.legalActions(state, seat);
          state = game.apply(state, seat, actions[step % actions.length]).state;
        }
        seen.clear();
        const seat = game.activeSeats(state)[0];
        strategy.evaluate(state, seat);
        strategy.rollout(state, seat, game.legalActions(state, seat), { int: () => 0 } as never);
        expect(seen.size).toBeGreaterThan(0);
        expect([...seen]).toEqual([expected]);
      }
    } finally {
      delete (contentInPlay as { value?: unknown }).value;
    }
  });
});
