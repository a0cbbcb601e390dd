import type { Deps } from "../deps";
import { Refusal } from "../requests/refusal";
import { decodeCursor, encodeCursor } from "../store/cursor";
import type { AwaitingRecord, MatchRecord, MembershipRecord, PlayerRecord } from "../store/records";

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
/** The order of the matches awaiting you: newest first. */
const awaitingOrder = (a: Pick<AwaitingRecord, "updatedAt" | "matchId">) =>
  `${newestFirst(a.updatedAt)}#${a.matchId}`;

function cursorOf(text: string) {
  const cursor = decodeCursor(text);
  if (!cursor) throw new Refusal("validation-error", "That cursor is not one of ours");
  return cursor;
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
  const cursor = page.cursor ? cursorOf(page.cursor) : null;
  const awaiting = (await deps.store.awaitingOf(player.id)).sort((a, b) =>
    awaitingOrder(a) < awaitingOrder(b) ? -1 : 1,
  );
  const matches: MatchSummary[] = [];
  if (!cursor || "awaiting" in cursor) {
    const after = cursor ? awaitingOrder(cursor.awaiting) : "";
    const rest = awaiting.filter((a) => awaitingOrder(a) > after);
    const shown = rest.slice(0, page.limit);
    matches.push(...shown.map(fromAwaiting));
    const last = shown.at(-1);
    if (rest.length > page.limit && last) return { matches, nextCursor: encodeCursor({ awaiting: last }) };
  }
  const wanted = page.limit - matches.length;
  // a cursor at no membership starts them: the matches awaiting you filled the page before exactly
  const after = cursor && "membership" in cursor ? cursor.membership : null;
  // past the active matches, none awaits you: nothing to skip
  const skip = new Set(after && after.status !== "active" ? [] : awaiting.map((a) => a.matchId));
  // enough to fill the page after skipping those awaiting you, and one more to tell if a page follows
  const { memberships } = await deps.store.membershipsPage(player.id, after, wanted + skip.size + 1);
  const listed = memberships.filter((m) => !skip.has(m.matchId));
  const shown = listed.slice(0, wanted);
  matches.push(...shown.map(fromMembership));
  const last = shown.at(-1);
  if (listed.length <= wanted) return { matches, nextCursor: null };
  return { matches, nextCursor: encodeCursor({ membership: last ?? null }) };
}
