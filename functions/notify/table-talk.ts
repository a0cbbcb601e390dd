/** The chat a notice email quotes: what the other seats said since the moves it tells of began. */
import type { Deps } from "../deps";
import type { LastChat } from "../store/entities/match-header";
import type { Texts } from "./texts/texts";
import type { Unseen } from "./unseen";

/** At most this many messages are quoted in one notice: the rest are read at the table. */
export const QUOTED_MESSAGES = 5;

/** A message on one line: a line break in it may not start a line of the email of its own. */
const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, " / ");

/** When the version the reader last saw was made: the one before the first unseen move, or the current one. */
async function lastSeenAt(deps: Pick<Deps, "store">, matchId: string, version: number): Promise<string> {
  return (await deps.store.getMove(matchId, version))?.at ?? "";
}

/** Whether the match's header tells that no message was written after `seenAt`, so the chat need not be read. */
function quietSince(chattedAt: string | undefined, seenAt: string | undefined): boolean {
  if (chattedAt === "") return true;
  return chattedAt !== undefined && seenAt !== undefined && chattedAt <= seenAt;
}

/**
 * The messages written after `seenAt` when the header's newest one is the only such (the one before
 * it is older, and no later one was noted since): null when the chat must be read to know.
 */
function carriedSince(
  last: LastChat | undefined,
  chattedAt: string | undefined,
  seenAt: string,
): LastChat[] | null {
  if (!last || last.at !== chattedAt || last.previousAt > seenAt) return null;
  return last.at > seenAt ? [last] : [];
}

/**
 * "Ada said: …" for each message of another seat written since the version the reader last saw and
 * after the reader's own last message, oldest first, the newest `QUOTED_MESSAGES` of them. The
 * header's newest message serves when it is the only one since: the chat is read otherwise.
 */
export async function chatSince(
  deps: Pick<Deps, "store">,
  to: {
    matchId: string;
    playerId: string;
    version: number;
    unseen: Unseen;
    chattedAt?: string;
    lastChat?: LastChat;
  },
  texts: Texts,
): Promise<string[]> {
  const known = to.unseen.seenAt;
  if (quietSince(to.chattedAt, known)) return [];
  const carried = known === undefined ? null : carriedSince(to.lastChat, to.chattedAt, known);
  const newest =
    carried ?? (await deps.store.chatMessages(to.matchId, { newest: true, limit: 2 * QUOTED_MESSAGES }));
  if (!newest.some((m) => m.playerId !== to.playerId)) return [];
  const seenVersion = (to.unseen.moves[0]?.version ?? to.version + 1) - 1;
  const ownLast = newest.find((m) => m.playerId === to.playerId)?.at ?? "";
  // ISO times of one format order as strings
  const seenAt = known ?? (await lastSeenAt(deps, to.matchId, seenVersion));
  const since = [ownLast, seenAt].sort().at(-1) ?? "";
  return newest
    .filter((m) => m.playerId !== to.playerId && m.at > since)
    .slice(0, QUOTED_MESSAGES)
    .reverse()
    .map((m) => texts.said(m.name, oneLine(m.text)));
}
