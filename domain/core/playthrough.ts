import type { AnyGame, Outcome, Seat } from "./game";
import { Random, seedRandom } from "./random";

export interface Turn {
  seat: Seat;
  action: unknown;
}

export interface Playthrough<State> {
  initial: State;
  final: State;
  turns: Turn[];
  events: unknown[][];
}

/** Picks one of the legal actions of one of the active seats. */
export type Chooser = (choices: { seat: Seat; actions: unknown[] }[], random: Random) => Turn;

export const uniformChooser: Chooser = (choices, random) => {
  const { seat, actions } = choices[random.int(choices.length)];
  return { seat, action: actions[random.int(actions.length)] };
};

/**
 * Plays a whole game by asking the chooser at every step; `playerSeed` drives the choices so a run
 * is repeatable. Stops with an error if the game stalls (an active seat without a legal action).
 */
export function playthrough<State>(
  game: AnyGame,
  options: { seed: string; players: number; gameOptions?: unknown; playerSeed?: string; maxSteps?: number },
  chooser: Chooser = uniformChooser,
): Playthrough<State> {
  const random = new Random(seedRandom(options.playerSeed ?? `${options.seed}/players`));
  const initial = game.setup(
    options.seed,
    options.players,
    game.schemas.options.parse(options.gameOptions ?? {}),
  );
  let state = initial;
  const turns: Turn[] = [];
  const events: unknown[][] = [];
  const maxSteps = options.maxSteps ?? 10_000;
  while (game.result(state) === null) {
    if (turns.length >= maxSteps) throw new Error(`game did not end within ${maxSteps} steps`);
    const choices = game
      .activeSeats(state)
      .map((seat: Seat) => ({ seat, actions: game.legalActions(state, seat) }));
    if (choices.length === 0 || choices.some((c: { actions: unknown[] }) => c.actions.length === 0)) {
      throw new Error(`game stalled after ${turns.length} steps`);
    }
    const turn = chooser(choices, random);
    const outcome: Outcome<State, unknown> = game.apply(state, turn.seat, turn.action);
    state = outcome.state;
    turns.push(turn);
    events.push(outcome.events);
  }
  return { initial, final: state, turns, events };
}
