/** A player filed under their name (`NAME#<name>` / `PLAYER#<id>`): how an invitation by name finds them; names are not unique. */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";

export const PlayerNameRecordSchema = z.lazy(() =>
  z.object({
    playerId: z.string(),
    /** This filing of the name (absent on older ones): a stale entry is taken off only while it is still the one found stale. */
    filing: z.string().optional(),
  }),
);
export type PlayerNameRecord = z.infer<typeof PlayerNameRecordSchema>;

/** One spelling per name as people type it: NFC, trimmed, lowercase. */
export const normalName = (name: string): string => name.normalize("NFC").trim().toLowerCase();

export const playerNameItems = {
  /** The partition of everyone of this name. */
  of: (name: string): string => `NAME#${normalName(name)}`,
  key: (name: string, playerId: string): Key => ({ pk: playerNameItems.of(name), sk: `PLAYER#${playerId}` }),
  encode: (name: string, playerId: string, filing: string): Item => ({
    ...playerNameItems.key(name, playerId),
    playerId,
    filing,
  }),
  decode: (item: Item): PlayerNameRecord => decoded(PlayerNameRecordSchema, item),
};
