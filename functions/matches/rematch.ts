import type { Deps } from "../deps";
import { Refusal } from "../requests/refusal";
import type { MatchRecord, PlayerRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";
import { keyedId } from "../tokens/keyed-ids";
import { loadCurrent } from "./current";
import { fileRematchInvitations } from "./invitations";
import { joinMatch, newLobby, startMatch } from "./lobby";
import { writeMemberships } from "./memberships";
import { seatOf } from "./seats";

/** One rematch per match, its id drawn from the match's: two offers at once make the same one. */
export const rematchIdOf = (matchId: string): string => keyedId("m", "rematch", matchId);

/**
 * Offers a rematch of a finished match, or accepts the one offered: the same game, options, clock
 * and seats (computer players at their levels) in a new lobby, with the caller seated. The first
 * offer names it in the old match's header (a conditional write); each other person of the old
 * match takes a seat with the same call, and the last one starts it.
 */
export async function rematch(
  deps: Deps,
  player: PlayerRecord,
  matchId: string,
  resumed = false,
): Promise<MatchRecord> {
  const old = await loadCurrent(deps, matchId);
  const seat = seatOf(old, player.id);
  if (seat === null) throw new Refusal("forbidden", "Only the match's players may offer or accept a rematch");
  if (old.status !== "finished") throw new Refusal("conflict", "A rematch is offered once the match is over");
  const offered = await offeredRematch(deps, player, old, seat);
  if (seatOf(offered, player.id) !== null) {
    // a full table starts itself: a retry of the offer that filled it completes the start
    if (offered.status === "lobby" && offered.seats.every((s) => s !== null))
      return startMatch(deps, player.id, offered.id, true);
    return offered;
  }
  const own = offered.seats[seat] === null ? seat : undefined;
  try {
    return await joinMatch(deps, player, offered.id, { inviteCode: offered.inviteCode, seat: own }, resumed);
  } catch (error) {
    // the same accept sent twice at once: the one that lost finds the seat the other took
    if (!(error instanceof Refusal) || error.kind !== "conflict") throw error;
    const now = await loadCurrent(deps, offered.id);
    if (seatOf(now, player.id) === null) throw error;
    return now;
  }
}

/** The rematch the old match names, made by this offer when none is yet. */
async function offeredRematch(
  deps: Deps,
  player: PlayerRecord,
  old: MatchRecord,
  seat: number,
): Promise<MatchRecord> {
  const named = old.rematchId ? await deps.store.getMatch(old.rematchId) : null;
  // a rematch everyone left is over: the next offer makes another, its id drawn from that one's
  const replacing = named?.status === "abandoned" ? named.id : undefined;
  const id = replacing ? rematchIdOf(replacing) : (old.rematchId ?? rematchIdOf(old.id));
  const existing = replacing || !named ? await deps.store.getMatch(id) : named;
  // the offer's retry files what a first attempt cut short may not have
  if (existing?.status === "lobby" && existing.createdBy === player.id)
    await fileRematchInvitations(deps, existing, player);
  const made = existing ?? (await madeRematch(deps, player, old, seat, id));
  if (!(await deps.store.offerRematch(old.id, made.id, replacing)))
    throw new Refusal("conflict", "Another rematch of this match was offered");
  return made;
}

/** Writes the rematch's lobby (only if it does not exist), the offering person seated where they sat. */
async function madeRematch(
  deps: Deps,
  player: PlayerRecord,
  old: MatchRecord,
  seat: number,
  id: string,
): Promise<MatchRecord> {
  // from the old seed, public now: a table of people mixes random bits in at the start, and a
  // match against computer players alone may have its seed chosen anyway
  const seed = sha256(`rematch\n${old.seed}`);
  const lobby = withInvited(
    old,
    player,
    newLobby(deps, {
      id,
      game: old.game,
      seats: old.seats.map((s, i) => {
        if (i === seat) return { playerId: player.id, name: player.name };
        // a computer comes back at its level (a resigned person's stand-in is the snapshot's, not the header's)
        return s?.bot ? { playerId: s.playerId, name: s.name, bot: s.bot } : null;
      }),
      options: old.options,
      createdBy: player.id,
      seed,
      clock: old.clock ?? null,
      rematchOf: old.id,
    }),
  );
  if (!(await deps.store.createMatch(lobby))) {
    const first = await deps.store.getMatch(id);
    if (!first) throw new Refusal("conflict", "The rematch this request made is gone");
    return first;
  }
  await writeMemberships(deps, lobby);
  await fileRematchInvitations(deps, lobby, player);
  // the others hear of it as of an invitation: its link seats them in one click
  const others = Object.keys(lobby.invited ?? {});
  if (others.length > 0) {
    await deps.store.putNotice({
      id: `rematch-${id}`,
      matchId: id,
      kind: "invited",
      playerIds: others,
      at: lobby.createdAt,
      version: lobby.version,
      by: player.id,
    });
  }
  // a match against computer players alone is full at once
  if (lobby.seats.every((s) => s !== null)) return startMatch(deps, player.id, id, true, true);
  return lobby;
}

/** The rematch's lobby with the old match's other people listed as invited: whom it waits for. */
function withInvited(old: MatchRecord, host: PlayerRecord, lobby: MatchRecord): MatchRecord {
  const others = old.seats.flatMap((s) => (s && !s.bot && s.playerId !== host.id ? [s] : []));
  if (others.length === 0) return lobby;
  const at = lobby.createdAt;
  return { ...lobby, invited: Object.fromEntries(others.map((s) => [s.playerId, { name: s.name, at }])) };
}

/** What a finished match shows of its rematch: which of its seats' people sit at it so far. */
export async function rematchView(deps: Deps, match: Pick<MatchRecord, "rematchId" | "seats">) {
  if (!match.rematchId) return null;
  const offered = await deps.store.getMatch(match.rematchId);
  if (!offered) return null;
  const there = new Set(offered.seats.flatMap((s) => (s && !s.bot ? [s.playerId] : [])));
  return {
    matchId: offered.id,
    status: offered.status,
    accepted: match.seats.flatMap((s, seat) => (s && !s.bot && there.has(s.playerId) ? [seat] : [])),
    declined: match.seats.flatMap((s, seat) =>
      s && !s.bot && offered.invited?.[s.playerId]?.declinedAt ? [seat] : [],
    ),
    version: offered.version,
  };
}
