/** The chat a notice email quotes: what the other seats said since the moves it tells of began. */
import type { Deps } from "../deps";
import type { HeldMessage, RecentChat } from "../store/entities/match-header";
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
 * The messages written after `seenAt`, newest first, when the header holds them all (the one
 * before those it holds is older, and no later one was noted since): null when the chat must be
 * read to know.
 */
function heldSince(
  recent: RecentChat | undefined,
  chattedAt: string | undefined,
  seenAt: string,
): HeldMessage[] | null {
  if (!recent || recent.messages.at(-1)?.at !== chattedAt || recent.before > seenAt) return null;
  return [...recent.messages].reverse();
}

/**
 * "Ada said: …" for each message of another seat written since the version the reader last saw and
 * after the reader's own last message, oldest first, the newest `QUOTED_MESSAGES` of them. The
 * header's newest messages serve when they are all those since: the chat is read otherwise.
 */
export async function chatSince(
  deps: Pick<Deps, "store">,
  to: {
    matchId: string;
    playerId: string;
    version: number;
    unseen: Unseen;
    chattedAt?: string;
    recentChat?: RecentChat;
  },
  texts: Texts,
): Promise<string[]> {
  const known = to.unseen.seenAt;
  if (quietSince(to.chattedAt, known)) return [];
  const held = known === undefined ? null : heldSince(to.recentChat, to.chattedAt, known);
  const newest =
    held ?? (await deps.store.chatMessages(to.matchId, { newest: true, limit: 2 * QUOTED_MESSAGES }));
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
