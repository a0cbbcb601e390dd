import type { Deps } from "../deps";
import { Problem } from "../http/problem";
import type { AwaitingRecord, MatchRecord, MembershipRecord, PlayerRecord } from "../store/records";
import { membershipSortKey } from "../store/store";

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

const newestFirst = (at: string) => String(9_999_999_999_999 - Date.parse(at)).padStart(13, "0");
const awaitingKey = (a: AwaitingRecord) => `${newestFirst(a.updatedAt)}#${a.matchId}`;

/** Where a page starts: after an entry of the matches awaiting you, or after a membership. */
type Cursor = { awaiting: string } | { membership: string };

function encodeCursor(cursor: Cursor): string {
  const text = "awaiting" in cursor ? `a|${cursor.awaiting}` : `m|${cursor.membership}`;
  return Buffer.from(text).toString("base64url");
}

function decodeCursor(cursor: string): Cursor {
  const text = Buffer.from(cursor, "base64url").toString();
  const awaiting = /^a\|(\d{13}#m_[\w-]+)$/.exec(text);
  if (awaiting) return { awaiting: awaiting[1] };
  // an empty one starts the memberships: the matches awaiting you filled the page before exactly
  const membership = /^m\|((\d#\d{13}#m_[\w-]+)?)$/.exec(text);
  if (membership) return { membership: membership[1] };
  throw new Problem("validation-error", "That cursor is not one of ours");
}

function fromAwaiting(a: AwaitingRecord): MatchSummary {
  const { matchId, seat, playerId: _p, ...rest } = a;
  return { id: matchId, status: "active", yourSeat: seat, awaitingYou: true, ...rest };
}

function fromMembership(m: MembershipRecord): MatchSummary {
  const { matchId, seat, playerId: _p, ...rest } = m;
  return { id: matchId, yourSeat: seat, awaitingYou: false, ...rest };
}

/**
 * "My games" in two reads whatever their number: the matches awaiting your move (written when your
 * turn comes, deleted when it ends: few at a time), newest first; then your memberships from the
 * index, other active matches first, then lobbies and finished ones, skipping those awaiting you.
 */
export async function myMatches(
  deps: Deps,
  player: Pick<PlayerRecord, "id">,
  page: { cursor?: string; limit: number },
): Promise<{ matches: MatchSummary[]; nextCursor: string | null }> {
  const cursor = page.cursor ? decodeCursor(page.cursor) : null;
  const awaiting = (await deps.store.awaitingOf(player.id)).sort((a, b) =>
    awaitingKey(a) < awaitingKey(b) ? -1 : 1,
  );
  const matches: MatchSummary[] = [];
  if (!cursor || "awaiting" in cursor) {
    const after = cursor?.awaiting ?? "";
    const rest = awaiting.filter((a) => awaitingKey(a) > after);
    const shown = rest.slice(0, page.limit);
    matches.push(...shown.map(fromAwaiting));
    const last = shown.at(-1);
    if (rest.length > page.limit && last)
      return { matches, nextCursor: encodeCursor({ awaiting: awaitingKey(last) }) };
  }
  const wanted = page.limit - matches.length;
  const after = cursor && "membership" in cursor && cursor.membership ? cursor.membership : null;
  // past the active matches (sort keys "1#…"), none awaits you: nothing to skip
  const skip = new Set(after && after > "1#~" ? [] : awaiting.map((a) => a.matchId));
  // enough to fill the page after skipping those awaiting you, and one more to tell if a page follows
  const { memberships } = await deps.store.membershipsPage(player.id, after, wanted + skip.size + 1);
  const listed = memberships.filter((m) => !skip.has(m.matchId));
  const shown = listed.slice(0, wanted);
  matches.push(...shown.map(fromMembership));
  const last = shown.at(-1);
  if (listed.length <= wanted) return { matches, nextCursor: null };
  return { matches, nextCursor: encodeCursor({ membership: last ? membershipSortKey(last) : "" }) };
}
