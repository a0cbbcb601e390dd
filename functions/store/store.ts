import type { QueryCommandInput } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import {
  currentMatch,
  fromHeaderItem,
  fromSnapshotItem,
  headerItem,
  moveOf,
  snapshotItem,
  strip,
} from "./match-items";
import {
  type AwaitingRecord,
  AwaitingRecordSchema,
  checked,
  type DeliveryRecord,
  DeliveryRecordSchema,
  type IdempotencyRecord,
  IdempotencyRecordSchema,
  type MatchHeader,
  type MatchRecord,
  type MatchStatus,
  type MembershipRecord,
  MembershipRecordSchema,
  type MoveRecord,
  type NoticeRecord,
  type PlayerRecord,
  PlayerRecordSchema,
  type SessionRecord,
  SessionRecordSchema,
  type SnapshotRecord,
} from "./records";
import {
  keys,
  type Shards,
  streamed,
  table,
  type WorkQueue,
  workKeys,
  workPartitions,
  workShards,
} from "./table";
import { type Item, type Key, TableClient } from "./table-client";
import { writtenSnapshots } from "./written-snapshots";

/** Memberships sort active first, then lobby, then done; newest first within each. */
const statusRank: Record<MatchStatus, number> = { active: 1, lobby: 2, finished: 3, abandoned: 3 };

export function membershipSortKey(m: Pick<MembershipRecord, "status" | "updatedAt" | "matchId">): string {
  const newestFirst = String(9_999_999_999_999 - Date.parse(m.updatedAt)).padStart(13, "0");
  return `${statusRank[m.status]}#${newestFirst}#${m.matchId}`;
}

const where = (item: Item) => `${item.pk}/${item.sk}`;
const lastVersion = `${streamed.snapshot}999999999`;

/** One item of a work queue that is due, and when it was due. */
export interface DueItem {
  key: Key;
  record: Item;
  due: string;
}

/**
 * All database access. Every write is a single-item conditional write (the embedded server has no
 * transactions); a move's commit point is its snapshot (see `functions/matches/play.ts`).
 */
export class Store extends TableClient {
  constructor(
    db: TableClient["db"],
    tableName: string,
    /** How many index partitions each work queue spreads over: fixed for a table's life. */
    readonly shards: Shards = workShards,
  ) {
    super(db, tableName);
  }

  /** The snapshots this process wrote last, read back by the next move without unpacking. */
  private readonly written = writtenSnapshots();

  // players

  async createPlayer(player: PlayerRecord): Promise<boolean> {
    return this.put({ ...keys.player(player.id), ...player }, "attribute_not_exists(pk)");
  }

  async replacePlayer(player: PlayerRecord): Promise<void> {
    await this.put({ ...keys.player(player.id), ...player }, "attribute_exists(pk)");
  }

  async getPlayer(id: string): Promise<PlayerRecord | null> {
    const item = await this.get(keys.player(id));
    return item ? (checked(PlayerRecordSchema, strip(item), where(item)) as PlayerRecord) : null;
  }

  /** Players by id, in one request for up to 100 (eventually consistent: for the worker's fan-out). */
  async getPlayers(ids: string[]): Promise<Map<string, PlayerRecord>> {
    const items = await this.batchGet(
      [...new Set(ids)].map((id) => keys.player(id)),
      false,
    );
    return new Map(
      items.map((item) => {
        const player = checked(PlayerRecordSchema, strip(item), where(item)) as PlayerRecord;
        return [player.id, player];
      }),
    );
  }

  /** Replaces the API key's hash if it is still `oldHash`; false when it changed meanwhile. */
  async setPlayerKey(playerId: string, oldHash: string, newHash: string): Promise<boolean> {
    return this.update(keys.player(playerId), "SET keyHash = :new", {
      condition: "keyHash = :old",
      values: { ":new": newHash, ":old": oldHash },
    });
  }

  /** Changes the name and/or email (null removes it); the player as changed, or null if unknown. */
  async updateProfile(
    playerId: string,
    changes: { name?: string; email?: string | null },
  ): Promise<PlayerRecord | null> {
    const set = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (set.length === 0) return this.getPlayer(playerId);
    const changed = await this.update(
      keys.player(playerId),
      `SET ${set.map(([name]) => `#${name} = :${name}`).join(", ")}`,
      {
        condition: "attribute_exists(pk)",
        names: Object.fromEntries(set.map(([name]) => [`#${name}`, name])),
        values: Object.fromEntries(set.map(([name, v]) => [`:${name}`, v])),
      },
    );
    return changed ? this.getPlayer(playerId) : null;
  }

  // sessions and sign-in tokens

