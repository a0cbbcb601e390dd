/** One notification to one player through one channel, with its attempts (`DELIVERY#<player>` / `<id>`). */
import * as z from "zod";
import { type Shards, workKeys } from "../table";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";
import { NoticeKindSchema } from "./notice";

export const DeliveryAttemptSchema = z.lazy(() =>
  z.object({
    at: z.string(),
    ok: z.boolean(),
    /** HTTP status or mail server answer, or the error. */
    detail: z.string(),
  }),
);
export type DeliveryAttempt = z.infer<typeof DeliveryAttemptSchema>;

export const DeliveryRecordSchema = z.lazy(() =>
  z.object({
    /** Stable for the notification and channel: the Standard Webhooks `webhook-id`, the email Message-ID. */
    id: z.string(),
    playerId: z.string(),
    matchId: z.string(),
    version: z.number().int(),
    kind: NoticeKindSchema,
    channel: z.enum(["email", "webhook", "digest", "discord", "slack"]),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.array(DeliveryAttemptSchema),
    nextAttemptAt: z.string(),
    createdAt: z.string(),
    /** The player who caused the notice (who sent an invitation). */
    by: z.string().optional(),
  }),
);
export type DeliveryRecord = z.infer<typeof DeliveryRecordSchema>;

/** A sender's hold on a delivery while it sends it: the stream's worker and the queue's consumers never both send one. */
export interface DeliveryClaim {
  /** Who holds it: one attempt of one sender. */
  by: string;
  /** When the claim lapses (ISO time): a sender that crashed after claiming is retried after it. */
  until: string;
}

const partition = (playerId: string) => `DELIVERY#${playerId}`;

export const deliveryItems = {
  key: (playerId: string, id: string): Key => ({ pk: partition(playerId), sk: id }),
  /** The partition of a player's deliveries, which sort oldest first. */
  of: partition,
  /** A pending delivery waits in the delivery queue until its next attempt. */
  encode: (d: DeliveryRecord, shards: Shards): Item => ({
    ...deliveryItems.key(d.playerId, d.id),
    ...(d.status === "pending" ? workKeys(shards, "delivery", d.nextAttemptAt, `${d.playerId}#${d.id}`) : {}),
    ...d,
  }),
  decode: (item: Item): DeliveryRecord => decoded(DeliveryRecordSchema, item),
  /** A claim's condition: pending as the sender read it, and no other claim still running. */
  claimable:
    "#status = :pending AND nextAttemptAt = :seen AND size(attempts) = :tries AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)",
};
