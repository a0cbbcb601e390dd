import { describe, expect, it } from "vitest";
import type { AnyGame, Viewer } from "../../domain/core/game";
import { type Playthrough, playthrough } from "../../domain/core/playthrough";
import { Random, seedRandom } from "../../domain/core/random";
import { RuleError } from "../../domain/core/rule-error";
import { actionKey, actionSpace, mutateAction, sampleAction } from "./action-space";

/** Freezes every object and array inside `value`, so a change in place throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Every object and array reachable from `value`. */
function objectsIn(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value === "object" && value !== null && !into.has(value)) {
    into.add(value);
    for (const child of Object.values(value)) objectsIn(child, into);
  }
  return into;
}

/** The error `apply` throws, or null when it accepts the action. */
function refusal(game: AnyGame, state: unknown, seat: number, action: unknown): unknown {
  try {
    game.apply(state, seat, action);
    return null;
  } catch (error) {
    return error;
  }
}

function expectRuleError(error: unknown, what: string): void {
  expect(error, what).toBeInstanceOf(RuleError);
  expect((error as RuleError).code, what).toMatch(/^[a-z]+(-[a-z]+)*$/);
}

/** The states of a game, in order, from the start to the end. */
function statesOf(game: AnyGame, play: Playthrough<unknown>): unknown[] {
  const states = [play.initial];
  for (const turn of play.turns) states.push(game.apply(states.at(-1), turn.seat, turn.action).state);
  return states;
}

/** Viewers of a game: every seat and a spectator. */
function viewersOf(players: number): Viewer[] {
  return [...Array.from({ length: players }, (_, seat) => seat), null];
}

/** A few states spread over the game, the first and the last among them. */
function spread<T>(items: T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, i) => i % step === 0 || i === items.length - 1);
}

/**
 * The contract every hosted game must keep, checked the same way for each: what a game writes is
 * its rules, content and rule tests; this kit is what it gets for free.
 */
