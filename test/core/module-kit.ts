import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import type { AnyGameModule } from "../../domain/core/game-module";
import { playthrough } from "../../domain/core/playthrough";
import { Random, seedRandom } from "../../domain/core/random";
import { languages, readAction } from "../../domain/core/sentences";

/** A few states of one seeded game, with the move that led to each (none for the first). */
function someStates(game: AnyGame, count: number) {
  const play = playthrough<unknown>(game, { seed: `module-${game.id}`, players: game.players.min });
  const step = Math.max(1, Math.floor(play.turns.length / count));
  const states: { state: unknown; events: unknown[] }[] = [{ state: play.initial, events: [] }];
  let state = play.initial;
  play.turns.forEach((turn, i) => {
    state = game.apply(state, turn.seat, turn.action).state;
    if (i % step === 0) states.push({ state, events: play.events[i] });
  });
  return { players: game.players.min, states };
}

/**
 * What the service reads of a game beyond its rules (`game`, as the module loads them), checked the
 * same way for each module: its listing names its rules, and its sentences, scores and
 * strategy work on its views.
 */
export function checkGameModule(module: AnyGameModule, game: AnyGame): void {
  describe(`${module.listing.name}: the game module`, () => {
    const { players, states } = someStates(game, 6);
    const names = Array.from({ length: players }, (_, seat) => `Player ${seat + 1}`);

    it("lists exactly the rules it loads", () => {
      expect(game.id).toBe(module.listing.id);
      expect(game.name).toBe(module.listing.name);
      expect(game.rulesVersion).toBe(module.listing.rulesVersion);
      expect(game.schemas.options).toBe(module.listing.options);
      for (const { name } of module.packing) expect(name.startsWith(`${module.listing.id}.`)).toBe(true);
    });

    it("scores every viewer's view: one score per seat", () => {
      for (const { state } of states) {
        for (const viewer of [...names.keys(), null]) {
          const view = game.view(state, viewer);
          const scores = module.scores(view);
          expect(scores).toHaveLength(players);
          for (const score of scores) expect(Number.isFinite(score)).toBe(true);
        }
      }
    });

    it("tells every move in words and reads each legal action back from its short text, in every language", async () => {
      const sentences = await module.sentences();
      for (const { state, events } of states) {
        for (const seat of game.activeSeats(state)) {
          const view = game.view(state, seat);
          const legal = game.legalActions(state, seat);
          for (const lang of languages) {
            const ctx = { lang, names, viewer: seat, view };
            for (const event of events)
              expect(sentences.event(game.viewEvent(event, seat), ctx)).not.toBe("");
            expect(sentences.textHelp(ctx)).not.toBe("");
            for (const action of legal.slice(0, 10)) {
              expect(sentences.action(action, ctx)).not.toBe("");
              expect(readAction(sentences, sentences.actionText(action, ctx), legal, ctx)).toEqual(action);
            }
          }
        }
      }
    });

    it("gives its computer players a strategy that plays legal actions", async () => {
      const strategy = await module.strategy();
      const random = new Random(seedRandom(`strategy-${game.id}`));
      for (const { state } of states) {
        for (const seat of game.activeSeats(state)) {
          const legal = game.legalActions(state, seat);
          expect(legal).toContainEqual(strategy.rollout(state, seat, legal, random));
          expect(Number.isFinite(strategy.evaluate(state, seat))).toBe(true);
        }
      }
    });
  });
}
