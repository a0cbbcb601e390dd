/**
 * The match at one version, in one item (`MATCH#<id>` / `M#<version>`): written once, only if that
 * version is free, so that writing it is a move's commit point; the start writes the first (without
 * a move). It carries what the next move and the worker need, so that a move is one read and one write.
 */
import * as z from "zod";
import { standInKinds } from "../../../domain/core/stand-ins";
import { pack, unpack } from "../packing";
import { streamed } from "../table";
import type { Item, Key } from "../table-client";
import { checked, strip, where } from "./item";
import { ClockSettingsSchema, matchPartition, SeatClockSchema } from "./match-header";

/** Who acted at a version, and how a retry of that request is recognised. */
export const MoveFieldsSchema = z.lazy(() =>
  z.object({
    seat: z.number().int(),
    playerId: z.string(),
    /** Who acted for the seat: its player, or a stand-in (a bot seat, or a clock that ran out). */
    by: z.enum(["player", "stand-in"]).optional(),
    idempotencyKey: z.string().nullable(),
    /** SHA-256 of the request that made the move, to tell a retry from a reuse of its key. */
    requestHash: z.string(),
    /** The seat resigned at this version: no action, no events; a computer plays the seat on. */
    resigned: z.literal(true).optional(),
  }),
);

export const SnapshotRecordSchema = z.lazy(() =>
  z.object({
    matchId: z.string(),
    version: z.number().int(),
    game: z.string(),
    rulesVersion: z.number().int(),
    /** Who sits where (names stay in the header). */
    seats: z.array(
      z.object({
        playerId: z.string(),
        bot: z.enum(standInKinds).optional(),
        /** The version at which the seat's person resigned; `bot` is the computer playing on for them. */
        resigned: z.number().int().optional(),
      }),
    ),
    clock: ClockSettingsSchema.nullable(),
    /** Checked to be an object only: a state is the engine's, and copying it on every read would cost. */
    state: z.custom<Record<string, unknown>>(
      (v) => typeof v === "object" && v !== null && !Array.isArray(v),
      "an object",
    ),
    status: z.enum(["active", "finished"]),
    activeSeats: z.array(z.number().int()),
    /** The seats active at the version before: who was told already. */
    activeBefore: z.array(z.number().int()),
    clocks: z.record(z.string(), SeatClockSchema).optional(),
    at: z.string(),
    /** Absent at the start. */
    move: MoveFieldsSchema.unwrap()
      .extend({ action: z.unknown(), events: z.array(z.unknown()) })
      .optional(),
  }),
);
export type SnapshotRecord = z.infer<typeof SnapshotRecordSchema>;

/** Zero-padded so that snapshots sort by version, and just below the header (`M#…` < `MATCH`). */
const sortKey = (version: number) => `${streamed.snapshot}${String(version).padStart(9, "0")}`;

/** Versions fit in nine digits. */
const LAST_VERSION = 999_999_999;

export const snapshotItems = {
  key: (matchId: string, version: number): Key => ({ pk: matchPartition(matchId), sk: sortKey(version) }),
  /** The sort keys of versions `from` to `to` of a match, for a query between them. */
  range: (matchId: string, from: number, to = LAST_VERSION) => ({
    pk: matchPartition(matchId),
    low: sortKey(from),
    high: sortKey(to),
  }),
  /** Whether an item has a snapshot's key (the table's stream hands over every kind). */
  is: (key: Key) => key.sk.startsWith(streamed.snapshot),
  /** The match and version a snapshot's key names. */
  at: (key: Key) => ({
    matchId: key.pk.slice(matchPartition("").length),
    version: Number(key.sk.slice(streamed.snapshot.length)),
  }),
  /**
   * One deflated value but for its clocks, which the worker changes in place: each attribute more
   * costs a move's read and write (the SDK, the database) more work than its bytes.
   */
  encode: (s: SnapshotRecord): Item => {
    const { matchId, version, clocks, ...packedFields } = s;
    const packed = pack(s.game, packedFields);
    return {
      ...snapshotItems.key(matchId, version),
      ...(clocks ? { clocks } : {}),
      packed: packed.bytes,
      dictionary: packed.dictionary,
    };
  },
  decode: (item: Item): SnapshotRecord => {
    const { packed, dictionary, move, ...rest } = strip(item);
    if (!(packed instanceof Uint8Array)) return checked(SnapshotRecordSchema, rest, where(item));
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
        ...snapshotItems.at({ pk: String(item.pk), sk: String(item.sk) }),
        ...(move ? { move: { ...(move as Item), action, events } } : {}),
      },
      where(item),
    );
  },
};

/** A snapshot read but not yet unpacked: its version comes from its key. */
export interface UnreadSnapshot {
  version: number;
  read(): SnapshotRecord;
}