  async createSession(session: SessionRecord): Promise<boolean> {
    return this.put(
      {
        ...keys.session(session.playerId, session.id),
        ...session,
        [table.ttlAttribute]: Math.ceil(Date.parse(session.validUntil) / 1000),
      },
      "attribute_not_exists(pk)",
    );
  }

  async getSession(playerId: string, sessionId: string): Promise<SessionRecord | null> {
    const item = await this.get(keys.session(playerId, sessionId));
    return item ? checked(SessionRecordSchema, strip(item), where(item)) : null;
  }

  /** A player's sessions, expired ones included until the table's TTL removes them. */
  async sessionsOf(playerId: string): Promise<SessionRecord[]> {
    const items = await this.queryAll({
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: marshall({
        ":pk": keys.player(playerId).pk,
        ":prefix": keys.session(playerId, "").sk,
      }),
      ConsistentRead: true,
    });
    return items.map((item) => checked(SessionRecordSchema, strip(item), where(item)));
  }

  /** False when there was no such session. */
  async deleteSession(playerId: string, sessionId: string): Promise<boolean> {
    return this.delete(keys.session(playerId, sessionId), "attribute_exists(pk)");
  }

  /** Marks a sign-in token's nonce used, kept until the token expires; false when it already was. */
  async useToken(nonce: string, until: Date): Promise<boolean> {
    return this.put(
      { ...keys.usedToken(nonce), [table.ttlAttribute]: Math.ceil(until.getTime() / 1000) },
      "attribute_not_exists(pk)",
    );
  }

  // matches: a header, and a snapshot per version

  /** The header and the latest snapshot, in one request: the header sorts just above the snapshots. */
  async matchParts(id: string): Promise<{ header: MatchHeader; latest: SnapshotRecord | null } | null> {
    const { items } = await this.query({
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :low AND :high",
      ExpressionAttributeValues: marshall({
        ":pk": keys.match(id).pk,
        ":low": streamed.snapshot,
        ":high": keys.match(id).sk,
      }),
      ScanIndexForward: false,
      Limit: 2,
      ConsistentRead: true,
    });
    const [head, next] = items;
    if (!head || head.sk !== keys.match(id).sk) return null;
    return { header: fromHeaderItem(head), latest: next ? fromSnapshotItem(next) : null };
  }

  /** The match as it is now (its state null while it has no snapshot). */
  async getMatch(id: string): Promise<MatchRecord | null> {
    const parts = await this.matchParts(id);
    return parts ? currentMatch(parts.header, parts.latest) : null;
  }

  async createMatch(match: MatchHeader | MatchRecord): Promise<boolean> {
    return this.put(headerItem(match), "attribute_not_exists(pk)");
  }

  /** Replaces the header if it is still at `expectedVersion`; false when someone got there first. */
  async replaceMatch(match: MatchHeader | MatchRecord, expectedVersion: number): Promise<boolean> {
    return this.put(headerItem(match), "version = :expected", { ":expected": expectedVersion });
  }

  async getSnapshot(matchId: string, version: number): Promise<SnapshotRecord | null> {
    const item = await this.get(keys.snapshot(matchId, version));
    if (!item) return null;
    return this.written.recall(matchId, version, item) ?? fromSnapshotItem(item);
  }

  /** The commit point of a move (and of the start): false when that version already exists. */
  async putSnapshot(snapshot: SnapshotRecord): Promise<boolean> {
    const item = snapshotItem(snapshot);
    if (!(await this.put(item, "attribute_not_exists(pk)"))) return false;
    this.written.remember(item, snapshot);
    return true;
  }

  /** The clocks' bookkeeping (reminders sent, vacation taken) of a snapshot, changed in place. */
  async setSnapshotClocks(matchId: string, version: number, clocks: SnapshotRecord["clocks"]): Promise<void> {
    await this.update(keys.snapshot(matchId, version), "SET clocks = :clocks", {
      condition: "attribute_exists(pk)",
      values: { ":clocks": clocks },
    });
  }

  async getMove(matchId: string, version: number): Promise<MoveRecord | null> {
    const snapshot = await this.getSnapshot(matchId, version);
    return snapshot ? moveOf(snapshot) : null;
  }

  /** Moves with a version above `after`, in order (the start's snapshot is not a move). */
  async movesAfter(matchId: string, after: number, limit?: number): Promise<MoveRecord[]> {
    const input: Omit<QueryCommandInput, "TableName"> = {
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
      ExpressionAttributeValues: marshall({
        ":pk": keys.match(matchId).pk,
        ":from": keys.snapshot(matchId, after + 1).sk,
        ":to": lastVersion,
      }),
      ConsistentRead: true,
    };
    // one more than asked: the first may be the start's
    const items =
      limit === undefined
        ? await this.queryAll(input)
        : (await this.query({ ...input, Limit: limit + 1 })).items;
    const moves = items.flatMap((item) => moveOf(fromSnapshotItem(item)) ?? []);
    return limit === undefined ? moves : moves.slice(0, limit);
  }

