/**
 * A player's record in one game (`PLAYER#<id>` / `RATING#<game>`): matches played and won, the
 * Glicko-2 rating and the latest finished matches. Once rated it is on the game's leaderboard: the
 * byPlayer index files it under `LEADER#<game>`, best rating first, so a page is one query.
 */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";
import { playerPartition } from "./player";

/** How many finished matches a record keeps: the profile shows them, and they tell a match rated already. */
export const RECENT_KEPT = 20;

export const RecentMatchSchema = z.object({
  matchId: z.string(),
  /** 1 for the winner, among every seat (computers too). */
  place: z.number().int().min(1),
  /** How many seats the match had. */
  seats: z.number().int().min(1),
  /** The rating's change, or null when the match was not rated (fewer than two people). */
  change: z.number().nullable(),
  at: z.string(),
});
export type RecentMatch = z.infer<typeof RecentMatchSchema>;

export const RatingRecordSchema = z.object({
  playerId: z.string(),
  game: z.string(),
  /** Their name as their profile shows it (written at each rated end and by a rename): the leaderboard shows it without reading the player. */
  name: z.string(),
  played: z.number().int().min(0),
  won: z.number().int().min(0),
  /** Matches that changed the rating (with at least one other person). */
  rated: z.number().int().min(0),
  rating: z.number(),
  rd: z.number(),
  vol: z.number(),
  /** Newest first, at most RECENT_KEPT. */
  recent: z.array(RecentMatchSchema),
  updatedAt: z.string(),
});
export type RatingRecord = z.infer<typeof RatingRecordSchema>;

const sortPrefix = "RATING#";
const leaderboardOf = (game: string) => `LEADER#${game}`;

/** Hundredths of a rating point, inverted and zero-padded, so that the best rating sorts first. */
const LEADER_SCALE = 9_999_999;
const leaderKey = (r: Pick<RatingRecord, "rating" | "playerId">) => {
  const hundredths = Math.min(LEADER_SCALE, Math.max(0, Math.round(r.rating * 100)));
  return `${String(LEADER_SCALE - hundredths).padStart(7, "0")}#${r.playerId}`;
};

export const ratingItems = {
  key: (playerId: string, game: string): Key => ({
    pk: playerPartition(playerId),
    sk: `${sortPrefix}${game}`,
  }),
  /** A player's records: their partition, sort keys beginning so. */
  of: (playerId: string) => ({ pk: playerPartition(playerId), prefix: sortPrefix }),
  leaderboardOf,
  /** Where a record stands on its leaderboard: what the next page starts after. */
  position: leaderKey,
  /** Whether a text is a position this store hands out (a cursor's, checked before it reaches a query). */
  isPosition: (text: string) => /^\d{7}#[\w-]{1,64}$/.test(text),
  encode: (r: RatingRecord): Item => ({
    ...ratingItems.key(r.playerId, r.game),
    ...r,
    ...(r.rated > 0 ? { gsi1pk: leaderboardOf(r.game), gsi1sk: leaderKey(r) } : {}),
  }),
  decode: (item: Item): RatingRecord => decoded(RatingRecordSchema, item),
};
