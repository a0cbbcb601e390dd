import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { computerPlayer } from "../../domain/computer-players";
import type { AnyGame } from "../../domain/core/game";
import { playthrough } from "../../domain/core/playthrough";
import { Random, seedRandom } from "../../domain/core/random";
import { type StandInKind, standInAction, standInKinds } from "../../domain/core/stand-ins";

/** Small thinking times per level, so that each sampled decision takes a few milliseconds. */
const testMs: Record<StandInKind, number> = { quick: 1, strong: 3, greedy: 1, random: 0 };

/** Of a game's states, every so many are checked. */
const every = 5;

/** Every state of one random game until its end. */
function statesOf(game: AnyGame, seed: string, players: number): unknown[] {
  const play = playthrough<unknown>(game, { seed, players });
  const states = [play.initial];
  for (const turn of play.turns) states.push(game.apply(states.at(-1), turn.seat, turn.action).state);
  return states.filter((state) => game.result(state) === null);
}

describe.each(games.list().map((game) => [game.id, game] as const))(
  "computer players of %s play fair",
  (_, game) => {
    const player = computerPlayer(game);

    it("redrawing what the deciding seat may not see never changes any level's decision", () => {
      fc.assert(
        fc.property(
          fc.string({ minLength: 1, maxLength: 8 }),
          fc.integer({ min: game.players.min, max: game.players.max }),
          fc.nat(),
          (seed, players, offset) => {
            const states = statesOf(game, seed, players);
            const scramble = new Random(seedRandom(`scramble:${seed}`));
            for (let i = offset % every; i < states.length; i += every) {
              for (const seat of game.activeSeats(states[i])) {
                const redrawn = game.determinize(states[i], seat, scramble);
                for (const kind of standInKinds) {
                  const salt = `${seed}:${i}`;
                  expect(standInAction(player, redrawn, seat, kind, salt, testMs[kind]), kind).toEqual(
                    standInAction(player, states[i], seat, kind, salt, testMs[kind]),
                  );
                }
              }
            }
          },
        ),
        { numRuns: 6 },
      );
    });
  },
);

describe("computer players in a simultaneous choice", () => {
  it("decide each seat's secret Santa Cruz discard from its own hand alone", () => {
    const santaCruz = games.get("santa-cruz") as AnyGame;
    const state = statesOf(santaCruz, "discards", 3).find((s) => santaCruz.activeSeats(s).length === 3);
    const scramble = new Random(seedRandom("discards"));
    const player = computerPlayer(santaCruz);
    for (const seat of santaCruz.activeSeats(state)) {
      const choice = standInAction(player, state, seat, "quick", "discard", 2);
      expect(santaCruz.legalActions(state, seat)).toContainEqual(choice);
      const redrawn = santaCruz.determinize(state, seat, scramble);
      expect(standInAction(player, redrawn, seat, "quick", "discard", 2)).toEqual(choice);
    }
  });
});
