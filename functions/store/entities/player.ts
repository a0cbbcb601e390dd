/** A player's profile (`PLAYER#<id>` / `PROFILE`). */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";

export const PlayerRecordSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    /** SHA-256 of the API key's secret part, hex. */
    keyHash: z.string(),
    createdAt: z.string(),
    /** As saved: `settingsOf` (notify/) reads them, filling in what a player saved before a field existed. */
    notifications: z.record(z.string(), z.unknown()).optional(),
    /** The Standard Webhooks signing secret (`whsec_…`), made when a webhook URL is first set. */
    webhookSecret: z.string().nullable().optional(),
    /** Bumped by a key rotation, a session's revocation and an email change: older tokens and remembered keys stop working. */
    credentialVersion: z.number().int().nonnegative().optional(),
    /** Whether `email` may be mailed (notify/address-status.ts); absent on players made before it, who count as confirmed. */
    emailStatus: z.enum(["unconfirmed", "confirmed", "bounced", "complained"]).optional(),
    /** When confirmation emails went out (ISO, the last day's): their resends are limited. */
    confirmationsSent: z.array(z.string()).optional(),
    /** Bumped by each change of profile and settings: a change is written only onto the record it was made from. */
    revision: z.number().int().nonnegative().optional(),
  }),
);
export type PlayerRecord = z.infer<typeof PlayerRecordSchema>;

/** The player's credential version: 0 for a record saved before there was one. */
export const credentialVersionOf = (player: Pick<PlayerRecord, "credentialVersion">): number =>
  player.credentialVersion ?? 0;

/** The partition of everything filed under a player: the profile, sessions and memberships. */
export const playerPartition = (playerId: string) => `PLAYER#${playerId}`;

export const playerItems = {
  key: (playerId: string): Key => ({ pk: playerPartition(playerId), sk: "PROFILE" }),
  /** A Scan's filter for every profile: only one-off backfills read them all. */
  everyOne: {
    FilterExpression: "sk = :profile",
    ExpressionAttributeValues: { ":profile": "PROFILE" },
  },
  encode: (player: PlayerRecord): Item => ({ ...playerItems.key(player.id), ...player }),
  decode: (item: Item): PlayerRecord => decoded(PlayerRecordSchema, item),
};
