import type { z } from "zod";
import type { StandInKind } from "../../domain/core/stand-ins";
import type { Deps } from "../deps";
import { randomId, randomSecret, sameSecret, sha256 } from "../deps";
import { Problem } from "../http/problem";
import type { ClockSettings, MatchRecord, PlayerRecord, SeatRecord } from "../store/records";
import { withClocks } from "./clock";
import { gameOf } from "./current";
import { writeMemberships } from "./memberships";

export interface NewMatch {
  game: string;
  seats: number;
  options?: unknown;
  seed?: string;
  /** Whether the creator takes seat 0 at once. */
  join?: boolean;
  clock?: NewClock;
}

/** A clock as asked for: reminders may be left to their default. */
type NewClock = Omit<ClockSettings, "remindHours"> & { remindHours?: number[] };

function issues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** One reminder when a third of the move time is left, unless the match asked for others. */
function withDefaultReminder(clock: NewClock): ClockSettings {
  const third = Math.floor(clock.moveHours / 3);
  return { ...clock, remindHours: clock.remindHours ?? (third >= 1 ? [third] : []) };
}

export async function createMatch(deps: Deps, player: PlayerRecord, input: NewMatch): Promise<MatchRecord> {
  const game = deps.games.get(input.game);
  if (!game)
    throw new Problem("validation-error", `Unknown game ${input.game}`, {
      errors: [{ path: "game", message: "unknown game" }],
    });
  if (input.seats < game.players.min || input.seats > game.players.max) {
    throw new Problem(
      "validation-error",
      `${game.name} is for ${game.players.min} to ${game.players.max} players`,
      {
        errors: [{ path: "seats", message: `between ${game.players.min} and ${game.players.max}` }],
      },
    );
  }
  const options = game.schemas.options.safeParse(input.options ?? {});
  if (!options.success) {
    throw new Problem("validation-error", "The options do not fit the game", {
      errors: issues(options.error).map((i) => ({ ...i, path: `options.${i.path}` })),
    });
  }
  const seed = input.seed ?? randomSecret(32);
  const now = deps.now().toISOString();
  const seats: MatchRecord["seats"] = new Array(input.seats).fill(null);
  if (input.join !== false) seats[0] = { playerId: player.id, name: player.name };
  const match: MatchRecord = {
    id: randomId("m"),
    game: game.id,
    status: "lobby",
    seatCount: input.seats,
    seats,
    options: options.data,
    createdBy: player.id,
    inviteCode: randomSecret(9),
    seed,
    seedCommitment: sha256(seed),
    version: 0,
    state: null,
    activeSeats: [],
    createdAt: now,
    updatedAt: now,
    clock: input.clock ? withDefaultReminder(input.clock) : null,
  };
  await deps.store.createMatch(match);
  await writeMemberships(deps, match);
  // a solo match is full at once
  if (seats.every((s) => s !== null)) return startMatch(deps, player.id, match.id);
  return match;
}

/**
 * Changes a lobby with optimistic concurrency: on a lost race the change is made again on the
 * fresh match, since joins and leaves of different players do not depend on each other.
 */
async function changeLobby(
  deps: Deps,
  matchId: string,
  change: (match: MatchRecord) => MatchRecord,
): Promise<MatchRecord> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const match = await deps.store.getMatch(matchId);
    if (!match) throw new Problem("not-found", `No match ${matchId}`);
    const next = { ...change(match), version: match.version + 1, updatedAt: deps.now().toISOString() };
    if (await deps.store.replaceMatch(next, match.version)) return next;
  }
  throw new Problem("conflict", "The match is changing too fast; try again");
}

function expectLobby(match: MatchRecord): void {
  if (match.status !== "lobby")
    throw new Problem("conflict", `The match is ${match.status}, not open for seating`);
}

/** The lobby with the occupant in the given seat, or the first free one. */
function seated(match: MatchRecord, wanted: number | undefined, occupant: SeatRecord): MatchRecord {
  expectLobby(match);
  const seat = wanted ?? match.seats.indexOf(null);
  if (seat < 0) throw new Problem("conflict", "Every seat is taken");
  if (seat >= match.seatCount)
    throw new Problem("validation-error", `The match has seats 0 to ${match.seatCount - 1}`);
  if (match.seats[seat] !== null) throw new Problem("conflict", `Seat ${seat} is taken`);
  const seats = match.seats.slice();
  seats[seat] = occupant;
  return { ...match, seats };
}

export function seatOf(match: MatchRecord, playerId: string): number | null {
  const seat = match.seats.findIndex((s) => s?.playerId === playerId);
  return seat < 0 ? null : seat;
}

