import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { exactAction } from "../../domain/core/exact-action";
import { playthrough } from "../../domain/core/playthrough";
import { Random, seedRandom } from "../../domain/core/random";
import { actionSpace, mutateAction, sampleAction } from "./action-space";

for (const game of games.list()) {
  describe(`${game.name}: the fast action reader`, () => {
    const exact = exactAction(game.schemas.action);
    const space = actionSpace(game);
    const play = playthrough<unknown>(game, { seed: `exact-${game.id}`, players: game.players.max });
    const first = game.activeSeats(play.initial)[0];
    const actions = [
      ...game.legalActions(play.initial, first),
      ...play.turns.map((turn) => turn.action as Record<string, unknown>),
    ];

    /** What the reader gave must be exactly what zod gives: same fields, same values, same key order. */
    function expectAsZod(input: unknown): boolean {
      const read = exact(input);
      if (read === undefined) return false;
      const parsed = game.schemas.action.safeParse(input);
      expect(parsed.success, JSON.stringify(input)).toBe(true);
      expect(JSON.stringify(read)).toBe(JSON.stringify(parsed.data));
      expect(Object.keys(read)).toEqual(Object.keys(parsed.data as object));
      expect(read).not.toBe(input);
      return true;
    }

    it("reads every action a game's players took, exactly as the schema parses it", () => {
      for (const action of actions) expect(expectAsZod(action), JSON.stringify(action)).toBe(true);
      expect(expectAsZod(JSON.parse(JSON.stringify(actions[0])))).toBe(true);
    });

    it("gives what the schema parses, or leaves the input to the schema: never another answer", () => {
      const random = new Random(seedRandom(`exact-reader-${game.id}`));
      const near = Array.from({ length: 400 }, () => {
        const base = random.int(2) === 0 ? sampleAction(space, random) : actions[random.int(actions.length)];
        return mutateAction(space, base, random) ?? base;
      });
      // most near misses are schema-valid actions: the reader must read them, and read them right
      expect(near.filter(expectAsZod).length).toBeGreaterThan(near.length / 2);
      const field = fc.constantFrom("type", "site", "card", "set", "tile", "row", "col", "die", "extra");
      fc.assert(
        fc.property(
          fc.constantFrom(...actions),
          fc.dictionary(field, fc.oneof(fc.anything(), fc.integer({ min: -2, max: 60 }))),
          (action, changes) => {
            expectAsZod({ ...action, ...changes });
          },
        ),
        { numRuns: 2000 },
      );
      fc.assert(
        fc.property(fc.anything(), (input) => {
          expectAsZod(input);
        }),
        { numRuns: 500 },
      );
    });

    it("reads a frozen action once: the same frozen reading after, and one with a getter anew each time", () => {
      const frozen = Object.freeze({ ...actions[0] });
      const first = exact(frozen);
      expect(first).toEqual(game.schemas.action.parse(frozen));
      expect(Object.isFrozen(first)).toBe(true);
      expect(exact(frozen)).toBe(first);
      const [field] = Object.keys(actions[0]).filter((key) => key !== "type");
      const values = [actions[0][field], "no such value"];
      const changing = Object.freeze(
        Object.defineProperty({ ...actions[0] }, field, { enumerable: true, get: () => values.shift() }),
      );
      expect(exact(changing)).toEqual(game.schemas.action.parse({ ...actions[0] }));
      expect(exact(changing)).toBeUndefined();
    });

    it("leaves to the schema what only it can judge: explicit undefined, inherited fields, arrays, class instances", () => {
      const [first] = actions;
      const inherited = Object.assign(Object.create(first), {});
      const withUndefined = { ...first, site: undefined };
      for (const input of [inherited, withUndefined, [first], new Map(Object.entries(first)), null, "build"])
        expect(exact(input)).toBeUndefined();
    });
  });
}
