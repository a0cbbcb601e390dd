/** A signed-in browser, filed beside its player's profile so that one query lists a player's sessions. */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded, expiresAt } from "./item";
import { playerPartition } from "./player";

/** A bearer secret for one player that expires and can be revoked. */
export const SessionRecordSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    playerId: z.string(),
    /** SHA-256 of the session's secret, hex. */
    keyHash: z.string(),
    createdAt: z.string(),
    /** The secret is refused from then on (DynamoDB's TTL deletes the item some time later). */
    validUntil: z.string(),
    /** The User-Agent that signed in, so that a person can tell their sessions apart. */
    client: z.string().nullable(),
    /** The secret sealed under the sign-in token (tokens/session-secrets.ts), for a retry under the same Idempotency-Key. */
    sealed: z.string().optional(),
  }),
);
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

const prefix = "SESSION#";

export const sessionItems = {
  key: (playerId: string, sessionId: string): Key => ({
    pk: playerPartition(playerId),
    sk: `${prefix}${sessionId}`,
  }),
  /** Where a player's sessions are: their partition, and the sort keys' prefix. */
  of: (playerId: string) => ({ pk: playerPartition(playerId), prefix }),
  encode: (session: SessionRecord): Item => ({
    ...sessionItems.key(session.playerId, session.id),
    ...session,
    ...expiresAt(Math.ceil(Date.parse(session.validUntil) / 1000)),
  }),
  decode: (item: Item): SessionRecord => decoded(SessionRecordSchema, item),
};
