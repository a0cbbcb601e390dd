import type { z } from "zod";
import type { AnyGame, Outcome } from "../../domain/core/game";
import { RuleError } from "../../domain/core/rule-error";
import { type StandInKind, standInAction } from "../../domain/core/stand-ins";
import type { Deps } from "../deps";
import { KEEP_SECONDS } from "../http/idempotency";
import { Problem } from "../http/problem";
import type { MatchRecord, MoveRecord, PlayerRecord } from "../store/records";
import { withClocks } from "./clock";
import { catchUp, gameOf, loadCurrent } from "./current";
import { seatOf } from "./lobby";
import { writeMemberships } from "./memberships";

/** A committed move, with the game that gives its events' views; `replayed` for a retry's answer. */
export type PlayedMove = MoveRecord & { game: AnyGame; replayed?: boolean };

export interface MoveRequest {
  action: unknown;
  /** The version the action was decided on. */
  expectedVersion: number;
  /** Whether the version came in If-Match (412 when stale) rather than the body (409). */
  viaIfMatch: boolean;
  idempotencyKey: string | null;
  requestHash: string;
}

/**
 * Applies one action exactly once. One read (the match) and two writes: the move item, written only
 * if its version is free, is the commit point; the snapshot update after it is a cache that any
 * reader repairs by replaying (see `current.ts`). A retry carrying the same Idempotency-Key finds
 * its move item and gets the first answer.
 */
export async function submitMove(
  deps: Deps,
  player: PlayerRecord,
  matchId: string,
  req: MoveRequest,
): Promise<PlayedMove> {
  if (req.idempotencyKey) await claimKey(deps, player, req.idempotencyKey, req.requestHash);
  return move(deps, player, matchId, req);
}

/** A key names one request: a different one under the same key is refused, whatever its version. */
async function claimKey(deps: Deps, player: PlayerRecord, key: string, requestHash: string): Promise<void> {
  const first = await deps.store.rememberIdempotencyKey(player.id, key, requestHash, KEEP_SECONDS);
  if (first !== requestHash) {
    throw new Problem("idempotency-key-reused", "This Idempotency-Key was used for a different request");
  }
}

async function move(
  deps: Deps,
  player: PlayerRecord,
  matchId: string,
  req: MoveRequest,
): Promise<PlayedMove> {
  const match = await deps.store.getMatch(matchId);
  if (!match) throw new Problem("not-found", `No match ${matchId}`);
  const seat = seatOf(match, player.id);
  if (seat === null) throw new Problem("forbidden", "You have no seat in this match");
  if (req.expectedVersion !== match.version) return staleOrRetry(deps, match, player, req);
  if (match.status !== "active") throw new Problem("conflict", `The match is ${match.status}`);

  const game = gameOf(deps, match);
  const parsed = game.schemas.action.safeParse(req.action) as z.ZodSafeParseResult<unknown>;
  if (!parsed.success) {
    throw new Problem("validation-error", `Not a ${game.name} action`, {
      errors: parsed.error.issues.map((i) => ({ path: ["action", ...i.path].join("."), message: i.message })),
    });
  }
  const outcome = applyOrExplain(deps, match, seat, parsed.data);
  const { next, move } = advance(deps, match, seat, parsed.data, outcome);
  const committed = {
    ...move,
    playerId: player.id,
    idempotencyKey: req.idempotencyKey,
    requestHash: req.requestHash,
    by: "player" as const,
  };
  if (!(await commit(deps, match, next, committed))) return lostRace(deps, match, player, req);
  return { ...committed, game };
}

/** The match and the move item after an applied action (the caller says who made it). */
function advance(
  deps: Deps,
  match: MatchRecord,
  seat: number,
  action: unknown,
  outcome: Outcome<unknown, unknown>,
) {
  const game = gameOf(deps, match);
  const now = deps.now();
  const next = withClocks(
    match,
    {
      ...match,
      state: outcome.state,
      version: match.version + 1,
      activeSeats: game.activeSeats(outcome.state),
      status: game.result(outcome.state) ? "finished" : "active",
      updatedAt: now.toISOString(),
    },
    now,
  );
  const move = {
    matchId: match.id,
    version: next.version,
    seat,
    action,
    events: outcome.events,
    at: next.updatedAt,
    activeSeats: next.activeSeats,
    status: next.status,
  };
  return { next, move };
}