export async function joinMatch(
  deps: Deps,
  player: PlayerRecord,
  matchId: string,
  input: { inviteCode: string; seat?: number },
): Promise<MatchRecord> {
  const joined = await changeLobby(deps, matchId, (match) => {
    if (seatOf(match, player.id) !== null)
      throw new Problem("conflict", "You already have a seat in this match");
    if (!sameSecret(input.inviteCode, match.inviteCode))
      throw new Problem("forbidden", "The invite code is not this match's");
    return seated(match, input.seat, { playerId: player.id, name: player.name });
  });
  await writeMemberships(deps, joined);
  // a full table starts at once: nobody has to come back just to press start
  if (joined.seats.every((s) => s !== null)) return startMatch(deps, joined.createdBy, matchId);
  return joined;
}

export async function leaveMatch(deps: Deps, player: PlayerRecord, matchId: string): Promise<MatchRecord> {
  const left = await changeLobby(deps, matchId, (match) => {
    const seat = seatOf(match, player.id);
    if (seat === null) throw new Problem("conflict", "You have no seat in this match");
    expectLobby(match);
    const seats = match.seats.slice();
    seats[seat] = null;
    return { ...match, seats, status: seats.some((s) => s !== null) ? "lobby" : "abandoned" };
  });
  await deps.store.deleteMembership(player.id, matchId);
  if (left.status === "abandoned") await writeMemberships(deps, left);
  return left;
}

/** Starts with the seated players (in seat order) once their number is within the game's range. */
export async function startMatch(deps: Deps, playerId: string, matchId: string): Promise<MatchRecord> {
  const started = await changeLobby(deps, matchId, (match) => {
    if (match.createdBy !== playerId && seatOf(match, playerId) === null) {
      throw new Problem("forbidden", "Only the match's creator or a seated player may start it");
    }
    expectLobby(match);
    const game = gameOf(deps, match);
    const seats = match.seats.filter((s) => s !== null);
    if (seats.length < game.players.min) {
      throw new Problem(
        "conflict",
        `${game.name} needs at least ${game.players.min} players; ${seats.length} seated`,
      );
    }
    const state = game.setup(match.seed, seats.length, match.options);
    const active: MatchRecord = {
      ...match,
      status: "active",
      seats,
      seatCount: seats.length,
      rulesVersion: game.rulesVersion,
      state,
      activeSeats: game.activeSeats(state),
    };
    return withClocks(match, active, deps.now());
  });
  await writeMemberships(deps, started);
  await deps.store.putNotice({
    id: `started-${started.id}`,
    matchId: started.id,
    kind: "matchStarted",
    playerIds: humans(started),
    at: started.updatedAt,
    version: started.version,
  });
  return started;
}

function humans(match: MatchRecord): string[] {
  return match.seats.flatMap((s) => (s && !s.bot ? [s.playerId] : []));
}

/** Seats a computer player of a level; a full table starts. */
export async function addBot(
  deps: Deps,
  player: PlayerRecord,
  matchId: string,
  input: { kind: StandInKind; seat?: number },
): Promise<MatchRecord> {
  const withBot = await changeLobby(deps, matchId, (match) => {
    if (match.createdBy !== player.id)
      throw new Problem("forbidden", "Only the match's creator may seat computer players");
    const seat = input.seat ?? match.seats.indexOf(null);
    return seated(match, input.seat, {
      playerId: `bot_${input.kind}_${seat}`,
      name: `Computer (${input.kind})`,
      bot: input.kind,
    });
  });
  if (withBot.seats.every((s) => s !== null)) return startMatch(deps, withBot.createdBy, matchId);
  return withBot;
}

/** Tells another player about an open match, with its invite code. */
export async function invite(
  deps: Deps,
  player: PlayerRecord,
  matchId: string,
  inviteeId: string,
): Promise<void> {
  const match = await deps.store.getMatch(matchId);
  if (!match) throw new Problem("not-found", `No match ${matchId}`);
  if (match.createdBy !== player.id && seatOf(match, player.id) === null) {
    throw new Problem("forbidden", "Only the match's players may invite");
  }
  expectLobby(match);
  if (!(await deps.store.getPlayer(inviteeId))) throw new Problem("not-found", `No player ${inviteeId}`);
  await deps.store.putNotice({
    id: `invited-${sha256(`${matchId}|${inviteeId}`).slice(0, 20)}`,
    matchId,
    kind: "invited",
    playerIds: [inviteeId],
    at: deps.now().toISOString(),
    version: match.version,
    by: player.id,
  });
}