  // the clock queue: a match's header waits in it until its next reminder or deadline

  /** When the header is due in the clock queue (null when it is in none). */
  async clockDue(matchId: string): Promise<string | null> {
    const item = await this.get(keys.match(matchId), false);
    return typeof item?.gsi2sk === "string" ? item.gsi2sk.slice(0, item.gsi2sk.indexOf("#")) : null;
  }

  /**
   * Puts the header in the clock queue at `at`, or takes it out (null): only if it is not queued
   * sooner already (`ifLaterThan`), or only if it is still queued at `ifDueAt` (the time a tick
   * looked at), so that neither a tick nor a move pushes back a sooner time another one set.
   */
  async setClockDue(
    matchId: string,
    at: string | null,
    only: { ifLaterThan?: string; ifDueAt?: string } = {},
  ): Promise<boolean> {
    const conditions = ["attribute_exists(pk)"];
    const values: Item = {};
    if (only.ifLaterThan !== undefined) {
      conditions.push("(attribute_not_exists(gsi2sk) OR gsi2sk > :sooner)");
      values[":sooner"] = workKeys(this.shards, "clock", only.ifLaterThan, matchId).gsi2sk;
    }
    if (only.ifDueAt !== undefined) {
      conditions.push("gsi2sk = :looked");
      values[":looked"] = workKeys(this.shards, "clock", only.ifDueAt, matchId).gsi2sk;
    }
    const condition = conditions.join(" AND ");
    if (at === null) return this.update(keys.match(matchId), "REMOVE gsi2pk, gsi2sk", { condition, values });
    const { gsi2pk, gsi2sk } = workKeys(this.shards, "clock", at, matchId);
    return this.update(keys.match(matchId), "SET gsi2pk = :pk, gsi2sk = :sk", {
      condition,
      values: { ...values, ":pk": gsi2pk, ":sk": gsi2sk },
    });
  }

  // memberships ("my games") and the matches awaiting each player

  async putMembership(m: MembershipRecord): Promise<void> {
    // the player and the match are its keys: a page reads fewer bytes without them again
    const { playerId, matchId, ...rest } = m;
    await this.put({
      ...keys.membership(playerId, matchId),
      gsi1pk: keys.player(playerId).pk,
      gsi1sk: membershipSortKey(m),
      ...rest,
    });
  }

  /** Takes a membership out of "my games" (its player left the lobby). */
  async deleteMembership(playerId: string, matchId: string): Promise<void> {
    await this.delete(keys.membership(playerId, matchId));
  }

  /** A page of a player's memberships in list order, after the sort key `after`. */
  async membershipsPage(
    playerId: string,
    after: string | null,
    limit: number,
  ): Promise<{ memberships: MembershipRecord[] }> {
    const pk = keys.player(playerId).pk;
    const { items } = await this.query({
      IndexName: table.byPlayer.name,
      KeyConditionExpression: after ? "gsi1pk = :pk AND gsi1sk > :after" : "gsi1pk = :pk",
      ExpressionAttributeValues: marshall({ ":pk": pk, ...(after ? { ":after": after } : {}) }),
      Limit: limit,
    });
    const read = (item: Item) => ({
      ...strip(item),
      playerId,
      matchId: String(item.sk).slice(keys.membership(playerId, "").sk.length),
    });
    return { memberships: items.map((item) => checked(MembershipRecordSchema, read(item), where(item))) };
  }

  async putAwaiting(a: AwaitingRecord): Promise<void> {
    // an update makes the item if it is missing: the same call whether the turn is new or told again
    const { playerId, matchId, ...rest } = a;
    const names = Object.keys(rest);
    await this.update(
      keys.awaiting(playerId, matchId),
      `SET ${names.map((n) => `#${n} = :${n}`).join(", ")}`,
      {
        names: Object.fromEntries(names.map((n) => [`#${n}`, n])),
        values: Object.fromEntries(Object.entries(rest).map(([n, v]) => [`:${n}`, v])),
      },
    );
  }

  async deleteAwaiting(playerId: string, matchId: string): Promise<void> {
    await this.delete(keys.awaiting(playerId, matchId));
  }

