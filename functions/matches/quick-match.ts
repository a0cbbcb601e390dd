/**
 * Quick match: a seat in the longest-waiting open public match of a game and seat count (with the
 * options and clock asked for, when asked), or a new public match when none has a seat for you.
 */
import { isDeepStrictEqual } from "node:util";
import type { Deps } from "../deps";
import { CLAIM_LEASE_MS, KEEP_SECONDS, type Retry } from "../requests/keyed-request";
import { Refusal } from "../requests/refusal";
import type { OpenedAsk } from "../store/entities/quick-opening";
import type { MatchRecord, PlayerRecord } from "../store/records";
import {
  checkedNewMatch,
  createMatch,
  joinMatch,
  matchIdFor,
  type NewClock,
  withDefaultReminder,
} from "./lobby";
import { seatOf } from "./seats";

export interface QuickMatch {
  game: string;
  seats: number;
  options?: unknown;
  clock?: NewClock;
}

/** Open matches tried before opening a new one: each lost race moves on to the next. */
const CANDIDATES = 10;

/** Claims of the lobby to open made again after another press changed it first, before giving up. */
const CLAIM_ATTEMPTS = 5;

/** How long the lobby a quick match opened is remembered against presses of the same ask. */
const OPENING_KEPT_MS = 30 * 24 * 3600 * 1000;

/** What a retry of a request cut short finds it did: the match it opened, or the seat it took. */
async function doneBefore(deps: Deps, player: PlayerRecord, input: QuickMatch, retry: Retry) {
  if (await deps.store.getMatch(matchIdFor(player.id, retry)))
    return { match: await createMatch(deps, player, { ...input, public: true }, retry), opened: true };
  const picked = await deps.store.quickPick(player.id, retry.key);
  const match = picked ? await deps.store.getMatch(picked) : null;
  if (match && seatOf(match, player.id) !== null)
    return { match: await joinMatch(deps, player, match.id, {}, true), opened: false };
  return null;
}

/** A lost race for a seat (taken, started, gone): the next match is tried. */
const lostRace = (error: unknown) =>
  error instanceof Refusal && (error.kind === "conflict" || error.kind === "not-found");

/** A match of those asked for that you already wait in: pressing Quick match again gives it back rather than a second one. */
async function ownWaitingMatch(
  deps: Deps,
  player: PlayerRecord,
  asked: readonly { matchId: string; playerIds: readonly string[] }[],
): Promise<MatchRecord | null> {
  const own = asked.find((m) => m.playerIds.includes(player.id));
  const match = own ? await deps.store.getMatch(own.matchId) : null;
  return match?.status === "lobby" && seatOf(match, player.id) !== null ? match : null;
}

/** Your seat, and whether the match is one opened for you. */
export async function quickMatch(
  deps: Deps,
  player: PlayerRecord,
  input: QuickMatch,
  retry?: Retry,
): Promise<{ match: MatchRecord; opened: boolean }> {
  const { options } = await checkedNewMatch(deps, input);
  const clock = input.clock ? withDefaultReminder(input.clock) : undefined;
  if (retry?.resumed) {
    const done = await doneBefore(deps, player, input, retry);
    if (done) return done;
  }
  const open = await deps.store.openMatchesPage(
    { game: input.game, seats: input.seats, oldestFirst: true },
    null,
    CANDIDATES,
  );
  const asked = open.filter(
    (m) =>
      (input.options === undefined || isDeepStrictEqual(m.options, options)) &&
      (clock === undefined || isDeepStrictEqual(m.clock, clock)),
  );
  const waiting = await ownWaitingMatch(deps, player, asked);
  if (waiting) return { match: waiting, opened: false };
  const fits = asked.filter((m) => !m.playerIds.includes(player.id));
  for (const candidate of fits) {
    if (retry) {
      const until = new Date(deps.now().getTime() + KEEP_SECONDS * 1000);
      await deps.store.putQuickPick(player.id, retry.key, candidate.matchId, until);
    }
    try {
      return { match: await joinMatch(deps, player, candidate.matchId, {}), opened: false };
    } catch (error) {
      if (!lostRace(error)) throw error;
      // a race lost after the seat was taken (its start, say) still holds the seat: no second one
      const now = await deps.store.getMatch(candidate.matchId);
      if (now && seatOf(now, player.id) !== null) return { match: now, opened: false };
    }
  }
  return openOnce(deps, player, input, { game: input.game, seats: input.seats, options, clock }, retry);
}

/**
 * A new public lobby for the ask, or the one another press of yours opens at the same moment:
 * presses sent at once (different keys, or none) wait in one lobby. A claim whose lobby was
 * never made (its press cut short) is taken over after the lease; one whose lobby started, or
 * that you left, is replaced.
 */
async function openOnce(
  deps: Deps,
  player: PlayerRecord,
  input: QuickMatch,
  ask: OpenedAsk,
  retry: Retry | undefined,
): Promise<{ match: MatchRecord; opened: boolean }> {
  const lobby = { ...input, public: true };
  const own = matchIdFor(player.id, retry);
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const held = await deps.store.quickOpening(player.id, ask);
    if (held && held.matchId !== own) {
      const match = await deps.store.getMatch(held.matchId);
      if (match?.status === "lobby" && seatOf(match, player.id) !== null) return { match, opened: false };
      const making = match === null && Date.parse(held.claimedAt) > deps.now().getTime() - CLAIM_LEASE_MS;
      // made here too, under the claimed id: one of the two writes makes it, both answer it
      if (making)
        return { match: await createMatch(deps, player, lobby, undefined, held.matchId), opened: false };
    }
    const claim = { matchId: own, claimedAt: deps.now().toISOString() };
    const until = new Date(deps.now().getTime() + OPENING_KEPT_MS);
    if (await deps.store.claimQuickOpening(player.id, ask, claim, held, until))
      return { match: await createMatch(deps, player, lobby, retry, own), opened: true };
  }
  throw new Refusal("conflict", "Quick match was pressed too often at once: try again");
}
