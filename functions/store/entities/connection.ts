/**
 * A push-channel connection on API Gateway: its own item (`LIVE#<connection id>` / `CONNECTION`,
 * who reads and what it follows) and one item per followed match (`LIVEMATCH#<match id>` /
 * `<connection id>`), so that one Query lists a match's readers and $disconnect knows what to delete.
 */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded, expiresAt } from "./item";

/** API Gateway closes a WebSocket after two hours whatever happens, so nothing outlives that. */
export const connectionLifetimeSeconds = 2 * 60 * 60;

const credentialSchema = z.number().int().nonnegative().nullable().default(null);

export const ConnectionRecordSchema = z.object({
  connectionId: z.string().min(1),
  /** The player whose key the connection showed; null for a spectator. */
  playerId: z.string().nullable(),
  /** That player's credential version then (null for a spectator, or a connection stored before it was kept). */
  credential: credentialSchema,
  /** The matches it follows, bounded by the channel's subscription limit. */
  matchIds: z.array(z.string()),
  /** Epoch seconds after which the table's TTL may delete it (the connection is gone by then). */
  until: z.number().int().positive(),
});
export type ConnectionRecord = z.infer<typeof ConnectionRecordSchema>;

/** One reader of a match: enough to build and post their frame without reading the connection. */
export const FollowerSchema = z.object({
  connectionId: z.string().min(1),
  playerId: z.string().nullable(),
  credential: credentialSchema,
});
export type Follower = z.infer<typeof FollowerSchema>;

const followerPartition = (matchId: string) => `LIVEMATCH#${matchId}`;

export const connectionItems = {
  key: (connectionId: string): Key => ({ pk: `LIVE#${connectionId}`, sk: "CONNECTION" }),
  encode: (c: ConnectionRecord): Item => ({
    ...connectionItems.key(c.connectionId),
    ...c,
    ...expiresAt(c.until),
  }),
  decode: (item: Item): ConnectionRecord => decoded(ConnectionRecordSchema, item),
  followerKey: (matchId: string, connectionId: string): Key => ({
    pk: followerPartition(matchId),
    sk: connectionId,
  }),
  /** The partition that lists a match's readers. */
  followersOf: (matchId: string) => followerPartition(matchId),
  encodeFollower: (matchId: string, c: ConnectionRecord): Item => ({
    ...connectionItems.followerKey(matchId, c.connectionId),
    connectionId: c.connectionId,
    playerId: c.playerId,
    credential: c.credential,
    ...expiresAt(c.until),
  }),
  decodeFollower: (item: Item): Follower => decoded(FollowerSchema, item),
};
