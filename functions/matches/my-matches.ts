import type { Deps } from "../deps";
import { Problem } from "../http/problem";
import type { MatchRecord, PlayerRecord } from "../store/records";
import { seatOf } from "./lobby";

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

const groupOrder = { awaiting: 0, active: 1, lobby: 2, finished: 3, abandoned: 4 };

function group(s: MatchSummary): number {
  return s.awaitingYou ? groupOrder.awaiting : groupOrder[s.status];
}

/** Sort key: awaiting your move first, then other active, lobby, finished; newest first in each. */
function sortKey(s: MatchSummary): string {
  const newestFirst = String(9_999_999_999_999 - Date.parse(s.updatedAt)).padStart(13, "0");
  return `${group(s)}#${newestFirst}#${s.id}`;
}

function encodeCursor(key: string): string {
  return Buffer.from(key).toString("base64url");
}

function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, "base64url").toString();
  if (!/^\d#\d{13}#m_[\w-]+$/.test(key))
    throw new Problem("validation-error", "That cursor is not one of ours");
  return key;
}

/**
 * "My games": the memberships index gives the player's matches; the match items say whose turn it
 * is now, so the order is always current even though memberships change only on join, start and end.
 */
export async function myMatches(
  deps: Deps,
  player: PlayerRecord,
  page: { cursor?: string; limit: number },
): Promise<{ matches: MatchSummary[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor) : "";
  const memberships = await deps.store.membershipsOf(player.id);
  const matches = await deps.store.batchGetMatches(memberships.map((m) => m.matchId));
  const summaries = matches.flatMap((match): MatchSummary[] => {
    const seat = seatOf(match, player.id);
    if (seat === null) return [];
    return [
      {
        id: match.id,
        game: match.game,
        status: match.status,
        yourSeat: seat,
        awaitingYou: match.status === "active" && match.activeSeats.includes(seat),
        activeSeats: match.activeSeats,
        version: match.version,
        updatedAt: match.updatedAt,
      },
    ];
  });
  const sorted = summaries.map((s) => ({ s, key: sortKey(s) })).sort((a, b) => (a.key < b.key ? -1 : 1));
  const rest = sorted.filter(({ key }) => key > after);
  const pageItems = rest.slice(0, page.limit);
  const last = pageItems[pageItems.length - 1];
  return {
    matches: pageItems.map(({ s }) => s),
    nextCursor: rest.length > page.limit && last ? encodeCursor(last.key) : null,
  };
}
