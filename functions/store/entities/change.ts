/**
 * A new item the worker follows, as the table's stream (or the embedded server's stand-in for it)
 * hands it over: a snapshot (a move, or the start) or a notice, decoded when first read.
 */
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { type NoticeRecord, noticeItems } from "./notice";
import { type SnapshotRecord, snapshotItems } from "./snapshot";

/** Which item a change is: enough to read it again. */
export const ChangeRefSchema = z.lazy(() =>
  z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("snapshot"), matchId: z.string(), version: z.number().int() }),
    z.object({ kind: z.literal("notice"), matchId: z.string(), noticeId: z.string() }),
  ]),
);
export type ChangeRef = z.infer<typeof ChangeRefSchema>;

/** A change, its record read when first asked for: a queued move costs only its key until then. */
export type Change = ChangeRef & { id: string } & (
    | { kind: "snapshot"; readonly snapshot: SnapshotRecord }
    | { kind: "notice"; readonly notice: NoticeRecord }
  );

/** A stable id for the change: the same every time the stream hands the item over. */
function changeId(ref: ChangeRef): string {
  return ref.kind === "snapshot"
    ? `snapshot:${ref.matchId}:${ref.version}`
    : `notice:${ref.matchId}:${ref.noticeId}`;
}

/** The change's fields that say which item it is, without its record. */
export function refOf(change: ChangeRef): ChangeRef {
  return change.kind === "snapshot"
    ? { kind: "snapshot", matchId: change.matchId, version: change.version }
    : { kind: "notice", matchId: change.matchId, noticeId: change.noticeId };
}

export function changeKey(ref: ChangeRef): Key {
  return ref.kind === "snapshot"
    ? snapshotItems.key(ref.matchId, ref.version)
    : noticeItems.key(ref.matchId, ref.noticeId);
}

/** Which change an item with this key is, or null for an item the worker does not follow. */
export function refAt(key: Key): ChangeRef | null {
  if (snapshotItems.is(key)) return { kind: "snapshot", ...snapshotItems.at(key) };
  if (noticeItems.is(key)) {
    const { matchId, id } = noticeItems.at(key);
    return { kind: "notice", matchId, noticeId: id };
  }
  return null;
}

/** The change at a key, its item read by `read` when its record is first asked for. */
export function changeAt(key: Key, read: () => Item): Change | null {
  const ref = refAt(key);
  if (!ref) return null;
  const id = changeId(ref);
  if (ref.kind === "snapshot") {
    let snapshot: SnapshotRecord | undefined;
    return {
      ...ref,
      id,
      get snapshot() {
        snapshot ??= snapshotItems.decode(read());
        return snapshot;
      },
    };
  }
  let notice: NoticeRecord | undefined;
  return {
    ...ref,
    id,
    get notice() {
      notice ??= noticeItems.decode(read());
      return notice;
    },
  };
}

/**
 * The change a new item makes, from the item as the wire carries it (a write's input, a stream
 * record's image, a read's output): null for an item the worker does not follow.
 */
export function decodeChange(image: Record<string, AttributeValue>): Change | null {
  const key = wireKey(image);
  return key ? changeAt(key, () => unmarshall(image)) : null;
}

/** An item's key from its attributes as the wire carries them, or null when they hold none. */
function wireKey(attributes: Record<string, AttributeValue>): Key | null {
  const pk = attributes.pk?.S;
  const sk = attributes.sk?.S;
  return pk && sk ? { pk, sk } : null;
}

/** Whether a stream record's keys are an item the worker follows (a snapshot or a notice). */
export function isFollowedChange(keys: Record<string, AttributeValue>): boolean {
  const key = wireKey(keys);
  return key !== null && refAt(key) !== null;
}

/** The match a written item is a new snapshot of, from its attributes as the wire carries them; else null. */
export function snapshotMatchOf(attributes: Record<string, AttributeValue>): string | null {
  const key = wireKey(attributes);
  const ref = key ? refAt(key) : null;
  return ref?.kind === "snapshot" ? ref.matchId : null;
}

/** A stream record's keys as an operator reads them: partition and sort key. */
export function describeKey(keys: Record<string, AttributeValue>): string {
  return `${keys.pk?.S} ${keys.sk?.S}`;
}
