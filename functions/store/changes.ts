import { streamed } from "./table";
import type { Item, Key } from "./table-client";

/** An item just made that the worker acts on: a snapshot or a notice, as the table's stream hands it over. */
export interface Change {
  key: Key;
  item: Item;
}

/** Where the worker takes new items from, and what becomes of one it fails on. */
export interface ChangeFeed {
  pending(): Change[];
  done(change: Change): void;
  /** Keeps a change the worker failed on for another try, or fails the run. */
  failed(change: Change, error: unknown): Promise<void>;
}

/** Whether the worker hears of an item with this sort key when it is made. */
export function isStreamed(sk: string): boolean {
  return Object.values(streamed).some((prefix) => sk.startsWith(prefix));
}
