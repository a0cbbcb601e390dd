/**
 * The reads and writes of ratings, profiles and leaderboards (entities/rating.ts,
 * entities/match-ratings.ts): single-item conditional writes, as everywhere in the store.
 */
import { marshall } from "@aws-sdk/util-dynamodb";
import { type MatchRatings, matchRatingsItems } from "./entities/match-ratings";
import { type RatingRecord, ratingItems } from "./entities/rating";
import { table } from "./table";
import { TableClient } from "./table-client";

export type { MatchRatings } from "./entities/match-ratings";
export { type RatingRecord, RECENT_KEPT, type RecentMatch } from "./entities/rating";

/** One line of a leaderboard, and where it stands (what the next page starts after). */
export interface LeaderboardLine {
  record: RatingRecord;
  position: string;
}

export class RatingsTable extends TableClient {
  /** A player's record in every game they finished a match of (one query of their partition). */
  async ratingsOf(playerId: string): Promise<RatingRecord[]> {
    const { pk, prefix } = ratingItems.of(playerId);
    const items = await this.queryAll({
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: marshall({ ":pk": pk, ":prefix": prefix }),
    });
    return items.map(ratingItems.decode);
  }

  /** The players' records in one game, in one request (consistent: what a match is rated from). */
  async ratingsIn(game: string, playerIds: string[]): Promise<Map<string, RatingRecord>> {
    const items = await this.batchGet(
      playerIds.map((id) => ratingItems.key(id, game)),
      true,
    );
    const records = items.map(ratingItems.decode);
    return new Map(records.map((r) => [r.playerId, r]));
  }

  /** One player's record in one game, read consistently; null before their first finished match of it. */
  async ratingOf(playerId: string, game: string): Promise<RatingRecord | null> {
    const item = await this.get(ratingItems.key(playerId, game));
    return item ? ratingItems.decode(item) : null;
  }

  /**
   * Writes the record if it is still as read (`played` then, null: there was none); false when
   * another match's write got there first, to be read again.
   */
  async putRating(next: RatingRecord, playedBefore: number | null): Promise<boolean> {
    return playedBefore === null
      ? this.put(ratingItems.encode(next), "attribute_not_exists(pk)")
      : this.put(ratingItems.encode(next), "played = :played", { ":played": playedBefore });
  }

  /** Puts a renamed player's new name on each of their records, so the leaderboard names them as their profile does. */
  async rename(playerId: string, name: string): Promise<void> {
    for (const record of await this.ratingsOf(playerId)) {
      await this.update(ratingItems.key(playerId, record.game), "SET #name = :name", {
        condition: "attribute_exists(pk)",
        names: { "#name": "name" },
        values: { ":name": name },
      });
    }
  }

  /** A finished match's rated people, as first fixed; null when not fixed yet. */
  async matchRatings(matchId: string): Promise<MatchRatings | null> {
    const item = await this.get(matchRatingsItems.key(matchId));
    return item ? matchRatingsItems.decode(item) : null;
  }

  /** Fixes the match's rated people; false when another worker fixed them first. */
  async fixMatchRatings(ratings: MatchRatings): Promise<boolean> {
    return this.put(matchRatingsItems.encode(ratings), "attribute_not_exists(pk)");
  }

  /** Up to `count` records of the game's leaderboard, best first, after `after` (a position it handed out). */
  async leaderboardPage(game: string, after: string | null, count: number): Promise<LeaderboardLine[]> {
    const items = await this.queryUpTo(
      {
        IndexName: table.byPlayer.name,
        KeyConditionExpression: after === null ? "gsi1pk = :pk" : "gsi1pk = :pk AND gsi1sk > :after",
        ExpressionAttributeValues: marshall({
          ":pk": ratingItems.leaderboardOf(game),
          ...(after === null ? {} : { ":after": after }),
        }),
      },
      count,
    );
    return items.map((item) => {
      const record = ratingItems.decode(item);
      return { record, position: ratingItems.position(record) };
    });
  }
}

/** Whether a text is a leaderboard position this store hands out. */
export const isLeaderboardPosition = ratingItems.isPosition;

const tables = new WeakMap<TableClient, RatingsTable>();

/** The ratings' reads and writes on the store's own table and client. */
export function ratingsTable(store: TableClient): RatingsTable {
  let ratings = tables.get(store);
  if (!ratings) {
    ratings = new RatingsTable(store.db, store.tableName);
    tables.set(store, ratings);
  }
  return ratings;
}
