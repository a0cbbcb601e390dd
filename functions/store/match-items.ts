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

/** The state and the move's action and events are packed into one deflated value (`packed`). */
export function snapshotItem(s: SnapshotRecord): Item {
  const { matchId, version, state, move, ...plain } = s;
  const packed = pack(s.game, move ? { state, action: move.action, events: move.events } : { state });
  const { action: _a, events: _e, ...who } = move ?? { action: null, events: [] };
  return {
    ...keys.snapshot(matchId, version),
    ...plain,
    ...(move ? { move: who } : {}),
    packed: packed.bytes,
    dictionary: packed.dictionary,
  };
}

export function fromSnapshotItem(item: Item): SnapshotRecord {
  const { packed, dictionary, move, ...rest } = strip(item);
  const where = `${item.pk}/${item.sk}`;
  if (!(packed instanceof Uint8Array)) return checked(SnapshotRecordSchema, rest, where);
  const unpacked = unpack({ bytes: packed, dictionary: dictionary as string | undefined }) as {
    state: unknown;
    action?: unknown;
    events?: unknown[];
  };
  return checked(
    SnapshotRecordSchema,
    {
      ...rest,
      matchId: String(item.pk).slice("MATCH#".length),
      version: Number(String(item.sk).slice(streamed.snapshot.length)),
      state: unpacked.state,
      ...(move ? { move: { ...(move as Item), action: unpacked.action, events: unpacked.events } } : {}),
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
