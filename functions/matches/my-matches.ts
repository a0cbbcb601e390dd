import type { Deps } from "../deps";
import { CURSOR_REFUSED, refusedCursor } from "../requests/field-errors";
import { Refusal } from "../requests/refusal";
import { decodeCursor, encodeCursor, type MyGamesCursor, type TurnCursor } from "../store/cursor";
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
  players?: ({ name: string; computer: boolean } | null)[];
  place?: number;
  score?: number;
}

/** The order "my games" lists in: awaiting your move first (`turn`), or by match id, which nothing changes (`id`). */
export type MyGamesOrder = "turn" | "id";

/** A cursor of that order's list of this player's; one of the other order, another player's or none we made, is a 400. */
function cursorOf<O extends MyGamesOrder>(
  text: string,
  order: O,
  playerId: string,
): O extends "id" ? { byId: string } : TurnCursor {
  const cursor = decodeCursor(text, playerId);
  if (!cursor || "byId" in cursor !== (order === "id"))
    throw new Refusal("validation-error", CURSOR_REFUSED, refusedCursor());
  return cursor as O extends "id" ? { byId: string } : TurnCursor;
}

function summaryOf(entry: MyGamesEntry): MatchSummary {
  if ("awaiting" in entry) {
    const { matchId, seat, playerId: _p, ...rest } = entry.awaiting;
    return { id: matchId, status: "active", yourSeat: seat, awaitingYou: true, ...rest };
  }
  const { matchId, seat, playerId: _p, ...rest } = entry.membership;
  return { id: matchId, yourSeat: seat, awaitingYou: false, ...rest };
}

const matchIdOf = (entry: MyGamesEntry) =>
  "awaiting" in entry ? entry.awaiting.matchId : entry.membership.matchId;

/** Where the next page starts: past the entry shown last, which `following` comes after. */
function cursorAfter(last: MyGamesEntry, following: MyGamesEntry, order: MyGamesOrder): MyGamesCursor {
  if (order === "id") return { byId: matchIdOf(last) };
  if ("membership" in last) return { membership: last.membership };
  // the matches awaiting you end here: the next page starts the others
  return "awaiting" in following ? { awaiting: last.awaiting } : { membership: null };
}

/**
 * "My games" in one query whatever their number: the matches awaiting your move first (a turn
 * moves the membership to the front of the index while it lasts), newest first; then other active
 * matches, then lobbies, then finished ones, each newest first. One more than the page tells
 * whether another follows. A match moves in that order as its turns and status change, so paging
 * through it while they do may show one twice or pass one by; ordered by match id (`id`), every
 * match is listed once however they change.
 */
export async function myMatches(
  deps: Pick<Deps, "store">,
  player: Pick<PlayerRecord, "id">,
  page: { cursor?: string; limit: number; order?: MyGamesOrder },
): Promise<{ matches: MatchSummary[]; nextCursor: string | null }> {
  const order = page.order ?? "turn";
  const entries =
    order === "id"
      ? await deps.store.myGamesById(
          player.id,
          page.cursor ? cursorOf(page.cursor, "id", player.id).byId : null,
          page.limit + 1,
        )
      : await deps.store.myGamesPage(
          player.id,
          page.cursor ? cursorOf(page.cursor, "turn", player.id) : null,
          page.limit + 1,
        );
  const shown = entries.slice(0, page.limit);
  const [last, following] = [shown.at(-1), entries[page.limit]];
  return {
    matches: shown.map(summaryOf),
    nextCursor: last && following ? encodeCursor(cursorAfter(last, following, order), player.id) : null,
  };
}
