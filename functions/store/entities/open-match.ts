/**
 * A public match with a free seat, filed for the lobby (`OPEN#<game>` / `<newest first>#<match>`)
 * and, through the byPlayer index, by game and seat count (`OPEN#<game>#<seats>`): a page of either
 * list is one query. Written with each change of a public lobby and deleted when it starts, fills
 * or is abandoned; its version keeps a late write of an older lobby from undoing a newer one.
 */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";
import { ClockSettingsSchema } from "./match-header";

export const OpenMatchRecordSchema = z.lazy(() =>
  z.object({
    matchId: z.string(),
    game: z.string(),
    seatCount: z.number().int(),
    seatsTaken: z.number().int(),
    /** Who sits already: quick match passes over a match its caller sits in. */
    playerIds: z.array(z.string()),
    options: z.unknown(),
    clock: ClockSettingsSchema.nullable(),
    createdBy: z.string(),
    creatorName: z.string(),
    createdAt: z.string(),
    /** The lobby's version this listing was written from. */
    version: z.number().int(),
  }),
);
export type OpenMatchRecord = z.infer<typeof OpenMatchRecordSchema>;

/** A time as a text that sorts newest first. */
const newestFirst = (at: string) => String(9_999_999_999_999 - Date.parse(at)).padStart(13, "0");

const gamePartition = (game: string) => `OPEN#${game}`;
const seatsPartition = (game: string, seats: number) => `OPEN#${game}#${seats}`;

/** Where a listing sorts in both lists: newest first, then by match id. */
const sortKey = (m: Pick<OpenMatchRecord, "createdAt" | "matchId">) =>
  `${newestFirst(m.createdAt)}#${m.matchId}`;

export const openMatchItems = {
  key: (m: Pick<OpenMatchRecord, "game" | "createdAt" | "matchId">): Key => ({
    pk: gamePartition(m.game),
    sk: sortKey(m),
  }),
  /** The partition to query: the table's for a game, the byPlayer index's for a game and seat count. */
  listOf: (game: string, seats: number | null) =>
    seats === null
      ? { partition: gamePartition(game) }
      : { partition: seatsPartition(game, seats), index: true },
  sortKey,
  /** Written only over an older lobby's listing (or none). */
  newer: {
    condition: "attribute_not_exists(pk) OR version < :version",
    values: (v: number) => ({ ":version": v }),
  },
  encode: (m: OpenMatchRecord): Item => ({
    ...openMatchItems.key(m),
    gsi1pk: seatsPartition(m.game, m.seatCount),
    gsi1sk: sortKey(m),
    ...m,
    options: JSON.stringify(m.options),
  }),
  decode: (item: Item): OpenMatchRecord => {
    const options = typeof item.options === "string" ? JSON.parse(item.options) : item.options;
    return decoded(OpenMatchRecordSchema, { ...item, options });
  },
};
