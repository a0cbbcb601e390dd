import fc from "fast-check";
import { Random, seedRandom } from "../../domain/core/random";
import {
  type SantaMariaAction,
  type SantaMariaEvent,
  type SantaMariaOptions,
  type SantaMariaState,
  santaMaria,
} from "../../domain/santa-maria";

/** Games per player count for the main property; PROPERTY_GAMES=2500 for a long run. */
export const GAMES = Number(process.env.PROPERTY_GAMES ?? 250);
/** Runs of another property, scaled with PROPERTY_GAMES. */
export const runs = (n: number) => Math.max(1, Math.round((n * GAMES) / 250));
export const seeds = fc.string({ minLength: 1, maxLength: 12 });
export const optionSets = fc.record({
  setup: fc.constantFrom("basic" as const, "advanced" as const, undefined),
  blueDice: fc.constantFrom("personal" as const, "commonPool" as const),
  colonies: fc.constantFrom("random" as const, "draft" as const),
});
export type Options = {
  setup?: "basic" | "advanced";
  blueDice: "personal" | "commonPool";
  colonies: "random" | "draft";
};

export interface Step {
  before: SantaMariaState;
  seat: number;
  action: SantaMariaAction;
  after: SantaMariaState;
  events: SantaMariaEvent[];
}

export const options = (o: Options) => santaMaria.schemas.options.parse(o) as SantaMariaOptions;

/**
 * Picks an action type at random, then an action of that type; "deep" games retire, decline and
 * end turns less often, so that they reach monks, blue dice and the end of the tracks.
 */
export function choose(actions: SantaMariaAction[], random: Random, deep: boolean): SantaMariaAction {
  const byType = new Map<string, SantaMariaAction[]>();
  for (const a of actions) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
  let kinds = [...byType.keys()];
  const lazy = ["retire", "decline", "endTurn", "sell", "buy"];
  if (deep && random.int(8) > 0 && kinds.some((k) => !lazy.includes(k)))
    kinds = kinds.filter((k) => !lazy.includes(k));
  const list = byType.get(kinds[random.int(kinds.length)]) as SantaMariaAction[];
  return list[random.int(list.length)];
}

export function randomGame(seed: string, players: number, opts: Options, deep = seed.length % 2 === 0) {
  const random = new Random(seedRandom(`choices:${seed}`));
  const initial = santaMaria.setup(seed, players, options(opts));
  const steps: Step[] = [];
  let state = initial;
  while (santaMaria.result(state) === null) {
    if (steps.length > 5000) throw new Error("the game does not end");
    // plain checks: this runs at every step of thousands of games
    const seats = santaMaria.activeSeats(state);
    if (seats.length !== 1) throw new Error(`one seat acts at a time, not ${seats.length}`);
    const [seat] = seats;
    const actions = santaMaria.legalActions(state, seat);
    if (actions.length === 0) throw new Error("an active seat has no legal action");
    const action = choose(actions, random, deep);
    const { state: after, events } = santaMaria.apply(state, seat, action);
    steps.push({ before: state, seat, action, after, events });
    state = after;
  }
  return { initial, steps, final: state };
}

export const key = (action: SantaMariaAction) => JSON.stringify(action, Object.keys(action).sort());
