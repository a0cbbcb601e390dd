import type { AnyGame, Seat } from "../../../domain/core/game";
import { bestOf } from "../../../domain/core/players/best-of";
import { Random, seedRandom } from "../../../domain/core/random";
import type { SantaMariaAction } from "../../../domain/santa-maria/actions";
import { resources } from "../../../domain/santa-maria/content/schema";
import { RULES } from "../../../domain/santa-maria/rules";
import { finalScore, total } from "../../../domain/santa-maria/scoring";
import type { SantaMariaState } from "../../../domain/santa-maria/state";

/**
 * What a rulebook reader counts a position as worth, from what all players see: the points scored
 * and the end-of-game points as they stand, plus what the rule text says each holding is for later
 * (a resource pays for a shipment, tile or trade; a step on the religion or conquistador track; a
 * monk still to place; a tile that frees colonists).
 */
const WORTH = {
  basic: 0.6,
  advanced: 0.9,
  gold: 1.2,
  /** On top of its third of a point at the end: coins pay for activations. */
  coin: 0.15,
  religionStep: 1,
  conquistadorStep: 1,
  monk: 1,
  tile: 4,
} as const;

/** Steps left in the seat's turn after which the look-ahead stops (a turn is rarely longer). */
const TURN_STEPS = 12;

function holdings(s: SantaMariaState, seat: Seat): number {
  const me = s.seats[seat];
  const stored = resources.reduce((sum, r) => {
    const each = r === "gold" ? WORTH.gold : RULES.sellPrice[r] === 1 ? WORTH.basic : WORTH.advanced;
    return sum + me.storage[r] * each;
  }, 0);
  return (
    stored +
    me.coins * WORTH.coin +
    me.religion * WORTH.religionStep +
    me.conquistador * WORTH.conquistadorStep +
    me.monks * WORTH.monk +
    me.tiles.length * WORTH.tile
  );
}

/** The seat's worth: its points, the end-of-game points now, its holdings (alone: no rival). */
export function positionWorth(s: SantaMariaState, seat: Seat): number {
  const me = s.seats[seat];
  if (s.phase === "over") return me.points;
  return me.points + total(finalScore(s, seat)) + holdings(s, seat);
}

const ends = (a: SantaMariaAction) => a.type === "endTurn" || a.type === "decline";

/**
 * The seat's turn carried on from `s` by one-step greed on `positionWorth` through the decisions its
 * main action left, until it may end the turn; the worth there.
 */
function turnWorth(game: AnyGame, s: SantaMariaState, seat: Seat, random: Random): number {
  let state = s;
  for (let step = 0; step < TURN_STEPS; step++) {
    if (game.result(state) !== null || game.activeSeats(state)[0] !== seat) break;
    if (state.mainDone && state.pending.length === 0) break;
    const actions = game.legalActions(state, seat) as SantaMariaAction[];
    const action = greedyStep(game, state, seat, actions, random);
    state = game.apply(state, seat, action).state as SantaMariaState;
  }
  return positionWorth(state, seat);
}

/** One step's best action by the worth right after it, ending the turn or declining on ties. */
function greedyStep(
  game: AnyGame,
  s: SantaMariaState,
  seat: Seat,
  actions: SantaMariaAction[],
  random: Random,
): SantaMariaAction {
  // ending is judged before what follows it (a year's end is no cost of this step)
  const now = positionWorth(s, seat) + 0.01;
  return bestOf(
    actions,
    (a) => (ends(a) ? now : positionWorth(game.apply(s, seat, a).state as SantaMariaState, seat)),
    random,
  );
}

/** A main action is judged by the whole turn it starts; retiring only when no other main action gains. */
function mainStep(
  game: AnyGame,
  s: SantaMariaState,
  seat: Seat,
  actions: SantaMariaAction[],
  random: Random,
): SantaMariaAction {
  const now = positionWorth(s, seat);
  const value = (a: SantaMariaAction) =>
    turnWorth(game, game.apply(s, seat, a).state as SantaMariaState, seat, random);
  // buying and selling only as a main action's payment needs it: free trades churn a greedy reader
  const working = actions.filter((a) => a.type !== "retire" && a.type !== "sell" && a.type !== "buy");
  if (working.length > 0) {
    const best = bestOf(working, value, random);
    if (value(best) > now) return best;
  }
  const retiring = actions.filter((a) => a.type === "retire");
  return retiring.length > 0 ? bestOf(retiring, value, random) : greedyStep(game, s, seat, actions, random);
}

/**
 * Santa Maria's rules-written heuristic, public information only: on a world drawn from what the
 * seat may see, each main action is judged by the turn it starts played out greedily, each decision
 * and free action by the position right after it, so it ships when a shipment completes, places
 * monks where scholars and bishops pay, buys and sells only when that gains, and retires once no
 * main action gains.
 */
export function santaMariaHeuristic(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  salt: string,
): SantaMariaAction {
  const random = new Random(seedRandom(`rules-heuristic:${salt}`));
  const world = game.determinize(state, seat, random) as SantaMariaState;
  const actions = game.legalActions(world, seat) as SantaMariaAction[];
  if (actions.length === 1) return actions[0];
  const main = world.phase === "play" && !world.mainDone && world.pending.length === 0;
  return main ? mainStep(game, world, seat, actions, random) : greedyStep(game, world, seat, actions, random);
}
