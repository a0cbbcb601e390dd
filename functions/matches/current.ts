import type { AnyGame } from "../../domain/core/game";
import type { Deps } from "../deps";
import { Problem } from "../http/problem";
import type { MatchRecord, MoveRecord } from "../store/records";
import { withClocks } from "./clock";
import { writeMemberships } from "./memberships";

/**
 * The rules a match is played and replayed by: those it started under (matches from before rules
 * versions existed started under version 1), or the newest for one that never started.
 */
export function gameOf(deps: Deps, match: MatchRecord): AnyGame {
  const rulesVersion = match.state === null ? undefined : (match.rulesVersion ?? 1);
  const game = deps.games.get(match.game, rulesVersion);
  if (!game) {
    throw new Problem(
      "rules-version-unavailable",
      `This match is played under ${match.game} rules version ${rulesVersion}, which this service no longer hosts`,
    );
  }
  return game;
}

/** Applies committed moves to a match snapshot. The engines are deterministic, so this is exact. */
export function replay(game: AnyGame, match: MatchRecord, moves: MoveRecord[]): MatchRecord {
  let state = match.state;
  for (const move of moves) state = game.apply(state, move.seat, move.action).state;
  const last = moves[moves.length - 1];
  if (!last) return match;
  const after: MatchRecord = {
    ...match,
    state,
    version: last.version,
    activeSeats: game.activeSeats(state),
    status: game.result(state) ? "finished" : match.status,
    updatedAt: last.at,
  };
  return withClocks(match, after, new Date(last.at));
}

/**
 * The match as it is now: the stored snapshot plus any move committed after it (a process that died
 * between a move's two writes leaves one), which is replayed and written back.
 */
export async function loadCurrent(deps: Deps, matchId: string): Promise<MatchRecord> {
  const match = await deps.store.getMatch(matchId);
  if (!match) throw new Problem("not-found", `No match ${matchId}`);
  if (match.status !== "active") return match;
  return catchUp(deps, match);
}

export async function catchUp(deps: Deps, match: MatchRecord): Promise<MatchRecord> {
  const later = await deps.store.movesAfter(match.id, match.version);
  if (later.length === 0) return match;
  const current = replay(gameOf(deps, match), match, later);
  if (await deps.store.replaceMatch(current, match.version)) {
    if (current.status === "finished") await writeMemberships(deps, current);
  }
  return current;
}
