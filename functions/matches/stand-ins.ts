import { computerPlayer } from "../../domain/computer-players";
import type { AnyGame } from "../../domain/core/game";
import { type StandInKind, standInAction } from "../../domain/core/stand-ins";
import type { Deps } from "../deps";
import { emitMetric } from "../metrics";
import { currentMatch, moveOf } from "../store/match-items";
import type { MatchRecord, MoveRecord } from "../store/records";
import { advance } from "./advance";
import { gameOf, loadParts } from "./current";

/** A stand-in plays the seat's turn: a computer seat, or a player whose clock ran out. */
export function standInMove(
  deps: Deps,
  matchId: string,
  seat: number,
  kind: StandInKind,
): Promise<MoveRecord | null> {
  return playForSeat(deps, matchId, seat, (game, match) => {
    const clock = () => performance.now();
    const started = clock();
    const action = standInAction(
      computerPlayer(game),
      match.state,
      seat,
      kind,
      `${matchId}:${match.version}`,
      undefined,
      clock,
    );
    emitMetric(deps.log, "ComputerDecisionTime", performance.now() - started, game.id);
    return action;
  });
}

/**
 * Plays the action `choose` picks for a seat nobody is acting for. Null when the seat has nothing
 * to do, nothing to choose, or someone else moved first.
 */
export async function playForSeat(
  deps: Deps,
  matchId: string,
  seat: number,
  choose: (game: AnyGame, match: MatchRecord) => unknown,
): Promise<MoveRecord | null> {
  const { header, latest } = await loadParts(deps, matchId);
  if (latest?.status !== "active" || !latest.activeSeats.includes(seat)) return null;
  const game = await gameOf(deps, latest);
  const action = choose(game, currentMatch(header, latest));
  if (action === undefined) return null;
  const outcome = game.apply(latest.state, seat, action);
  const next = advance(
    game,
    latest,
    outcome,
    {
      seat,
      playerId: latest.seats[seat]?.playerId ?? "",
      by: "stand-in",
      idempotencyKey: null,
      requestHash: "",
      action,
      events: outcome.events,
    },
    deps.now(),
  );
  if (!(await deps.store.putSnapshot(next))) return null;
  emitMetric(deps.log, "Moves", 1, game.id);
  return moveOf(next);
}
