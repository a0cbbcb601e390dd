import type { Deps } from "../deps";
import { Refusal } from "../requests/refusal";
import { decodeCursor, encodeCursor, type MyGamesCursor } from "../store/cursor";
import type { MyGamesEntry } from "../store/entities/membership";
import type { MatchRecord, PlayerRecord } from "../store/records";

export interface MatchSummary {
  id: string;
  game: string;
  status: MatchRecord["status"];
  yourSeat: number;
  awaitingYou: boolean;
  activeSeats: number[];
  version: number;
  updatedAt: string;
}

function cursorOf(text: string) {
  const cursor = decodeCursor(text);
  if (!cursor) throw new Refusal("validation-error", "That cursor is not one of ours");
  return cursor;
}

function summaryOf(entry: MyGamesEntry): MatchSummary {
  if ("awaiting" in entry) {
    const { matchId, seat, playerId: _p, ...rest } = entry.awaiting;
    return { id: matchId, status: "active", yourSeat: seat, awaitingYou: true, ...rest };
  }
  const { matchId, seat, playerId: _p, ...rest } = entry.membership;
  return { id: matchId, yourSeat: seat, awaitingYou: false, ...rest };
}

/** Where the next page starts: past the entry shown last, which `following` comes after. */
function cursorAfter(last: MyGamesEntry, following: MyGamesEntry): MyGamesCursor {
  if ("membership" in last) return { membership: last.membership };
  // the matches awaiting you end here: the next page starts the others
  return "awaiting" in following ? { awaiting: last.awaiting } : { membership: null };
}

/**
 * "My games" in one query whatever their number: the matches awaiting your move first (a turn
 * moves the membership to the front of the index while it lasts), newest first; then other active
 * matches, then lobbies, then finished ones, each newest first. One more than the page tells
 * whether another follows.
 */
export async function myMatches(
  deps: Pick<Deps, "store">,
  player: Pick<PlayerRecord, "id">,
  page: { cursor?: string; limit: number },
): Promise<{ matches: MatchSummary[]; nextCursor: string | null }> {
  const cursor = page.cursor ? cursorOf(page.cursor) : null;
  const entries = await deps.store.myGamesPage(player.id, cursor, page.limit + 1);
  const shown = entries.slice(0, page.limit);
  const [last, following] = [shown.at(-1), entries[page.limit]];
  return {
    matches: shown.map(summaryOf),
    nextCursor: last && following ? encodeCursor(cursorAfter(last, following)) : null,
  };
}
