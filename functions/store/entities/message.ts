/**
 * A chat message at a match's table (`CHAT#<matchId>` / `MSG#<number>`), numbered from 1 in the
 * order they were written; kept with the match, never expiring, at most `chatLimits.perMatch`.
 */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";

export const ChatMessageRecordSchema = z.object({
  matchId: z.string(),
  number: z.number().int().min(1),
  playerId: z.string(),
  seat: z.number().int().min(0),
  /** The writer's name when written: a later rename does not rewrite what they said. */
  name: z.string(),
  text: z.string(),
  at: z.string(),
  /** The Idempotency-Key it was posted with, so a retry of a request cut short finds it. */
  requestKey: z.string().optional(),
});
export type ChatMessageRecord = z.infer<typeof ChatMessageRecordSchema>;

/** A message as the API and the push channel show it: without its match (known) and its request's key. */
export type ChatMessage = Omit<ChatMessageRecord, "matchId" | "requestKey">;

/** Zero-padded, so the sort key orders messages by number. */
const sortKeyOf = (number: number): string => `MSG#${String(number).padStart(6, "0")}`;

export const chatMessageItems = {
  of: (matchId: string): string => `CHAT#${matchId}`,
  sortKeyOf,
  key: (matchId: string, number: number): Key => ({
    pk: chatMessageItems.of(matchId),
    sk: sortKeyOf(number),
  }),
  encode: (m: ChatMessageRecord): Item => ({ ...chatMessageItems.key(m.matchId, m.number), ...m }),
  decode: (item: Item): ChatMessageRecord => decoded(ChatMessageRecordSchema, item),
};
