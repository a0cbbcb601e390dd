import type { z } from "zod";

/** Seats are numbered 0..n-1 in clockwise order. */
export type Seat = number;
/** Who is looking: a seat, or `null` for a spectator. */
export type Viewer = Seat | null;

export interface Outcome<State, Event> {
  state: State;
  events: Event[];
}

export interface Standing {
  seat: Seat;
  score: number;
  /** 1 for the winner; equal places only where the game's own tie-breaks leave a tie. */
  place: number;
}

export interface GameResult {
  standings: Standing[];
}

/**
 * The contract every hosted game fulfils. All functions are pure: states are plain JSON, never
 * changed in place, and carry their own random generator state.
 */
export interface Game<State, Action, Options, Event, View = unknown, EventView = unknown> {
  readonly id: string;
  readonly name: string;
  readonly players: { readonly min: number; readonly max: number };
  /** Validates and defaults the options of a new match. */
  readonly optionsSchema: z.ZodType<Options>;
  /** A discriminated union on `type`: the single source for validation, the API and legal actions. */
  readonly actionSchema: z.ZodType<Action>;
  setup(seed: string, players: number, options: Options): State;
  /** Seats that may act now; several at once during simultaneous choices, none once the game is over. */
  activeSeats(state: State): Seat[];
  /** Every action the seat may take now, complete and exact: `apply` accepts exactly these. */
  legalActions(state: State, seat: Seat): Action[];
  /** The next state and the events it caused; throws a `RuleError` for an illegal action. */
  apply(state: State, seat: Seat, action: Action): Outcome<State, Event>;
  /** The state as the viewer may see it. */
  view(state: State, viewer: Viewer): View;
  /** The event as the viewer may see it. */
  viewEvent(event: Event, viewer: Viewer): EventView;
  /** Final standings, or null while the game goes on. */
  result(state: State): GameResult | null;
  /** How well the seat stands now: its score if the game ended at once (stand-in players use it). */
  standing(state: State, seat: Seat): number;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every type
export type AnyGame = Game<any, any, any, any, any, any>;
