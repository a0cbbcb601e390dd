/** How a match is laid out in items: its header, and one snapshot per version. */
import { pack, unpack } from "./packing";
import {
  checked,
  type MatchHeader,
  MatchHeaderSchema,
  type MatchRecord,
  type MoveRecord,
  type SnapshotRecord,
  SnapshotRecordSchema,
} from "./records";
import { keys, streamed } from "./table";
import type { Item } from "./table-client";

/** Index and bookkeeping attributes that are not part of a record. */
export function strip(item: Item): Item {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _g1,
    gsi1sk: _g2,
    gsi2pk: _w1,
    gsi2sk: _w2,
    expiresAt: _ttl,
    done: _done,
    ...rest
  } = item;
  return rest;
}

/** The header's item; what a match record lays over it from its snapshot is left out. */
export function headerItem(match: MatchHeader | MatchRecord): Item {
  const { state: _s, activeSeats: _a, clocks: _c, ...header } = match as MatchRecord;
  return { ...keys.match(header.id), ...header, options: JSON.stringify(header.options) };
}

export function fromHeaderItem(item: Item): MatchHeader {
  const rest = strip(item);
  return checked(
    MatchHeaderSchema,
    { ...rest, options: typeof rest.options === "string" ? JSON.parse(rest.options) : rest.options },
    `${item.pk}/${item.sk}`,
  );
}

/**
 * A snapshot is one deflated value but for its clocks, which the worker changes in place: each
 * attribute more costs a move's read and write (the SDK, the database) more work than its bytes.
 */
export function snapshotItem(s: SnapshotRecord): Item {
  const { matchId, version, clocks, ...packedFields } = s;
  const packed = pack(s.game, packedFields);
  return {
    ...keys.snapshot(matchId, version),
    ...(clocks ? { clocks } : {}),
    packed: packed.bytes,
    dictionary: packed.dictionary,
  };
}

export function fromSnapshotItem(item: Item): SnapshotRecord {
  const { packed, dictionary, move, ...rest } = strip(item);
  const where = `${item.pk}/${item.sk}`;
  if (!(packed instanceof Uint8Array)) return checked(SnapshotRecordSchema, rest, where);
  // items written before everything was packed keep the move's author beside its packed action and events
  const { action, events, ...fields } = unpack({
    bytes: packed,
    dictionary: dictionary as string | undefined,
  }) as Item;
  return checked(
    SnapshotRecordSchema,
    {
      ...fields,
      // an attribute of the item itself says how the snapshot is now (the clocks, or one set later)
      ...rest,
      matchId: String(item.pk).slice("MATCH#".length),
      version: Number(String(item.sk).slice(streamed.snapshot.length)),
      ...(move ? { move: { ...(move as Item), action, events } } : {}),
    },
    where,
  );
}

/** The move a snapshot records, or null for the start. */
export function moveOf(s: SnapshotRecord): MoveRecord | null {
  if (!s.move) return null;
  return {
    ...s.move,
    matchId: s.matchId,
    version: s.version,
    at: s.at,
    activeSeats: s.activeSeats,
    status: s.status,
  };
}

/** The match now: the header, with the latest snapshot's state laid over it once the match started. */
export function currentMatch(header: MatchHeader, latest: SnapshotRecord | null): MatchRecord {
  if (!latest || latest.version < header.version || header.status !== "active") {
    return { ...header, state: null, activeSeats: [] };
  }
  return {
    ...header,
    status: latest.status,
    version: latest.version,
    rulesVersion: latest.rulesVersion,
    state: latest.state,
    activeSeats: latest.activeSeats,
    updatedAt: latest.at,
    ...(latest.clocks ? { clocks: latest.clocks } : {}),
  };
}
