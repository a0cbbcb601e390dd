import { computerName } from "../../domain/core/players/names";
import type { StandInKind } from "../../domain/core/stand-ins";
import type { Deps } from "../deps";
import { fieldErrorsOf, refusedField } from "../requests/field-errors";
import type { Retry } from "../requests/keyed-request";
import { Refusal } from "../requests/refusal";
import { currentMatch } from "../store/match-items";
import type { ClockSettings, MatchHeader, MatchRecord, PlayerRecord, SeatRecord } from "../store/records";
import { randomId, randomSecret, sameSecret, sha256 } from "../tokens/crypto";
import { keyedId } from "../tokens/keyed-ids";
import { nextClockAt } from "./clock";
import { gameOf, loadParts, rulesOf, startSnapshot } from "./current";
import { markTurns, writeMemberships } from "./memberships";
import { keepListing } from "./open-matches";
import { seatOf } from "./seats";
import { drawnSeats, SERVER_SEED_BYTES, startingSeed } from "./seeds";

export interface NewMatch {
  game: string;
  seats: number;
  options?: unknown;
  seed?: string;
  /** Whether the creator takes seat 0 at once. */
  join?: boolean;
  /** Listed in the lobby: anyone may join without the invite code. */
  public?: boolean;
  clock?: NewClock;
}

/** A clock as asked for: reminders may be left to their default. */
export type NewClock = Omit<ClockSettings, "remindHours"> & { remindHours?: number[] };

/**
 * One reminder when a third of the move time is left, unless the match asked for others: those
 * kept earliest first (most hours left), each once, as the clock sends them in that order.
 */
export function withDefaultReminder(clock: NewClock): ClockSettings {
  const third = Math.floor(clock.moveHours / 3);
  const asked = clock.remindHours && [...new Set(clock.remindHours)].sort((a, b) => b - a);
  return { ...clock, remindHours: asked ?? (third >= 1 ? [third] : []) };
}

/** A match made under an Idempotency-Key takes its id from the key, so that a retry finds it. */
export function matchIdFor(playerId: string, retry: Retry | undefined): string {
  return retry ? keyedId("m", `match-id ${playerId}`, retry.key) : randomId("m");
}

/** The game a new match asks for and its options with their defaults; a validation error when they do not fit. */
export async function checkedNewMatch(deps: Deps, input: Pick<NewMatch, "game" | "seats" | "options">) {
  const game = await deps.games.get(input.game);
  if (!game)
    throw new Refusal("validation-error", `Unknown game ${input.game}`, {
      errors: [{ path: "game", code: "not-allowed", message: "unknown game" }],
    });
  if (input.seats < game.players.min || input.seats > game.players.max) {
    throw new Refusal(
      "validation-error",
      `${game.name} is for ${game.players.min} to ${game.players.max} players`,
      {
        errors: [
          {
            path: "seats",
            code: input.seats < game.players.min ? "too-small" : "too-big",
            message: `between ${game.players.min} and ${game.players.max}`,
          },
        ],
      },
    );
  }
  const asked = input.options ?? {};
  const options = game.schemas.options.safeParse(asked);
  if (!options.success) {
    throw new Refusal("validation-error", "The options do not fit the game", {
      errors: fieldErrorsOf(options.error.issues, { input: { value: asked }, prefix: ["options"] }),
    });
  }
  return { game, options: options.data };
}

/** What a new match or rematch chooses of its lobby; the rest is the same for every lobby. */
export type LobbyChoices = Pick<MatchRecord, "id" | "game" | "seats" | "options" | "createdBy" | "seed"> &
  Pick<MatchRecord, "public" | "rematchOf"> & { clock: ClockSettings | null };

/** A new lobby as first written: unstarted at version 0, with a fresh invite code and its seed committed to. */
export function newLobby(deps: Pick<Deps, "now">, lobby: LobbyChoices): MatchRecord {
  const now = deps.now().toISOString();
  return {
    status: "lobby",
    seatCount: lobby.seats.length,
    ...lobby,
    inviteCode: randomSecret(9),
    seedCommitment: sha256(lobby.seed),
    version: 0,
    state: null,
    activeSeats: [],
    createdAt: now,
    updatedAt: now,
  };
}

