/** A change the worker failed on, kept to try again (`RETRY#<id>` / `RETRY`): only which item it was, read again then. */
import * as z from "zod";
import { type Shards, workKeys } from "../table";
import type { Item, Key } from "../table-client";
import { ChangeRefSchema, refAt } from "./change";
import { checked, parsedJson, strip, where } from "./item";

export const RetryRecordSchema = z.lazy(() =>
  z.object({
    /** One retry per change: the change's id. */
    id: z.string(),
    /** Tries so far. */
    attempts: z.number().int(),
    change: ChangeRefSchema,
  }),
);
export type RetryRecord = z.infer<typeof RetryRecordSchema>;

/** Items kept before retries held only the change's key: the stream record as JSON, whose bytes JSON broke. */
const LegacyRecordSchema = z.object({ key: z.object({ pk: z.string(), sk: z.string() }) });

export const retryItems = {
  key: (id: string): Key => ({ pk: `RETRY#${id}`, sk: "RETRY" }),
  /** Due again at `at`, in the retry queue. */
  encode: (retry: RetryRecord, shards: Shards, at: string): Item => ({
    ...retryItems.key(retry.id),
    ...workKeys(shards, "retry", at, retry.id),
    ...retry,
  }),
  decode: (item: Item): RetryRecord => {
    const { record, ...rest } = strip(item);
    if (typeof record !== "string") return checked(RetryRecordSchema, rest, where(item));
    const { key } = checked(LegacyRecordSchema, parsedJson(record), where(item));
    return checked(RetryRecordSchema, { ...rest, change: refAt(key) }, where(item));
  },
};
