/**
 * A match that waited for its player as an item of its own (`AWAIT#<player>` / `<match>`), as
 * releases before the turn moved onto the membership wrote it: read only by the one-off backfill
 * (`functions/ops/backfill-my-games.ts`), which moves each onto its membership and deletes it.
 */

import type { Item, Key } from "../table-client";
import { decoded } from "./item";
import { type AwaitingRecord, AwaitingRecordSchema } from "./membership";

export { type AwaitingRecord, AwaitingRecordSchema } from "./membership";

const partition = (playerId: string) => `AWAIT#${playerId}`;

export const awaitingItems = {
  key: (playerId: string, matchId: string): Key => ({ pk: partition(playerId), sk: matchId }),
  /** A scan's filter that finds every one of them. */
  everyOne: {
    FilterExpression: "begins_with(pk, :old)",
    ExpressionAttributeValues: { ":old": partition("") },
  },
  /** How a release before the move wrote one. */
  encode: (a: AwaitingRecord): Item => {
    const { playerId, matchId, ...rest } = a;
    return { ...awaitingItems.key(playerId, matchId), ...rest };
  },
  decode: (item: Item): AwaitingRecord =>
    decoded(AwaitingRecordSchema, item, {
      playerId: String(item.pk).slice(partition("").length),
      matchId: item.sk,
    }),
};
