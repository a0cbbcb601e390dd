/**
 * The lobby's list of open public matches: a listing item per public match with a free seat, kept
 * in step with its lobby after every change, and read a page per query, newest first.
 */

import { isProvisional } from "../../domain/core/ratings";
import type { Deps } from "../deps";
import { type OpenMatchRecord, openMatchItems } from "../store/entities/open-match";
import { ratingsTable } from "../store/ratings";
import type { MatchHeader } from "../store/records";

/** Whether a lobby belongs in the list: public, still seating, with a seat free. */
const isOpen = (header: MatchHeader) =>
  header.public === true && header.status === "lobby" && header.seats.some((s) => s === null);

async function listingOf(deps: Deps, header: MatchHeader): Promise<OpenMatchRecord> {
  const seated = header.seats.flatMap((s) => (s ? [s] : []));
  const creatorName =
    seated.find((s) => s.playerId === header.createdBy)?.name ??
    (await deps.store.getPlayer(header.createdBy))?.name ??
    "";
  const rated = await ratingsTable(deps.store).ratingOf(header.createdBy, header.game);
  return {
    matchId: header.id,
    game: header.game,
    seatCount: header.seatCount,
    seatsTaken: seated.length,
    playerIds: seated.map((s) => s.playerId),
    options: header.options,
    clock: header.clock ?? null,
    createdBy: header.createdBy,
    creatorName,
    creatorRating:
      rated && rated.rated > 0
        ? { rating: Math.round(rated.rating * 100) / 100, provisional: isProvisional(rated) }
        : null,
    createdAt: header.createdAt,
    version: header.version,
  };
}

/**
 * Brings a public match's listing in step with its lobby (a private one has none). Two changes of
 * one lobby may write their listings in either order: the version keeps the newer, and a listing
 * written late, after the lobby closed, is found by reading the lobby again and taken out.
 */
export async function keepListing(deps: Deps, header: MatchHeader): Promise<void> {
  if (header.public !== true) return;
  const key = { game: header.game, createdAt: header.createdAt, matchId: header.id };
  if (!isOpen(header)) return deps.store.deleteOpenMatch(key);
  await deps.store.putOpenMatch(await listingOf(deps, header));
  const now = await deps.store.matchParts(header.id);
  if (now && !isOpen(now.header)) await deps.store.deleteOpenMatch(key);
}

/** One entry of the lobby's list, as the API shows it. */
export function openMatchResource(m: OpenMatchRecord) {
  const { matchId, createdBy, creatorName, creatorRating, version: _v, clock, ...rest } = m;
  const settings = clock
    ? {
        moveHours: clock.moveHours,
        remindHours: clock.remindHours,
        onTimeout: clock.onTimeout,
        standIn: clock.standIn,
        vacationDays: clock.vacationDays,
      }
    : null;
  const rating = creatorRating ?? null;
  return {
    id: matchId,
    ...rest,
    clock: settings,
    createdBy: {
      id: createdBy,
      name: creatorName,
      rating: rating?.rating ?? null,
      provisional: rating?.provisional ?? null,
    },
  };
}

/**
 * A page of open public matches of the games named (of a seat count, when given) after the sort
 * key `after`, newest first: one query a game, each from the same sort key, merged by it (every
 * game's listings sort alike); one more than the page tells whether another follows, and
 * `nextAfter` where it starts.
 */
export async function openMatches(
  deps: Deps,
  query: { games: readonly string[]; seats: number | null; after: string | null; limit: number },
) {
  const pages = await Promise.all(
    query.games.map((game) =>
      deps.store.openMatchesPage({ game, seats: query.seats }, query.after, query.limit + 1),
    ),
  );
  const found = pages
    .flat()
    .map((m) => ({ m, key: openMatchItems.sortKey(m) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const shown = found.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    matches: shown.map(({ m }) => openMatchResource(m)),
    nextAfter: last && found.length > query.limit ? last.key : null,
  };
}
