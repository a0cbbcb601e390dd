import type { AnyGame, GameResult } from "../../domain/core/game";
import { finalStandings } from "../../domain/core/resignations";
import type { MatchRecord } from "../store/records";

/**
 * The match's final standings once it is over, resigned seats last (`resigned: true`): what the
 * match, its history and its emails show, and what a rating reads. Null before the end.
 */
export function matchResult(
  game: AnyGame,
  match: Pick<MatchRecord, "state" | "status"> & { seats: readonly ({ resigned?: number } | null)[] },
): GameResult | null {
  if (match.state === null) return null;
  const resignedAt = match.seats.map((s) => s?.resigned);
  return finalStandings(game, match.state, resignedAt, match.status === "finished");
}
