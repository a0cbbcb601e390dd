/** Table chat: seated players write and read a match's messages (functions/routes/messages.ts serves them). */
import type { Deps } from "../deps";
import { Problem } from "../http/problem";
import { errorFields } from "../log";
import { seatOf } from "../matches/seats";
import type { HeldMessage, RecentChat } from "../store/entities/match-header";
import type { ChatMessage, ChatMessageRecord } from "../store/entities/message";

import type { MatchRecord } from "../store/records";

/** At most this many messages a match keeps: the chat is bounded without expiring. */
export const MESSAGES_PER_MATCH = 1000;

/** The newest messages the match's header holds for notices: at most this many, and this much text. */
const HELD_MESSAGES = 3;
const HELD_CHARACTERS = 600;

/** How many messages back a resumed request looks for the one it may have written already. */
const RESUME_WINDOW = 50;

/** Attempts at taking the next number while other writers take it first. */
const NUMBER_ATTEMPTS = 5;

export function shownMessage({ matchId: _m, requestKey: _k, ...message }: ChatMessageRecord): ChatMessage {
  return message;
}

/** The match and the caller's seat in it; only a seated player may read or write its chat. */
async function seatedIn(
  deps: Deps,
  matchId: string,
  playerId: string,
): Promise<{ match: MatchRecord; seat: number }> {
  const match = await deps.store.getMatch(matchId);
  if (!match) throw new Problem("not-found", "There is no such match");
  const seat = seatOf(match, playerId);
  if (seat === null)
    throw new Problem("forbidden", "Only the match's seated players read and write its chat");
  return { match, seat };
}

/** The message a request with this key wrote before it was cut short, if it did. */
async function writtenBefore(deps: Deps, matchId: string, playerId: string, key: string) {
  const recent = await deps.store.chatMessages(matchId, { newest: true, limit: RESUME_WINDOW });
  return recent.find((m) => m.playerId === playerId && m.requestKey === key) ?? null;
}

/**
 * Writes a message under the match's next number (a conditional write: two writers never share one);
 * a retry of a request cut short (`retry.resumed`) returns the message it wrote, never a second one.
 */
export async function postMessage(
  deps: Deps,
  playerId: string,
  matchId: string,
  text: string,
  retry?: { key: string; resumed: boolean },
): Promise<ChatMessage> {
  const { match, seat } = await seatedIn(deps, matchId, playerId);
  const before = retry?.resumed ? await writtenBefore(deps, matchId, playerId, retry.key) : null;
  if (before) return shownMessage(before);
  const at = deps.now().toISOString();
  const name = match.seats[seat]?.name ?? "";
  // noted before the message is written: a crash between the two costs a notice one read, never a quote
  await deps.store.markChatted(matchId, at);
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const earlier = await deps.store.chatMessages(matchId, { newest: true, limit: HELD_MESSAGES });
    const number = (earlier[0]?.number ?? 0) + 1;
    if (number > MESSAGES_PER_MATCH)
      throw new Problem("conflict", `This match's chat is full: it keeps ${MESSAGES_PER_MATCH} messages`);
    const message: ChatMessageRecord = {
      matchId,
      number,
      playerId,
      seat,
      name,
      text,
      at,
      ...(retry ? { requestKey: retry.key } : {}),
    };
    if (await deps.store.putChatMessage(message)) {
      await noteOnHeader(deps, matchId, recentWith({ number, playerId, seat, name, text, at }, earlier));
      await tellTheTable(deps, match, shownMessage(message));
      return shownMessage(message);
    }
  }
  throw new Problem("conflict", "Others wrote at the same moment: send the message again");
}

/**
 * The newest message with as many of the ones before it (`earlier`, newest first) as the header
 * holds, and when the newest one it leaves out was written ("" when it leaves none out).
 */
function recentWith(message: HeldMessage, earlier: ChatMessageRecord[]): RecentChat {
  const held = [message];
  let characters = message.text.length;
  for (const { number, playerId, seat, name, text, at } of earlier) {
    if (held.length === HELD_MESSAGES || characters + text.length > HELD_CHARACTERS)
      return { number: message.number, messages: held, before: at };
    held.unshift({ number, playerId, seat, name, text, at });
    characters += text.length;
  }
  return { number: message.number, messages: held, before: "" };
}

/**
 * Puts the newest messages on the match's header, where a notice quotes them from without reading
 * the chat: only once written, so that nothing unwritten is quoted. A failure here loses no message
 * and fails no request: the header keeps older ones, and notices read the chat instead.
 */
async function noteOnHeader(deps: Deps, matchId: string, recent: RecentChat): Promise<void> {
  try {
    await deps.store.noteRecentChat(matchId, recent);
  } catch (error) {
    deps.log?.({
      level: "warn",
      msg: "chat message not noted on the header",
      matchId,
      ...errorFields(error),
    });
  }
}

/**
 * Pushes the message to the table's seated readers on the push channel, as a move is pushed: the
 * others see it at once. Best-effort, as the header's note: the message stands whoever heard of it.
 */
async function tellTheTable(deps: Deps, match: MatchRecord, message: ChatMessage): Promise<void> {
  const seated = match.seats.flatMap((s) => (s ? [s.playerId] : []));
  try {
    await deps.pushChat?.(match.id, seated, message);
  } catch (error) {
    deps.log?.({ level: "warn", msg: "chat message not pushed", matchId: match.id, ...errorFields(error) });
  }
}

/** A page of the match's messages, oldest first, after message number `after`; one more than asked tells whether more follow. */
export async function messagesOf(
  deps: Deps,
  playerId: string,
  matchId: string,
  after: number,
  limit: number,
): Promise<{ page: ChatMessage[]; more: boolean }> {
  await seatedIn(deps, matchId, playerId);
  const found = await deps.store.chatMessages(matchId, { after, limit: limit + 1 });
  return { page: found.slice(0, limit).map(shownMessage), more: found.length > limit };
}
