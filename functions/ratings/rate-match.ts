/**
 * Rates a finished match, once, after its end (the worker calls it for the finishing snapshot, never
 * the move's own write). First its people's places and ratings before are fixed in one conditional
 * put; then each person's record is brought up to date by its own conditional put, which says that
 * the record is still as read. A record holding the match already (its recent list, or a count of
 * matches played too far past the fixed one for the list to tell) is left alone, so a redelivered
 * stream record, a retry or a second worker never rates a match twice.
 */
import { initialRating, type Rating, ratingAfter } from "../../domain/core/ratings";
import type { Deps } from "../deps";
import { gameOf } from "../matches/current";
import { matchResult } from "../matches/standings";
import {
  type MatchRatings,
  type RatingRecord,
  type RatingsTable,
  RECENT_KEPT,
  ratingsTable,
} from "../store/ratings";
import type { SnapshotRecord } from "../store/records";

/** How often a person's write may lose to another match's before the change goes to the retry queue. */
const ATTEMPTS = 10;

export async function rateMatch(deps: Deps, s: SnapshotRecord): Promise<void> {
  if (s.status !== "finished") return;
  const ratings = ratingsTable(deps.store);
  const fixed = (await ratings.matchRatings(s.matchId)) ?? (await fix(deps, ratings, s));
  if (!fixed) return;
  for (const person of fixed.people) await bringUpToDate(ratings, fixed, person.playerId);
}

/**
 * The match's people (computer seats left out; a person who resigned stays, placed last) with their
 * places and ratings now; the first worker's win.
 */
async function fix(deps: Deps, ratings: RatingsTable, s: SnapshotRecord): Promise<MatchRatings | null> {
  const match = await deps.store.getMatch(s.matchId);
  const result = match && matchResult(await gameOf(deps, s), match);
  if (!match || !result) return null;
  const places = new Map(result.standings.map((st) => [st.seat, st.place]));
  const seated = s.seats.flatMap((seat, index) =>
    seat.bot && seat.resigned === undefined ? [] : [{ ...seat, index }],
  );
  if (seated.length === 0) return null;
  const ids = seated.map((p) => p.playerId);
  // the leaderboard names a person as their profile does now, not as they sat down
  const [records, players] = await Promise.all([ratings.ratingsIn(s.game, ids), deps.store.getPlayers(ids)]);
  const fixed: MatchRatings = {
    matchId: s.matchId,
    game: s.game,
    at: s.at,
    seatCount: s.seats.length,
    people: seated.map((p) => {
      const record = records.get(p.playerId);
      return {
        playerId: p.playerId,
        name: players.get(p.playerId)?.name ?? match.seats[p.index]?.name ?? p.playerId,
        seat: p.index,
        place: places.get(p.index) ?? s.seats.length,
        before: record ? ratingOf(record) : initialRating,
        played: record?.played ?? 0,
      };
    }),
  };
  if (await ratings.fixMatchRatings(fixed)) return fixed;
  return ratings.matchRatings(s.matchId);
}

const ratingOf = (r: RatingRecord): Rating => ({ rating: r.rating, rd: r.rd, vol: r.vol });

async function bringUpToDate(ratings: RatingsTable, fixed: MatchRatings, playerId: string): Promise<void> {
  const index = fixed.people.findIndex((p) => p.playerId === playerId);
  const person = fixed.people[index];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await ratings.ratingOf(playerId, fixed.game);
    if (current && hasMatch(current, fixed.matchId, person.played)) return;
    if (await ratings.putRating(next(fixed, index, current), current?.played ?? null)) return;
  }
  throw new Error(
    `the rating of ${playerId} in ${fixed.game} kept changing while ${fixed.matchId} was rated`,
  );
}

/** Whether the record counts the match: in its recent list, or played too often since it was fixed to tell. */
const hasMatch = (r: RatingRecord, matchId: string, playedThen: number) =>
  r.recent.some((m) => m.matchId === matchId) || r.played - playedThen > RECENT_KEPT;

/**
 * The person's record with the match counted: their own rating as it is now (another match may
 * have changed it since the match was fixed) against the others' ratings before the match.
 */
function next(fixed: MatchRatings, index: number, current: RatingRecord | null): RatingRecord {
  const person = fixed.people[index];
  const own = current ? ratingOf(current) : initialRating;
  const rated = fixed.people.length >= 2;
  const after = rated
    ? ratingAfter(
        fixed.people.map((p, i) => ({ before: i === index ? own : p.before, place: p.place })),
        index,
      )
    : own;
  return {
    playerId: person.playerId,
    game: fixed.game,
    name: person.name,
    played: (current?.played ?? 0) + 1,
    won: (current?.won ?? 0) + (person.place === 1 ? 1 : 0),
    rated: (current?.rated ?? 0) + (rated ? 1 : 0),
    ...after,
    recent: [
      {
        matchId: fixed.matchId,
        place: person.place,
        seats: fixed.seatCount,
        change: rated ? after.rating - own.rating : null,
        at: fixed.at,
      },
      ...(current?.recent ?? []),
    ].slice(0, RECENT_KEPT),
    updatedAt: fixed.at,
  };
}
