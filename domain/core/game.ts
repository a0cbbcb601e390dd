import type { z } from "zod";
import type { Random } from "./random";
import type { GameResult } from "./result";

/** Seats are numbered 0..n-1 in clockwise order. */
export type Seat = number;
/** Who is looking: a seat, or `null` for a spectator. */
export type Viewer = Seat | null;

export interface Outcome<State, Event> {
  state: State;
  events: Event[];
}

export type { GameResult, Standing } from "./result";

/** What every game declares as zod schemas: the single source for validation, types and the API. */
export interface GameSchemas<Action, Options, View, EventView, Content> {
  options: z.ZodType<Options>;
  /** A discriminated union on `type` of strict objects: exactly what `apply` accepts. */
  action: z.ZodType<Action>;
  /** The state as one viewer may see it. */
  view: z.ZodType<View>;
  /** An event as one viewer may see it. */
  event: z.ZodType<EventView>;
  /** The game's components (board, tiles, cards …), each with a name and a one-line description. */
  content: z.ZodType<Content>;
}

/**
 * The contract every hosted game fulfils, as `defineGame` builds it. All functions are pure:
 * states are plain JSON, never changed in place, and carry their own random generator state.
 */
export interface Game<State, Action, Options, Event, View = unknown, EventView = unknown, Content = unknown> {
  readonly id: string;
  readonly name: string;
  /** One line for people choosing a game. */
  readonly description: string;
  readonly players: { readonly min: number; readonly max: number };
  /**
   * Grows whenever a rules change could replay a match differently. A match keeps the version it
   * started under and is only ever replayed by that version.
   */
  readonly rulesVersion: number;
  readonly schemas: GameSchemas<Action, Options, View, EventView, Content>;
  /** The validated components, as `schemas.content` describes them. */
  readonly content: Content;
  setup(seed: string, players: number, options: Options): State;
  /** Seats that may act now; several at once during simultaneous choices, none once the game is over. */
  activeSeats(state: State): Seat[];
  /** Every action the seat may take now, complete and exact: `apply` accepts exactly these. */
  legalActions(state: State, seat: Seat): Action[];
  /** The next state and the events it caused; throws a `RuleError` for anything but a legal action. */
  apply(state: State, seat: Seat, action: unknown): Outcome<State, Event>;
  /** The state as the viewer may see it, sharing nothing with the state or the content. */
  view(state: State, viewer: Viewer): View;
  /** The event as the viewer may see it, sharing nothing with the event. */
  viewEvent(event: Event, viewer: Viewer): EventView;
  /** Final standings, or null while the game goes on. */
  result(state: State): GameResult | null;
  /** How well the seat stands now: its score if the game ended at once (stand-in players use it). */
  standing(state: State, seat: Seat): number;
  /**
   * A state the viewer cannot tell from `state`: everything it may not see drawn anew, consistently
   * with what it saw. Redaction is tested with it; computer players search such states, never the true one.
   */
  determinize(state: State, viewer: Viewer, random: Random): State;
  /**
   * A legal action that does nothing but end the seat's turn, for a clock that skips an absent
   * player; null when the rules offer none now.
   */
  skipAction(state: State, seat: Seat): Action | null;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every type
export type AnyGame = Game<any, any, any, any, any, any, any>;
