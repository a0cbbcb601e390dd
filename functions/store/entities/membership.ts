/**
 * A seat in a match, filed under its player (`PLAYER#<id>` / `MATCH#<match>`) and listed by the
 * byPlayer index ("my games"): written on join, start and end.
 */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";
import { type MatchStatus, MatchStatusSchema, matchPartition } from "./match-header";
import { playerPartition } from "./player";

export const MembershipRecordSchema = z.lazy(() =>
  z.object({
    playerId: z.string(),
    matchId: z.string(),
    game: z.string(),
    seat: z.number().int(),
    status: MatchStatusSchema,
    activeSeats: z.array(z.number().int()),
    version: z.number().int(),
    updatedAt: z.string(),
  }),
);
export type MembershipRecord = z.infer<typeof MembershipRecordSchema>;

/** Where a membership sorts in "my games": what a page starts after. */
export type MembershipPosition = Pick<MembershipRecord, "status" | "updatedAt" | "matchId">;

/** Memberships sort active first, then lobby, then done; newest first within each. */
const statusRank: Record<MatchStatus, number> = { active: 1, lobby: 2, finished: 3, abandoned: 3 };

/** A time as a text that sorts newest first. */
const newestFirst = (at: string) => String(9_999_999_999_999 - Date.parse(at)).padStart(13, "0");

export const membershipItems = {
  key: (playerId: string, matchId: string): Key => ({
    pk: playerPartition(playerId),
    sk: matchPartition(matchId),
  }),
  /** The byPlayer index's partition of a player's memberships. */
  listOf: (playerId: string) => playerPartition(playerId),
  /** The byPlayer index's sort key. */
  sortKey: (m: MembershipPosition) => `${statusRank[m.status]}#${newestFirst(m.updatedAt)}#${m.matchId}`,
  encode: (m: MembershipRecord): Item => {
    // the player and the match are its keys: a page reads fewer bytes without them again
    const { playerId, matchId, ...rest } = m;
    return {
      ...membershipItems.key(playerId, matchId),
      gsi1pk: membershipItems.listOf(playerId),
      gsi1sk: membershipItems.sortKey(m),
      ...rest,
    };
  },
  decode: (item: Item): MembershipRecord =>
    decoded(MembershipRecordSchema, item, {
      playerId: String(item.pk).slice(playerPartition("").length),
      matchId: String(item.sk).slice(matchPartition("").length),
    }),
};
