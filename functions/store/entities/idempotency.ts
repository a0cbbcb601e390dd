/** The request a key was first used for, and its answer (`IDEM#<scope>#<key>` / `KEY`). */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded, expiresAt } from "./item";

export const IdempotencyRecordSchema = z.lazy(() =>
  z.object({
    scope: z.string(),
    key: z.string(),
    requestHash: z.string(),
    /** When the first request claimed the key, while it runs; absent once it failed and may be resumed at once. */
    claimedAt: z.string().optional(),
    /** Null until the first request with the key has an answer. */
    response: z
      .object({ status: z.number().int(), body: z.unknown(), headers: z.record(z.string(), z.string()) })
      .nullable(),
  }),
);
export type IdempotencyRecord = z.infer<typeof IdempotencyRecordSchema>;

export const idempotencyItems = {
  /** One partition per key: anonymous callers' keys would otherwise all share one. */
  key: (scope: string, key: string): Key => ({ pk: `IDEM#${scope}#${key}`, sk: "KEY" }),
  /** Kept `ttlSeconds` from now. */
  encode: (record: IdempotencyRecord, ttlSeconds: number): Item => ({
    ...idempotencyItems.key(record.scope, record.key),
    ...record,
    ...expiresAt(Math.floor(Date.now() / 1000) + ttlSeconds),
  }),
  decode: (item: Item): IdempotencyRecord => decoded(IdempotencyRecordSchema, item),
};