  /** Every match awaiting the player: few, even for a player in many matches. */
  async awaitingOf(playerId: string): Promise<AwaitingRecord[]> {
    const items = await this.queryAll({
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: marshall({ ":pk": keys.awaiting(playerId, "").pk }),
    });
    const read = (item: Item) => ({ ...strip(item), playerId, matchId: item.sk });
    return items.map((item) => checked(AwaitingRecordSchema, read(item), where(item)));
  }

  // work queues, notices and deliveries

  /** Items of a work queue due by `now`, oldest first within each shard: each item's key and record. */
  async dueWork(queue: WorkQueue, now: Date, limitPerShard = 50): Promise<DueItem[]> {
    const pages = await Promise.all(
      workPartitions(this.shards, queue).map((partition) =>
        this.query({
          IndexName: table.byWork.name,
          KeyConditionExpression: "gsi2pk = :queue AND gsi2sk <= :now",
          ExpressionAttributeValues: marshall({ ":queue": partition, ":now": `${now.toISOString()}~` }),
          Limit: limitPerShard,
        }),
      ),
    );
    return pages.flatMap(({ items }) =>
      items.map((item) => {
        const sortKey = item.gsi2sk as string;
        const due = sortKey.slice(0, sortKey.indexOf("#"));
        return { key: { pk: item.pk as string, sk: item.sk as string }, record: strip(item), due };
      }),
    );
  }

  async putNotice(notice: NoticeRecord): Promise<boolean> {
    return this.put({ ...keys.notice(notice.matchId, notice.id), ...notice }, "attribute_not_exists(pk)");
  }

  /** A stream record the worker failed on, due again at `at`; its id keeps one per record. */
  async putRetry(id: string, record: Item, attempts: number, at: string): Promise<void> {
    await this.put({
      ...keys.retry(id),
      ...workKeys(this.shards, "retry", at, id),
      id,
      attempts,
      record: JSON.stringify(record),
    });
  }

  async deleteRetry(id: string): Promise<void> {
    await this.delete(keys.retry(id));
  }

  /** A new delivery, unless one with its id exists: fanning out twice makes no second notification. */
  async createDelivery(delivery: DeliveryRecord): Promise<boolean> {
    return this.put(this.deliveryItem(delivery), "attribute_not_exists(pk)");
  }

  async replaceDelivery(delivery: DeliveryRecord): Promise<void> {
    await this.put(this.deliveryItem(delivery));
  }

  private deliveryItem(d: DeliveryRecord): Item {
    const queued = `${d.playerId}#${d.id}`;
    return {
      ...keys.delivery(d.playerId, d.id),
      ...(d.status === "pending" ? workKeys(this.shards, "delivery", d.nextAttemptAt, queued) : {}),
      ...d,
    };
  }

  /** A player's deliveries, newest first. */
  async deliveriesOf(playerId: string, limit: number): Promise<DeliveryRecord[]> {
    const { items } = await this.query({
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: marshall({ ":pk": keys.delivery(playerId, "").pk }),
      ScanIndexForward: false,
      Limit: limit,
    });
    return items.map((item) => checked(DeliveryRecordSchema, strip(item), where(item)));
  }

  // idempotency records

  async idempotencyRecord(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const existing = await this.get(keys.idempotency(scope, key));
    return existing ? checked(IdempotencyRecordSchema, strip(existing), where(existing)) : null;
  }

  /**
   * Records that a key is used for a request, unless it already was: null on its first use,
   * otherwise the record of the request it was first used for (with its answer once it has one).
   */
  async firstUseOf(
    scope: string,
    key: string,
    requestHash: string,
    ttlSeconds: number,
  ): Promise<IdempotencyRecord | null> {
    const item = {
      ...keys.idempotency(scope, key),
      scope,
      key,
      requestHash,
      response: null,
      [table.ttlAttribute]: Math.floor(Date.now() / 1000) + ttlSeconds,
    };
    if (await this.put(item, "attribute_not_exists(pk)")) return null;
    return this.idempotencyRecord(scope, key);
  }

  /** As `firstUseOf`, for callers that only compare the request's hash. */
  async firstRequestOf(
    scope: string,
    key: string,
    requestHash: string,
    ttlSeconds: number,
  ): Promise<string | null> {
    return (await this.firstUseOf(scope, key, requestHash, ttlSeconds))?.requestHash ?? null;
  }

  /** Keeps the answer a key's request got, for every retry. */
  async answerIdempotencyKey(
    scope: string,
    key: string,
    requestHash: string,
    response: NonNullable<IdempotencyRecord["response"]>,
    ttlSeconds: number,
  ): Promise<void> {
    await this.put({
      ...keys.idempotency(scope, key),
      scope,
      key,
      requestHash,
      response,
      [table.ttlAttribute]: Math.floor(Date.now() / 1000) + ttlSeconds,
    });
  }
}