export async function createMatch(
  deps: Deps,
  player: PlayerRecord,
  input: NewMatch,
  retry?: Retry,
  id = matchIdFor(player.id, retry),
): Promise<MatchRecord> {
  const { game, options } = await checkedNewMatch(deps, input);
  const seats: MatchRecord["seats"] = new Array(input.seats).fill(null);
  if (input.join !== false) seats[0] = { playerId: player.id, name: player.name };
  const match = newLobby(deps, {
    id,
    game: game.id,
    seats,
    options,
    createdBy: player.id,
    ...(input.public ? { public: true } : {}),
    seed: input.seed ?? randomSecret(32),
    clock: input.clock ? withDefaultReminder(input.clock) : null,
  });
  // a retry finds the match its key made, and completes what followed
  const made = (await deps.store.createMatch(match)) ? match : await deps.store.getMatch(match.id);
  if (!made) throw new Refusal("conflict", "The match this request made is gone");
  if (made.status !== "lobby") return startMatch(deps, player.id, made.id, true);
  await writeMemberships(deps, made);
  await keepListing(deps, made);
  // a solo match is full at once
  if (made.seats.every((s) => s !== null)) return startMatch(deps, player.id, made.id, true, true);
  return made;
}

/**
 * Changes a lobby (the match's header) with optimistic concurrency: on a lost race the change is
 * made again on the fresh match, since joins and leaves of different players do not depend on
 * each other. A change of null finds nothing left to do: a resumed request that was done already.
 */
async function changeLobby(
  deps: Deps,
  matchId: string,
  change: (match: MatchRecord) => MatchRecord | null | Promise<MatchRecord | null>,
): Promise<MatchHeader> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const { header, latest } = await loadParts(deps, matchId);
    const next = await change(currentMatch(header, latest));
    if (next === null) {
      await keepListing(deps, header);
      return header;
    }
    const changed = { ...next, version: header.version + 1, updatedAt: deps.now().toISOString() };
    if (await deps.store.replaceMatch(changed, header.version)) {
      await keepListing(deps, changed);
      return changed;
    }
  }
  throw new Refusal("conflict", "The match is changing too fast; try again");
}

function expectLobby(match: MatchRecord): void {
  if (match.status !== "lobby")
    throw new Refusal("conflict", `The match is ${match.status}, not open for seating`);
}

/** The lobby with the occupant in the given seat, or the first free one. */
function seated(match: MatchRecord, wanted: number | undefined, occupant: SeatRecord): MatchRecord {
  expectLobby(match);
  const seat = wanted ?? match.seats.indexOf(null);
  if (seat < 0) throw new Refusal("conflict", "Every seat is taken");
  if (seat >= match.seatCount) {
    const rule = `The match has seats 0 to ${match.seatCount - 1}`;
    throw new Refusal("validation-error", rule, refusedField("seat", "too-big", rule));
  }
  if (match.seats[seat] !== null) throw new Refusal("conflict", `Seat ${seat} is taken`);
  const seats = match.seats.slice();
  seats[seat] = occupant;
  return { ...match, seats };
}

/** The lobby without the player among those invited: they took a seat. */
function uninvited<M extends Pick<MatchHeader, "invited">>(match: M, playerId: string): M {
  if (!match.invited?.[playerId]) return match;
  const { [playerId]: _gone, ...invited } = match.invited;
  return { ...match, invited };
}

export async function joinMatch(
  deps: Deps,
  player: PlayerRecord,
  matchId: string,
  input: { inviteCode?: string; seat?: number },
  resumed = false,
): Promise<MatchRecord> {
  const joined = await changeLobby(deps, matchId, (match) => {
    if (seatOf(match, player.id) !== null) {
      if (resumed) return null;
      throw new Refusal("conflict", "You already have a seat in this match");
    }
    if (!match.public && input.inviteCode === undefined)
      throw new Refusal("forbidden", "This match is private: join it with its invite code");
    if (!match.public && !sameSecret(input.inviteCode ?? "", match.inviteCode))
      throw new Refusal("forbidden", "The invite code is not this match's");
    if (keptForRematch(match, player.id))
      throw new Refusal(
        "conflict",
        "This rematch's free seats are kept for the finished match's players until they decline",
      );
    return seated(uninvited(match, player.id), input.seat, { playerId: player.id, name: player.name });
  });
  return afterSeating(deps, joined, resumed);
}

