import type { GameResult, Standing } from "./result";

/** What the final standings need of a game: its own result and each seat's standing now. */
export interface Ranked<State> {
  result(state: State): GameResult | null;
  standing(state: State, seat: number): number;
}

/**
 * The final standings of a match in which seats resigned (`resignedAt[seat]`: the version of the
 * seat's resignation, undefined while it plays). Resigned seats count as last, a later resignation
 * above an earlier one; the others keep the game's order among themselves. A match the
 * resignations ended before the rules did ranks the seats still playing by their standing then.
 * Null while the match goes on.
 */
export function finalStandings<State>(
  game: Ranked<State>,
  state: State,
  resignedAt: readonly (number | undefined)[],
  over: boolean,
): GameResult | null {
  const own = game.result(state);
  if (!over && own === null) return null;
  const ranked =
    own?.standings ??
    placed(resignedAt.map((_, seat) => ({ seat, score: game.standing(state, seat), place: 0 })));
  const playing = placed(ranked.filter((s) => resignedAt[s.seat] === undefined));
  const resigned = ranked
    .filter((s) => resignedAt[s.seat] !== undefined)
    .sort((a, b) => (resignedAt[b.seat] ?? 0) - (resignedAt[a.seat] ?? 0))
    .map((s, i): Standing => ({ ...s, place: playing.length + i + 1, resigned: true }));
  return { standings: [...playing, ...resigned] };
}

/**
 * Places from an order (the game's places, or scores when none): 1 plus the number ranked
 * strictly before, so ties the game left stay ties.
 */
function placed(standings: Standing[]): Standing[] {
  const key = (s: Standing) => (s.place > 0 ? s.place : -s.score);
  return [...standings]
    .sort((a, b) => key(a) - key(b) || a.seat - b.seat)
    .map((s, _, all) => ({ ...s, place: 1 + all.filter((o) => key(o) < key(s)).length }));
}

/** Whether a resignation leaves too few to play on: fewer than two seats in the game, or no person. */
export function endsByResignation(seats: readonly { person: boolean; resigned: boolean }[]): boolean {
  const playing = seats.filter((s) => !s.resigned);
  return playing.length < 2 || !playing.some((s) => s.person);
}
