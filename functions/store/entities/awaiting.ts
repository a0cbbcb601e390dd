/** A match that waits for its player (`AWAIT#<player>` / `<match>`): written when their turn comes, deleted when it ends. */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";
import { MembershipRecordSchema } from "./membership";

export const AwaitingRecordSchema = z.lazy(() => MembershipRecordSchema.unwrap().omit({ status: true }));
export type AwaitingRecord = z.infer<typeof AwaitingRecordSchema>;

const partition = (playerId: string) => `AWAIT#${playerId}`;

export const awaitingItems = {
  key: (playerId: string, matchId: string): Key => ({ pk: partition(playerId), sk: matchId }),
  /** The partition of the matches awaiting a player: one query reads them all. */
  of: partition,
  /** The attributes besides the key, which an update sets whether the item exists or not. */
  fields: (a: AwaitingRecord): Item => {
    const { playerId: _p, matchId: _m, ...rest } = a;
    return rest;
  },
  decode: (item: Item): AwaitingRecord =>
    decoded(AwaitingRecordSchema, item, {
      playerId: String(item.pk).slice(partition("").length),
      matchId: item.sk,
    }),
};