/** Whether a rematch's free seats are all kept for the old match's people still invited (not declined), and the joiner is none of them. */
function keptForRematch(match: MatchHeader, playerId: string): boolean {
  if (!match.rematchOf || match.invited?.[playerId]) return false;
  const kept = Object.values(match.invited ?? {}).filter((i) => !i.declinedAt).length;
  return match.seats.filter((s) => s === null).length <= kept;
}

/**
 * Lists a changed lobby under its players; a full table starts at once: nobody has to come back just
 * to press start. The seat is taken whatever happens meanwhile: a start by someone else, or a seat
 * left before the table could start, answers the match as it is, never a refusal.
 */
async function afterSeating(deps: Deps, header: MatchHeader, resumed: boolean): Promise<MatchRecord> {
  if (header.status !== "lobby") return startMatch(deps, header.createdBy, header.id, true);
  const lobby = currentMatch(header, null);
  await writeMemberships(deps, lobby);
  if (header.seats.every((s) => s !== null))
    return startMatch(deps, header.createdBy, header.id, resumed, true);
  return lobby;
}

export async function leaveMatch(
  deps: Deps,
  player: Pick<PlayerRecord, "id">,
  matchId: string,
  resumed = false,
): Promise<MatchRecord> {
  const header = await changeLobby(deps, matchId, (match) => {
    const seat = seatOf(match, player.id);
    if (seat === null && resumed && match.status !== "active") return null;
    if (seat === null) throw new Refusal("conflict", "You have no seat in this match");
    expectLobby(match);
    const seats = match.seats.slice();
    seats[seat] = null;
    return { ...match, seats, status: seats.some((s) => s !== null) ? "lobby" : "abandoned" };
  });
  await deps.store.deleteMembership(player.id, matchId);
  const lobby = currentMatch(header, null);
  // the others' lines name the table as it is now
  await writeMemberships(deps, lobby);
  return lobby;
}

/**
 * Starts with the seated players, in the order drawn from the seed, once their number is within the
 * game's range: the header's change is the start's commit point, and what follows is found again by
 * a resumed request.
 */
export async function startMatch(
  deps: Deps,
  playerId: string,
  matchId: string,
  resumed = false,
  /** A full table starting itself: only while every seat is still taken, and never a refusal. */
  whenFull = false,
): Promise<MatchRecord> {
  const header = await changeLobby(deps, matchId, async (match) => {
    if (match.createdBy !== playerId && seatOf(match, playerId) === null) {
      throw new Refusal("forbidden", "Only the match's creator or a seated player may start it");
    }
    if ((resumed || whenFull) && match.status !== "lobby") return null;
    if (whenFull && match.seats.some((s) => s === null)) return null;
    expectLobby(match);
    const game = await gameOf(deps, match);
    const seats = match.seats.filter((s) => s !== null);
    if (seats.length < game.players.min) {
      throw new Refusal(
        "conflict",
        `${game.name} needs at least ${game.players.min} players; ${seats.length} seated`,
      );
    }
    const seeded = startingSeed(match.seed, seats, randomSecret(SERVER_SEED_BYTES));
    return {
      ...match,
      ...seeded,
      ...drawnSeats(seeded.seed, seats),
      status: "active",
      seatCount: seats.length,
      rulesVersion: game.rulesVersion,
    };
  });
  if (header.status !== "active") return loadCurrentOf(deps, header);
  return afterStart(deps, header);
}

/**
 * What follows a start, each step written so that doing it again changes nothing: the first
 * snapshot, the clock queue, "my games" and the start's notice.
 */
