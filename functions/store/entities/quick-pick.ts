/**
 * The match a quick match under an Idempotency-Key is about to join (`QUICK#<player>` /
 * `<key hash>`), kept as long as the key: a retry of a request cut short finds the seat it
 * took instead of taking a second one.
 */
import { createHash } from "node:crypto";
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded, expiresAt } from "./item";

const QuickPickSchema = z.object({ matchId: z.string() });

export const quickPickItems = {
  key: (playerId: string, idempotencyKey: string): Key => ({
    pk: `QUICK#${playerId}`,
    sk: createHash("sha256").update(idempotencyKey).digest("base64url"),
  }),
  encode: (playerId: string, idempotencyKey: string, matchId: string, until: Date): Item => ({
    ...quickPickItems.key(playerId, idempotencyKey),
    matchId,
    ...expiresAt(Math.ceil(until.getTime() / 1000)),
  }),
  decode: (item: Item): string => decoded(QuickPickSchema, item).matchId,
};
