import type { SnapshotRecord } from "./records";
import type { Item } from "./table-client";

/** Matches whose last written snapshot a process keeps: under 10 MB. */
const KEPT = 1000;

/**
 * The snapshot this process wrote last for each match, as an item and as the record it came from.
 * The match's next move reads that snapshot back: when the item read is the very item written, the
 * record is taken from here rather than unpacked and checked again (a move's largest cost after the
 * database's). This process made that record, and a state survives JSON unchanged (the contract
 * kit holds every game to it), so it is the record a read would make.
 */
export function writtenSnapshots() {
  const kept = new Map<string, { item: Item; record: SnapshotRecord }>();
  return {
    remember(item: Item, record: SnapshotRecord): void {
      kept.delete(record.matchId);
      kept.set(record.matchId, { item, record });
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    },
    /** The record of `item` if it is the snapshot last written here for that match, unchanged since. */
    recall(matchId: string, version: number, item: Item): SnapshotRecord | null {
      const last = kept.get(matchId);
      return last && last.record.version === version && sameItem(last.item, item) ? last.record : null;
    },
  };
}

/** Whether an item as written and an item as read hold the same attributes (an undefined one is none). */
function sameItem(written: unknown, read: unknown): boolean {
  if (written === read) return true;
  if (written instanceof Uint8Array) return read instanceof Uint8Array && Buffer.compare(written, read) === 0;
  if (typeof written !== "object" || typeof read !== "object" || written === null || read === null) {
    return false;
  }
  if (Array.isArray(written) || Array.isArray(read)) {
    return (
      Array.isArray(written) &&
      Array.isArray(read) &&
      written.length === read.length &&
      written.every((value, i) => sameItem(value, read[i]))
    );
  }
  let count = 0;
  for (const [name, value] of Object.entries(written)) {
    if (value === undefined) continue;
    if (!sameItem(value, (read as Record<string, unknown>)[name])) return false;
    count++;
  }
  return count === Object.keys(read).length;
}
