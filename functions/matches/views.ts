import type { AnyGame } from "../../domain/core/game";
import type { Deps } from "../deps";
import type { MatchRecord, MoveRecord, PlayerRecord } from "../store/records";
import { gameOf } from "./current";
import { rematchView } from "./rematch";
import { seatOf } from "./seats";
import { publishedCommitment } from "./seeds";
import { matchResult } from "./standings";

/** The match as one caller may see it: their seat's view, or a spectator's. */
export async function matchResource(deps: Deps, match: MatchRecord, viewer: Pick<PlayerRecord, "id"> | null) {
  const game = await gameOf(deps, match);
  const yourSeat = viewer ? seatOf(match, viewer.id) : null;
  // a person who resigned watches their seat played by a computer: nothing is theirs to do
  const playing =
    match.status === "active" &&
    match.state !== null &&
    !(yourSeat !== null && match.seats[yourSeat]?.resigned !== undefined);
  const mayInvite =
    match.status === "lobby" && viewer !== null && (yourSeat !== null || viewer.id === match.createdBy);
  return {
    id: match.id,
    game: match.game,
    status: match.status,
    seatCount: match.seatCount,
    rulesVersion: match.state === null ? null : (match.rulesVersion ?? 1),
    seats: match.seats.map((s, seat) => ({
      seat,
      player: s
        ? { id: s.playerId, name: s.name, computer: s.bot !== undefined, ...(s.bot ? { level: s.bot } : {}) }
        : null,
      resigned: s?.resigned !== undefined,
    })),
    createdBy: match.createdBy,
    public: match.public === true,
    createdAt: match.createdAt,
    updatedAt: match.updatedAt,
    version: match.version,
    options: match.options,
    yourSeat,
    activeSeats: match.activeSeats,
    awaitingYou: playing && yourSeat !== null && match.activeSeats.includes(yourSeat),
    ...(mayInvite ? { inviteCode: match.inviteCode, invited: invitedList(match) } : {}),
    seedCommitment: publishedCommitment(match),
    ...(match.status === "finished" ? { seed: match.seed } : {}),
    view: seatView(game, match, yourSeat),
    legalActions: playing && yourSeat !== null ? game.legalActions(match.state, yourSeat) : [],
    result: matchResult(game, match),
    clock: clockView(match, deps.now()),
    rematch: match.status === "finished" ? await rematchView(deps, match) : null,
  };
}

/** Whom the lobby invited and who has no seat yet, first invited first: those it waits for, and those who declined. */
function invitedList(match: Pick<MatchRecord, "invited">) {
  return Object.entries(match.invited ?? {})
    .map(([playerId, { name, at, declinedAt }]) => ({ playerId, name, at, declinedAt: declinedAt ?? null }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The game's view for a seat (null before the start), whose seats to act are the match's: none once
 * it ended, whether by the rules or by a resignation, which the game's state does not know of.
 */
export function seatView(
  game: AnyGame,
  match: Pick<MatchRecord, "state" | "activeSeats">,
  seat: number | null,
): Record<string, unknown> | null {
  if (match.state === null) return null;
  const view = game.view(match.state, seat) as Record<string, unknown>;
  return "activeSeats" in view ? { ...view, activeSeats: match.activeSeats } : view;
}

/** The clock's settings and each seat's deadline and time left, as of `now`. */
function clockView(match: MatchRecord, now: Date) {
  if (!match.clock) return null;
  const { clock } = match;
  return {
    ...clock,
    seats: match.seats.map((_, seat) => {
      const own = match.clocks?.[seat];
      const deadline = match.status === "active" ? (own?.deadline ?? null) : null;
      return {
        seat,
        deadline,
        secondsLeft:
          deadline === null ? null : Math.max(0, Math.floor((Date.parse(deadline) - now.getTime()) / 1000)),
        vacationHoursLeft: clock.vacationDays * 24 - (own?.vacationUsed ?? 0),
      };
    }),
  };
}

/** A move as one seat may see it; the action itself only for its author until the match is over. */
export function moveResource(game: AnyGame, move: MoveRecord, viewerSeat: number | null, matchOver: boolean) {
  const showAction = (viewerSeat === move.seat || matchOver) && !move.resigned;
  return {
    game: game.id,
    matchId: move.matchId,
    version: move.version,
    seat: move.seat,
    at: move.at,
    ...(move.resigned ? { resigned: true as const } : {}),
    ...(showAction ? { action: move.action } : {}),
    events: move.events.map((event) => game.viewEvent(event, viewerSeat)),
    activeSeats: move.activeSeats,
    status: move.status,
  };
}
