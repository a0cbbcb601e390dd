import { cloneJson } from "./clone";
import { exactAction } from "./exact-action";
import type { Game, GameResult, GameSchemas, Seat, Standing, Viewer } from "./game";
import type { Random } from "./random";
import { check, RuleError } from "./rule-error";

/** One move: changes the state copy `s` in place and records what happened in `events`. */
export type Move<State, Action, Event> = (s: State, seat: Seat, action: Action, events: Event[]) => void;

/** A move for every action type, looked up by own property only. */
export type Moves<State, Action extends { type: string }, Event> = {
  [T in Action["type"]]: Move<State, Extract<Action, { type: T }>, Event>;
};

/** What a game supplies: its rules, content and schemas. `defineGame` adds everything games share. */
export interface GameRules<State, Action extends { type: string }, Options, Event, View, EventView, Content> {
  id: string;
  name: string;
  description: string;
  players: { min: number; max: number };
  rulesVersion: number;
  schemas: GameSchemas<Action, Options, View, EventView, Content>;
  content: Content;
  setup(seed: string, players: number, options: Options): State;
  isOver(state: State): boolean;
  activeSeats(state: State): Seat[];
  legalActions(state: State, seat: Seat): Action[];
  /** The copy a move may change in place. */
  copy(state: State): State;
  moves: Moves<State, Action, Event>;
  /** Runs after every move on the copy, e.g. to carry out effects that need no decision. */
  afterMove?(s: State, seat: Seat, events: Event[]): void;
  view(state: State, viewer: Viewer): View;
  viewEvent(event: Event, viewer: Viewer): EventView;
  determinize(state: State, viewer: Viewer, random: Random): State;
  /** Final standings, asked for once `isOver`. */
  standings(state: State): Standing[];
  standing(state: State, seat: Seat): number;
  /** The action type that only ends a turn, where the rules have one. */
  skip?: Action["type"];
}

/** A game from its rules: dispatch, the turn and game-over checks, copying, events and results. */
export function defineGame<State, Action extends { type: string }, Options, Event, View, EventView, Content>(
  rules: GameRules<State, Action, Options, Event, View, EventView, Content>,
): Game<State, Action, Options, Event, View, EventView, Content> {
  const moves = rules.moves as unknown as Record<string, Move<State, Action, Event>>;
  const exact = exactAction(rules.schemas.action);
  return {
    id: rules.id,
    name: rules.name,
    description: rules.description,
    players: rules.players,
    rulesVersion: rules.rulesVersion,
    schemas: rules.schemas,
    content: rules.content,
    setup: rules.setup,
    activeSeats: rules.activeSeats,
    legalActions: rules.legalActions,
    apply(state, seat, input) {
      check(!rules.isOver(state), "game-over", "The game is over");
      // written only when needed: `check` would write the message on every move
      if (!rules.activeSeats(state).includes(seat))
        throw new RuleError("not-your-turn", `Seat ${seat} cannot act now`);
      const action = (exact(input) ?? parseAction(rules.schemas, input)) as Action & { type: string };
      if (!Object.hasOwn(moves, action.type)) {
        throw new RuleError("unknown-action", `Unknown action ${action.type}`);
      }
      const s = rules.copy(state);
      const events: Event[] = [];
      moves[action.type](s, seat, action, events);
      rules.afterMove?.(s, seat, events);
      return { state: s, events };
    },
    view: (state, viewer) => cloneJson(rules.view(state, viewer)),
    viewEvent: (event, viewer) => cloneJson(rules.viewEvent(event, viewer)),
    result: (state): GameResult | null =>
      rules.isOver(state) ? { standings: rules.standings(state) } : null,
    standing: rules.standing,
    determinize: rules.determinize,
    skipAction(state, seat) {
      if (rules.skip === undefined) return null;
      return rules.legalActions(state, seat).find((a) => a.type === rules.skip) ?? null;
    },
  };
}

/** Exactly what the action schema accepts: an unknown type or field is a rule error, never a crash. */
function parseAction<Action>(
  schemas: GameSchemas<Action, unknown, unknown, unknown, unknown>,
  input: unknown,
) {
  const parsed = schemas.action.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
    throw new RuleError("invalid-action", `Not an action of this game${where}: ${issue.message}`);
  }
  return parsed.data as Action & { type: string };
}
