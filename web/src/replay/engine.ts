/** Replays a finished match with the games' own rules: a chunk of its own, loaded by the replay page. */
import { games } from "../../../domain";
import { finalStandings } from "../../../domain/core/resignations";
import type { Schemas } from "../api/client";
import type { Shown } from "../match/shown";

export type History = Schemas["History"];
type Result = NonNullable<Schemas["Result"]>;

/** One version of the match: what it looked like after `move` (none for the set-up). */
export interface Step {
  shown: Shown;
  active: number[];
  move: History["moves"][number] | null;
}

export interface Replayed {
  steps: Step[];
  /** The standings the rules give at the end: they should equal the recorded result. */
  result: Result | null;
}

/** Every version from the revealed seed and actions, each seen as a spectator sees it once all is revealed. */
export function replay(history: History): Replayed {
  const game = games.get(history.game, history.rulesVersion);
  if (!game)
    throw new Error(`This client does not know ${history.game} rules version ${history.rulesVersion}`);
  const step = (state: unknown, move: Step["move"]): Step => ({
    // the engine's view has the API's shape: the document is generated from the same schemas
    shown: { game: history.game, view: game.view(state, null), legalActions: [] } as Shown,
    active: game.activeSeats(state),
    move,
  });
  let state = game.setup(history.seed, history.players, history.options);
  const steps = [step(state, null)];
  for (const move of history.moves) {
    state = game.apply(state, move.seat, move.action).state;
    steps.push(step(state, move));
  }
  // a history is of a finished match: resigned seats last, or the places where resignations ended it
  const resignedAt = Array.from(
    { length: history.players },
    (_, seat) => history.resignations.find((r) => r.seat === seat)?.version,
  );
  return { steps, result: finalStandings(game, state, resignedAt, true) };
}
