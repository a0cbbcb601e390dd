/**
 * One-off, after deploying the release where a match awaiting a player rides on their membership:
 * moves each awaiting entry an earlier release kept as an item of its own onto its membership, if
 * the match still awaits that seat, and deletes it. Safe to run again, and beside live moves (see docs/storage.md).
 */
import { DeleteItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { type AwaitingRecord, awaitingItems } from "../store/entities/awaiting";
import type { Store } from "../store/store";
import { scanPages } from "./scan-pages";

export interface Backfilled {
  /** Turns now carried by their memberships. */
  moved: number;
  /** Entries of turns that had ended: deleted only. */
  dropped: number;
}

async function stillAwaits(store: Store, a: AwaitingRecord): Promise<boolean> {
  const match = await store.getMatch(a.matchId);
  return match?.status === "active" && match.activeSeats.includes(a.seat);
}

/** Carries one old entry over; true when its turn still lasts. */
async function carryOver(store: Store, a: AwaitingRecord): Promise<boolean> {
  if (!(await stillAwaits(store, a))) return false;
  await store.putAwaiting(a);
  // a move that ended the turn meanwhile took it off before this put it on, or does after
  if (!(await stillAwaits(store, a))) await store.deleteAwaiting(a.playerId, a.matchId);
  return true;
}

export async function backfillMyGames(store: Store): Promise<Backfilled> {
  const done: Backfilled = { moved: 0, dropped: 0 };
  for await (const page of scanPages(store, awaitingItems.everyOne)) {
    for (const item of page) {
      const a = awaitingItems.decode(item);
      if (await carryOver(store, a)) done.moved++;
      else done.dropped++;
      const key = marshall(awaitingItems.key(a.playerId, a.matchId));
      await store.db.send(new DeleteItemCommand({ TableName: store.tableName, Key: key }));
    }
  }
  return done;
}
