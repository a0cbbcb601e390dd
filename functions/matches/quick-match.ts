/**
 * Quick match: a seat in the longest-waiting open public match of a game and seat count (with the
 * options and clock asked for, when asked), or a new public match when none has a seat for you.
 */
import { isDeepStrictEqual } from "node:util";
import type { Deps } from "../deps";
import { KEEP_SECONDS, type Retry } from "../requests/keyed-request";
import { Refusal } from "../requests/refusal";
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
  return { match: await createMatch(deps, player, { ...input, public: true }, retry), opened: true };
}