export function checkGameContract(game: AnyGame, options: { games?: number; samples?: number } = {}): void {
  const counts = Array.from(
    { length: game.players.max - game.players.min + 1 },
    (_, i) => game.players.min + i,
  );
  const plays = counts.flatMap((players) =>
    Array.from({ length: options.games ?? 1 }, (_, g) => ({
      players,
      play: playthrough<unknown>(game, { seed: `contract-${game.id}-${players}-${g}`, players }),
    })),
  );
  const samples = options.samples ?? 40;

  describe(`${game.name}: the game contract`, () => {
    it("declares its identity, player range, rules version and a valid content", () => {
      expect(game.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(game.name.length).toBeGreaterThan(0);
      expect(game.description.length).toBeGreaterThan(0);
      expect(Number.isInteger(game.rulesVersion) && game.rulesVersion >= 1).toBe(true);
      expect(game.players.min).toBeGreaterThanOrEqual(1);
      expect(game.players.max).toBeGreaterThanOrEqual(game.players.min);
      expect(game.schemas.content.parse(game.content)).toEqual(game.content);
      expect(game.schemas.options.safeParse({}).success).toBe(true);
    });

    it("replays deterministically: the same seed and actions give the same states and events", () => {
      for (const { players, play } of plays) {
        const again = game.setup(`contract-${game.id}-${players}-0`, players, game.schemas.options.parse({}));
        expect(again).toEqual(plays.find((p) => p.players === players)?.play.initial);
        let state = play.initial;
        play.turns.forEach((turn, i) => {
          const outcome = game.apply(state, turn.seat, turn.action);
          expect(outcome.events).toEqual(play.events[i]);
          state = outcome.state;
        });
        expect(state).toEqual(play.final);
        expect(JSON.parse(JSON.stringify(play.final))).toEqual(play.final);
      }
    });

    it("keeps every state and event exactly through JSON: the service plays on from a state it wrote as from one it read", () => {
      for (const { play } of plays) {
        for (const state of statesOf(game, play))
          expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
        expect(JSON.parse(JSON.stringify(play.events))).toStrictEqual(play.events);
      }
    });

    it("never changes the state it is given (every state and action frozen)", () => {
      for (const { play } of plays) {
        let state = deepFreeze(structuredClone(play.initial));
        for (const turn of play.turns)
          state = deepFreeze(game.apply(state, turn.seat, deepFreeze(turn.action)).state);
        expect(state).toEqual(play.final);
      }
    });

    it("accepts exactly its legal actions: each legal action applies, every other schema-valid action is a rule error", () => {
      const space = actionSpace(game);
      const random = new Random(seedRandom(`exactness-${game.id}`));
      for (const { play } of plays) {
        for (const state of spread(statesOf(game, play), samples)) {
          for (const seat of game.activeSeats(state)) {
            const legal = game.legalActions(state, seat);
            const keys = new Set(legal.map(actionKey));
            expect(keys.size, "legal actions are listed once each").toBe(legal.length);
            for (const action of legal) {
              expect(game.schemas.action.safeParse(action).success, JSON.stringify(action)).toBe(true);
              expect(refusal(game, state, seat, action), JSON.stringify(action)).toBeNull();
            }
            const tries = [
              ...Array.from({ length: 20 }, () => sampleAction(space, random)),
              ...legal.slice(0, 20).map((a) => mutateAction(space, a, random)),
            ];
            for (const action of tries) {
              if (action === null) continue;
              const error = refusal(game, state, seat, action);
              if (keys.has(actionKey(action))) expect(error, JSON.stringify(action)).toBeNull();
              else expectRuleError(error, JSON.stringify(action));
            }
          }
        }
      }
    });

    it("refuses malformed actions and seats that may not act with a rule error, never a crash", () => {
      const { play } = plays[0];
      const state = play.initial;
      const [seat] = game.activeSeats(state);
      const [legal] = game.legalActions(state, seat);
      const malformed: unknown[] = [
        null,
        undefined,
        42,
        "endTurn",
        [],
        {},
        { type: "toString" },
        { type: "__proto__" },
        { type: "constructor" },
        { type: "hasOwnProperty" },
        { ...legal, extra: 1 },
        { ...legal, type: 7 },
        Object.fromEntries(Object.keys(legal).map((k) => [k, k === "type" ? legal.type : { nested: true }])),
      ];
      for (const action of malformed) {
        const error = refusal(game, state, seat, action);
        expectRuleError(error, JSON.stringify(action) ?? String(action));
        expect((error as RuleError).code).toMatch(/invalid-action|unknown-action/);
      }
      const idle = viewersOf(game.players.max).filter(
        (v): v is number => v !== null && !game.activeSeats(state).includes(v),
      );
      for (const other of [...idle, -1, 99])
        expect((refusal(game, state, other, legal) as RuleError).code).toBe("not-your-turn");
      expect((refusal(game, play.final, seat, legal) as RuleError).code).toBe("game-over");
    });

    it("lists no legal action for a seat that may not act, and ends with standings for every seat", () => {
      for (const { players, play } of plays) {
        for (const state of spread(statesOf(game, play), samples)) {
          const active = game.activeSeats(state);
          for (let seat = 0; seat < players; seat++) {
            if (!active.includes(seat)) expect(game.legalActions(state, seat)).toEqual([]);
          }
          expect(game.result(state) === null).toBe(active.length > 0);
        }
        const standings = game.result(play.final)?.standings ?? [];
        expect(standings.map((s) => s.seat).sort()).toEqual(Array.from({ length: players }, (_, i) => i));
        expect(Math.min(...standings.map((s) => s.place))).toBe(1);
        expect(game.activeSeats(play.final)).toEqual([]);
      }
    });

    it("shows every viewer a view and events that match its declared schemas", () => {
      for (const { players, play } of plays) {
        const viewers = viewersOf(players);
        for (const state of spread(statesOf(game, play), samples)) {
          for (const viewer of viewers) {
            const parsed = game.schemas.view.safeParse(game.view(state, viewer));
            expect(parsed.error?.issues.slice(0, 3) ?? [], `view for ${viewer}`).toEqual([]);
          }
        }
        for (const event of play.events.flat()) {
          for (const viewer of viewers) {
            const parsed = game.schemas.event.safeParse(game.viewEvent(event, viewer));
            expect(parsed.error?.issues.slice(0, 3) ?? [], JSON.stringify(event)).toEqual([]);
          }
        }
      }
    });

    it("hides what a viewer may not see: redrawing it changes neither the view nor the legal actions", () => {
      const random = new Random(seedRandom(`determinize-${game.id}`));
      let redrawn = 0;
      for (const { players, play } of plays) {
        for (const state of spread(statesOf(game, play), samples)) {
          for (const viewer of viewersOf(players)) {
            const other = game.determinize(deepFreeze(state), viewer, random);
            if (JSON.stringify(other) !== JSON.stringify(state)) redrawn++;
            expect(game.view(other, viewer)).toEqual(game.view(state, viewer));
            expect(game.activeSeats(other)).toEqual(game.activeSeats(state));
            if (viewer !== null)
              expect(game.legalActions(other, viewer)).toEqual(game.legalActions(state, viewer));
          }
        }
      }
      // the generator alone is hidden in every game: a redraw that changes nothing redraws nothing
      expect(redrawn).toBeGreaterThan(0);
    });

    it("redraws canonically: what determinize returns depends only on what the viewer sees", () => {
      const random = new Random(seedRandom(`canonical-${game.id}`));
      for (const { players, play } of plays) {
        for (const state of spread(statesOf(game, play), samples)) {
          for (const viewer of viewersOf(players)) {
            const scrambled = game.determinize(deepFreeze(state), viewer, random);
            const seed = random.state();
            expect(game.determinize(scrambled, viewer, new Random(seed))).toEqual(
              game.determinize(state, viewer, new Random(seed)),
            );
          }
        }
      }
    });

    it("gives views that share nothing with the state or the content", () => {
      const content = objectsIn(game.content);
      for (const { players, play } of plays) {
        for (const state of spread(statesOf(game, play), 5)) {
          const inputs = objectsIn(state, new Set(content));
          for (const viewer of viewersOf(players)) {
            const shared = [...objectsIn(game.view(state, viewer))].filter((o) => inputs.has(o));
            expect(shared, `view for ${viewer}`).toEqual([]);
          }
        }
        for (const event of play.events.flat().slice(0, 200)) {
          const shared = [...objectsIn(game.viewEvent(event, 0))].filter((o) => objectsIn(event).has(o));
          expect(shared).toEqual([]);
        }
      }
    });

    it("offers as a skip only a legal action, and only its declared one", () => {
      for (const { play } of plays) {
        for (const state of spread(statesOf(game, play), samples)) {
          for (const seat of game.activeSeats(state)) {
            const skip = game.skipAction(state, seat);
            if (skip === null) continue;
            expect(game.legalActions(state, seat).map(actionKey)).toContain(actionKey(skip));
          }
        }
      }
    });
  });
}