/** Writes the move item (the commit point) and then the snapshot; false when the version was taken. */
async function commit(deps: Deps, match: MatchRecord, next: MatchRecord, move: MoveRecord): Promise<boolean> {
  if (!(await deps.store.putMove(move))) return false;
  await deps.store.replaceMatch(next, match.version);
  if (next.status === "finished") await writeMemberships(deps, next);
  return true;
}

/** A stand-in plays the seat's turn: a computer seat, or a player whose clock ran out. */
export function standInMove(
  deps: Deps,
  matchId: string,
  seat: number,
  kind: StandInKind,
): Promise<MoveRecord | null> {
  return playForSeat(deps, matchId, seat, (game, match) =>
    standInAction(game, match.state, seat, kind, `${matchId}:${match.version}`),
  );
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
  const match = await loadCurrent(deps, matchId);
  if (match.status !== "active" || !match.activeSeats.includes(seat)) return null;
  const game = gameOf(deps, match);
  const action = choose(game, match);
  if (action === undefined) return null;
  const { next, move } = advance(deps, match, seat, action, game.apply(match.state, seat, action));
  const record: MoveRecord = {
    ...move,
    playerId: match.seats[seat]?.playerId ?? "",
    idempotencyKey: null,
    requestHash: "",
    by: "stand-in",
  };
  return (await commit(deps, match, next, record)) ? record : null;
}

function applyOrExplain(deps: Deps, match: MatchRecord, seat: number, action: unknown) {
  try {
    return gameOf(deps, match).apply(match.state, seat, action);
  } catch (error) {
    if (error instanceof RuleError) {
      throw new Problem("rule-violation", error.message, { code: error.code, currentVersion: match.version });
    }
    throw error;
  }
}

/** The first answer for a retry of a committed move, or the conflict answer. */
async function staleOrRetry(
  deps: Deps,
  match: MatchRecord,
  player: PlayerRecord,
  req: MoveRequest,
): Promise<PlayedMove> {
  const retried = await findRetried(deps, match, player, req);
  if (retried) return retried;
  const current = match.status === "active" ? await catchUp(deps, match) : match;
  if (current.version === req.expectedVersion) return move(deps, player, match.id, req);
  throw stale(current, req);
}

/** Another request took this version first: ours, retried concurrently, or someone else's. */
async function lostRace(
  deps: Deps,
  match: MatchRecord,
  player: PlayerRecord,
  req: MoveRequest,
): Promise<PlayedMove> {
  const retried = await findRetried(deps, match, player, req);
  if (retried) return retried;
  throw stale(await catchUp(deps, match), req);
}

async function findRetried(
  deps: Deps,
  match: MatchRecord,
  player: PlayerRecord,
  req: MoveRequest,
): Promise<PlayedMove | null> {
  if (!req.idempotencyKey) return null;
  const move = await deps.store.getMove(match.id, req.expectedVersion + 1);
  if (!move || move.playerId !== player.id || move.idempotencyKey !== req.idempotencyKey) return null;
  if (move.requestHash !== req.requestHash) {
    throw new Problem("idempotency-key-reused", "This Idempotency-Key was used for a different action");
  }
  return { ...move, game: gameOf(deps, match), replayed: true };
}

/** The answer for a version that is not the current one: past (stale) or one the match never reached. */
function stale(current: MatchRecord, req: MoveRequest): Problem {
  const future = req.expectedVersion > current.version;
  const kind = req.viaIfMatch ? "precondition-failed" : future ? "unknown-version" : "stale-version";
  const detail = future
    ? `The action names version ${req.expectedVersion}; the match is only at version ${current.version}`
    : `The action was decided on version ${req.expectedVersion}; the match is at version ${current.version}`;
  return new Problem(kind, detail, { currentVersion: current.version });
}