async function afterStart(deps: Deps, header: MatchHeader): Promise<MatchRecord> {
  const first = startSnapshot(await rulesOf(deps, header), header);
  await deps.store.putSnapshot(first);
  const due = nextClockAt(first);
  if (due) await deps.store.setClockDue(header.id, due, { ifLaterThan: due });
  const { latest } = await loadParts(deps, header.id);
  const started = currentMatch(header, first);
  // once the match has moved on, the worker keeps "my games": the start's would be stale
  if (latest?.version === first.version) {
    await writeMemberships(deps, started);
    await markTurns(deps, started, []);
  }
  await deps.store.putNotice({
    id: `started-${header.id}`,
    matchId: header.id,
    kind: "matchStarted",
    playerIds: humans(started),
    at: header.updatedAt,
    version: header.version,
  });
  return currentMatch(header, latest);
}

async function loadCurrentOf(deps: Deps, header: MatchHeader): Promise<MatchRecord> {
  const { latest } = await loadParts(deps, header.id);
  return currentMatch(header, latest);
}

function humans(match: MatchRecord): string[] {
  return match.seats.flatMap((s) => (s && !s.bot ? [s.playerId] : []));
}

/** Seats a computer player of a level; a full table starts. */
export async function addBot(
  deps: Deps,
  player: Pick<PlayerRecord, "id">,
  matchId: string,
  input: { kind: StandInKind; seat?: number },
  resumed = false,
): Promise<MatchRecord> {
  const withBot = await changeLobby(deps, matchId, (match) => {
    if (match.createdBy !== player.id)
      throw new Refusal("forbidden", "Only the match's creator may seat computer players");
    // a resumed request finds the computer player it seated (its seat, or one of its kind)
    const mine = (s: SeatRecord | null, at: number) => s?.bot === input.kind && (input.seat ?? at) === at;
    if (resumed && (match.status !== "lobby" || match.seats.some(mine))) return null;
    const seat = input.seat ?? match.seats.indexOf(null);
    return seated(match, input.seat, {
      playerId: `bot_${input.kind}_${seat}`,
      name: computerName(match.seats.flatMap((s) => (s ? [s.name] : []))),
      bot: input.kind,
    });
  });
  return afterSeating(deps, withBot, resumed);
}

/**
 * Notes an invitation on the lobby, so that its players see whom they are waiting for: a lobby
 * change of its own. Nothing when the invitee sits there already.
 */
export function noteInvited(
  deps: Deps,
  host: Pick<PlayerRecord, "id">,
  matchId: string,
  invitee: Pick<PlayerRecord, "id" | "name">,
  at: string,
): Promise<MatchHeader> {
  return changeLobby(deps, matchId, (match) => {
    mayInvite(match, host);
    if (seatOf(match, invitee.id) !== null) return null;
    return { ...match, invited: { ...match.invited, [invitee.id]: { name: invitee.name, at } } };
  });
}

/**
 * Marks an invitation declined on the lobby, so that its players know not to wait; nothing once the
 * match left the lobby, when it was never there, or when it was declined already.
 */
export async function declinedInvited(
  deps: Deps,
  player: Pick<PlayerRecord, "id">,
  matchId: string,
  at: string,
): Promise<void> {
  try {
    await changeLobby(deps, matchId, (match) => {
      const invited = match.invited?.[player.id];
      if (match.status !== "lobby" || !invited || invited.declinedAt) return null;
      return { ...match, invited: { ...match.invited, [player.id]: { ...invited, declinedAt: at } } };
    });
  } catch (error) {
    if (!(error instanceof Refusal && error.kind === "not-found")) throw error;
  }
}

/** The match a player may invite to: theirs, in its lobby. */
export async function invitableMatch(
  deps: Deps,
  player: Pick<PlayerRecord, "id">,
  matchId: string,
): Promise<MatchRecord> {
  const match = await deps.store.getMatch(matchId);
  if (!match) throw new Refusal("not-found", `No match ${matchId}`);
  mayInvite(match, player);
  return match;
}

/** Refuses an invitation by someone who is neither the creator nor seated, or to a lobby that is closed or full. */
function mayInvite(match: MatchRecord, player: Pick<PlayerRecord, "id">): void {
  if (match.createdBy !== player.id && seatOf(match, player.id) === null) {
    throw new Refusal("forbidden", "Only the match's players may invite");
  }
  expectLobby(match);
  if (match.seats.every((s) => s !== null)) throw new Refusal("conflict", "Every seat is taken");
}
