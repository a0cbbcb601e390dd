import { randomBytes } from "node:crypto";
import { GetItemCommand, type QueryCommandInput, UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall, unmarshall } from "@aws-sdk/util-dynamodb";
import type { TurnCursor } from "./cursor";
import { addressItems } from "./entities/address";
import { answeredReplyItems } from "./entities/answered-reply";
import { type Change, type ChangeRef, changeAt, changeKey } from "./entities/change";
import { type ConnectionRecord, connectionItems, type Follower } from "./entities/connection";
import { type DeliveryClaim, type DeliveryRecord, deliveryItems } from "./entities/delivery";
import { type IdempotencyRecord, idempotencyItems } from "./entities/idempotency";
import { type InvitationRecord, invitationItems } from "./entities/invitation";
import { MalformedRecord } from "./entities/item";
import { headerItems, type MatchHeader, matchPartition, type RecentChat } from "./entities/match-header";
import {
  type AwaitingRecord,
  type MembershipNow,
  type MembershipRecord,
  type MyGamesEntry,
  membershipItems,
} from "./entities/membership";
import { type ChatMessageRecord, chatMessageItems } from "./entities/message";
import { type NoticeRecord, noticeItems } from "./entities/notice";
import { type OpenMatchRecord, openMatchItems } from "./entities/open-match";
import { credentialVersionOf, type PlayerRecord, playerItems } from "./entities/player";
import { normalName, type PlayerNameRecord, playerNameItems } from "./entities/player-name";
import { type OpenedAsk, type QuickOpening, quickOpeningItems } from "./entities/quick-opening";
import { quickPickItems } from "./entities/quick-pick";
import { type RateWindow, rateWindowItems } from "./entities/rate-window";
import { type RetryRecord, retryItems } from "./entities/retry";
import { type SessionRecord, sessionItems } from "./entities/session";
import { type SnapshotRecord, snapshotItems, type UnreadSnapshot } from "./entities/snapshot";
import { usedTokenItems } from "./entities/used-token";
import { currentMatch, type MatchRecord, type MoveRecord, moveOf } from "./match-items";
import { dueOf, type Shards, table, type WorkQueue, workPartitions, workShards } from "./table";
import { Contended, type Item, TableClient } from "./table-client";
import { writtenSnapshots } from "./written-snapshots";

/** How often a change of a player is made again of a record changed meanwhile before it gives up. */
const PLAYER_CHANGE_ATTEMPTS = 5;

/** What each work queue holds, as the worker reads it. */
export interface QueuedWork {
  /** A match whose clock is due: its header waits in the queue. */
  clock: { matchId: string };
  delivery: DeliveryRecord;
  retry: RetryRecord;
}

/** One item of a work queue that is due, and when it was due. */
export interface Due<Q extends WorkQueue> {
  work: QueuedWork[Q];
  due: string;
}

const queued: { [Q in WorkQueue]: (item: Item) => QueuedWork[Q] } = {
  clock: (item) => ({ matchId: headerItems.decode(item).id }),
  delivery: deliveryItems.decode,
  retry: retryItems.decode,
};

/**
 * All database access, each kind of item through its entity (`entities/`). Every write is a
 * single-item conditional write (the embedded server has no transactions); a move's commit point
 * is its snapshot (see `functions/matches/play.ts`).
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
    return this.put(playerItems.encode(player), "attribute_not_exists(pk)");
  }

  /**
   * Changes the player's profile and settings as `change` makes them of the record as stored, never
   * their credentials: a change made of a record that someone changed meanwhile is made again of the
   * new one, so concurrent changes keep each other. `player` is the record as the caller just read it.
   * A new email address bumps the credential version. The record before and after the change, or
   * null when there is no such player.
   */
  async changePlayer(
    player: PlayerRecord,
    change: (player: PlayerRecord) => PlayerRecord,
  ): Promise<{ before: PlayerRecord; after: PlayerRecord } | null> {
    let before: PlayerRecord | null = player;
    for (let attempt = 0; attempt < PLAYER_CHANGE_ATTEMPTS && before; attempt++) {
      const after = await this.writePlayerChange(before, change(before));
      if (after) return { before, after };
      before = await this.getPlayer(player.id);
    }
    if (!before) return null;
    throw new Contended(`player ${player.id} changed ${PLAYER_CHANGE_ATTEMPTS} times while being changed`);
  }

  /** Writes the fields `after` changes of `before` if the record is still at `before`'s revision: `after` as written (its revision), or null. */
  private async writePlayerChange(before: PlayerRecord, after: PlayerRecord): Promise<PlayerRecord | null> {
    const { id, keyHash: _key, credentialVersion: _version, revision: _revision, ...fields } = after;
    const set = Object.entries(fields).filter(
      ([name, value]) =>
        value !== undefined && JSON.stringify(value) !== JSON.stringify(before[name as keyof PlayerRecord]),
    );
    if (set.length === 0) return before;
    const revision = before.revision ?? 0;
    const bump = before.email !== after.email ? " ADD credentialVersion :one" : "";
    const written = await this.update(
      playerItems.key(id),
      `SET ${set.map(([name]) => `#${name} = :${name}`).join(", ")}, revision = :next${bump}`,
      {
        condition: `attribute_exists(pk) AND ${before.revision === undefined ? "attribute_not_exists(revision)" : "revision = :revision"}`,
        names: Object.fromEntries(set.map(([name]) => [`#${name}`, name])),
        values: {
          ...Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])),
          ":next": revision + 1,
          ...(before.revision === undefined ? {} : { ":revision": revision }),
          ...(bump ? { ":one": 1 } : {}),
        },
      },
    );
    if (!written) return null;
    const credentialVersion = credentialVersionOf(before) + (bump ? 1 : 0);
    return { ...after, keyHash: before.keyHash, credentialVersion, revision: revision + 1 };
  }

  async getPlayer(id: string): Promise<PlayerRecord | null> {
    const item = await this.get(playerItems.key(id));
    return item ? playerItems.decode(item) : null;
  }

  /** Players by id, in one request for up to 100 (eventually consistent unless asked: for the worker's fan-out). */
  async getPlayers(ids: readonly string[], consistent = false): Promise<Map<string, PlayerRecord>> {
    const items = await this.batchGet(
      [...new Set(ids)].map((id) => playerItems.key(id)),
      consistent,
    );
    return new Map(
      items.map((item) => {
        const player = playerItems.decode(item);
        return [player.id, player];
      }),
    );
  }

  /** Replaces the API key's hash if it is still `oldHash`, bumping the credential version; false when it changed meanwhile. */
  async setPlayerKey(playerId: string, oldHash: string, newHash: string): Promise<boolean> {
    return this.update(playerItems.key(playerId), "SET keyHash = :new ADD credentialVersion :one", {
      condition: "keyHash = :old",
      values: { ":new": newHash, ":old": oldHash, ":one": 1 },
    });
  }

  /** Makes every token and remembered credential of the player older than now stop working. */
  async bumpCredentialVersion(playerId: string): Promise<void> {
    await this.update(playerItems.key(playerId), "ADD credentialVersion :one", {
      condition: "attribute_exists(pk)",
      values: { ":one": 1 },
    });
  }

  /** The player's credential version alone (one small consistent read); null when there is no such player. */
  async credentialVersion(playerId: string): Promise<number | null> {
    const out = await this.db.send(
      new GetItemCommand({
        TableName: this.tableName,
        Key: marshall(playerItems.key(playerId)),
        ProjectionExpression: "pk, credentialVersion",
        ConsistentRead: true,
      }),
    );
    return out.Item ? credentialVersionOf(unmarshall(out.Item)) : null;
  }

  /** The credential version of each of `playerIds` that exists, in one consistent batch read. */
  async credentialVersions(playerIds: readonly string[]): Promise<Map<string, number>> {
    const players = await this.getPlayers(playerIds, true);
    return new Map([...players].map(([id, player]) => [id, credentialVersionOf(player)]));
  }

  // sessions and sign-in tokens

  async createSession(session: SessionRecord): Promise<boolean> {
    return this.put(sessionItems.encode(session), "attribute_not_exists(pk)");
  }

  async getSession(playerId: string, sessionId: string): Promise<SessionRecord | null> {
    const item = await this.get(sessionItems.key(playerId, sessionId));
    return item ? sessionItems.decode(item) : null;
  }

  /** A player's sessions, expired ones included until the table's TTL removes them. */
  async sessionsOf(playerId: string): Promise<SessionRecord[]> {
    const { pk, prefix } = sessionItems.of(playerId);
    const items = await this.queryAll({
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: marshall({ ":pk": pk, ":prefix": prefix }),
      ConsistentRead: true,
    });
    return items.map(sessionItems.decode);
  }

  /** False when there was no such session. */
  async deleteSession(playerId: string, sessionId: string): Promise<boolean> {
    return this.delete(sessionItems.key(playerId, sessionId), "attribute_exists(pk)");
  }

  /** Marks a sign-in token's nonce used, kept until the token expires; false when it already was. */
  /** Notes that a reply's played move was answered (or left to the next notice), until `until`. */
  async markReplyAnswered(answerId: string, until: Date): Promise<void> {
    await this.put(answeredReplyItems.encode(answerId, until));
  }

  async wasReplyAnswered(answerId: string): Promise<boolean> {
    return (await this.get(answeredReplyItems.key(answerId))) !== null;
  }

  async useToken(nonce: string, until: Date): Promise<boolean> {
    return this.put(usedTokenItems.encode(nonce, until), "attribute_not_exists(pk)");
  }

  // push-channel connections on API Gateway (entities/connection.ts)

  async connect(connection: ConnectionRecord): Promise<void> {
    await this.put(connectionItems.encode(connection));
  }

  async getConnection(connectionId: string): Promise<ConnectionRecord | null> {
    const item = await this.get(connectionItems.key(connectionId));
    return item ? connectionItems.decode(item) : null;
  }

  /** Files the connection among the match's readers, then notes the match on the connection. */
  async subscribe(connection: ConnectionRecord, matchId: string): Promise<ConnectionRecord> {
    await this.put(connectionItems.encodeFollower(matchId, connection));
    const followed = { ...connection, matchIds: [...new Set([...connection.matchIds, matchId])] };
    await this.connect(followed);
    return followed;
  }

  async unsubscribe(connection: ConnectionRecord, matchId: string): Promise<ConnectionRecord> {
    await this.delete(connectionItems.followerKey(matchId, connection.connectionId));
    const followed = { ...connection, matchIds: connection.matchIds.filter((id) => id !== matchId) };
    await this.connect(followed);
    return followed;
  }

  /** A match's readers, one Query. */
  async connectionsOf(matchId: string): Promise<Follower[]> {
    const items = await this.queryAll({
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: marshall({ ":pk": connectionItems.followersOf(matchId) }),
    });
    return items.map(connectionItems.decodeFollower);
  }

  /** Deletes a connection and its place among each followed match's readers. */
  async drop(connectionId: string): Promise<void> {
    const connection = await this.getConnection(connectionId);
    for (const matchId of connection?.matchIds ?? []) {
      await this.delete(connectionItems.followerKey(matchId, connectionId));
    }
    await this.delete(connectionItems.key(connectionId));
  }

  // confirmed addresses: who each belongs to

  /** The player a confirmed address was last confirmed by; null when none. */
  async playerIdAt(address: string): Promise<string | null> {
    const item = await this.get(addressItems.key(address));
    return item ? addressItems.decode(item).playerId : null;
  }

  /** Files the address under the player who confirmed it (replacing whoever had it). */
  async putAddress(address: string, playerId: string): Promise<void> {
    await this.put(addressItems.encode({ address, playerId }));
  }

  /** Files the address under the player only where no one else holds it; false when someone does. */
  async putAddressIfFree(address: string, playerId: string): Promise<boolean> {
    return this.put(
      addressItems.encode({ address, playerId }),
      "attribute_not_exists(pk) OR playerId = :me",
      {
        ":me": playerId,
      },
    );
  }

  /** Takes the address off the player, if it is still theirs (a stale entry is harmless: readers check the player's address). */
  async deleteAddress(address: string, playerId: string): Promise<void> {
    if ((await this.playerIdAt(address)) === playerId) await this.delete(addressItems.key(address));
  }

  /** Files the player under their name, beside any others of that name. */
  async putPlayerName(name: string, playerId: string): Promise<void> {
    await this.put(playerNameItems.encode(name, playerId, randomBytes(6).toString("hex")));
  }

  /**
   * Takes the player's entry under a name off when the player no longer has that name, unless it is
   * filed anew meanwhile (a rename back to it): renames at once never take a current name's entry off.
   */
  async dropNameIfStale(name: string, playerId: string): Promise<void> {
    const key = playerNameItems.key(name, playerId);
    const item = await this.get(key);
    if (!item) return;
    const player = await this.getPlayer(playerId);
    if (player && normalName(player.name) === normalName(name)) return;
    const { filing } = playerNameItems.decode(item);
    if (filing === undefined) await this.delete(key, "attribute_not_exists(filing)");
    else await this.delete(key, "filing = :filing", undefined, { ":filing": filing });
  }

  /** The players filed under this name, up to `limit`: some may have been renamed since (a rename leaves the old entry). */
  async playersFiledUnder(name: string, limit: number): Promise<PlayerNameRecord[]> {
    const { items } = await this.query({
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: marshall({ ":pk": playerNameItems.of(name) }),
      Limit: limit,
      ConsistentRead: true,
    });
    return items.map(playerNameItems.decode);
  }

  // rate limits

  /** Counts one request in its window, across every instance: the window's count, this one included. */
  async countRequest(window: RateWindow): Promise<number> {
    const update = rateWindowItems.count(window);
    const out = await this.db.send(
      new UpdateItemCommand({
        TableName: this.tableName,
        Key: marshall(update.key),
        UpdateExpression: update.expression,
        ExpressionAttributeNames: update.names,
        ExpressionAttributeValues: marshall(update.values),
        ReturnValues: "UPDATED_NEW",
      }),
    );
    return rateWindowItems.countOf(unmarshall(out.Attributes ?? {}));
  }

  /** Gives a counted request back to its window; nothing when the window is gone. */
  async uncountRequest(window: RateWindow): Promise<void> {
    const update = rateWindowItems.uncount(window);
    await this.update(update.key, update.expression, {
      condition: update.condition,
      names: update.names,
      values: update.values,
    });
  }

  // matches: a header, and a snapshot per version

  /** The header and the latest snapshot, in one request: the header sorts just above the snapshots. */
  async matchParts(id: string): Promise<{ header: MatchHeader; latest: SnapshotRecord | null } | null> {
    const parts = await this.matchPartsUnpacked(id);
    return parts ? { header: parts.header, latest: parts.latest() } : null;
  }

  /**
   * The same one request, with the latest snapshot's version read from its key and the snapshot
   * unpacked and checked only when `latest()` asks: a poll whose ETag still holds needs no state.
   */
  async matchPartsUnpacked(id: string): Promise<{
    header: MatchHeader;
    latestVersion: number | null;
    latest: () => SnapshotRecord | null;
  } | null> {
    const parts = await this.matchPartsBack(id, 1);
    if (!parts) return null;
    const [newest] = parts.snapshots;
    return {
      header: parts.header,
      latestVersion: newest?.version ?? null,
      latest: () => newest?.read() ?? null,
    };
  }

  /**
   * The same one request reading on past the latest snapshot to the `count` newest, newest first,
   * each with its version from its key and unpacked only when read: a turn email reads the match
   * and the moves it tells together. `more` says whether older snapshots lie beyond them.
   * `consistent: false` reads at half the RCU what may lag a recent write by about a second.
   */
  async matchPartsBack(
    id: string,
    count: number,
    consistent = true,
  ): Promise<{ header: MatchHeader; snapshots: UnreadSnapshot[]; more: boolean } | null> {
    const header = headerItems.key(id);
    const { items, next } = await this.query({
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :low AND :high",
      ExpressionAttributeValues: marshall({
        ":pk": header.pk,
        ":low": snapshotItems.range(id, 0).low,
        ":high": header.sk,
      }),
      ScanIndexForward: false,
      Limit: 1 + count,
      ConsistentRead: consistent,
    });
    const [head, ...rest] = items;
    if (!head || !headerItems.is(head)) return null;
    return {
      header: headerItems.decode(head),
      snapshots: rest.map((item) => ({
        version: snapshotItems.at({ pk: String(item.pk), sk: String(item.sk) }).version,
        read: () => snapshotItems.decode(item),
      })),
      more: next !== undefined,
    };
  }

  /** The match as it is now (its state null while it has no snapshot). */
  async getMatch(id: string): Promise<MatchRecord | null> {
    const parts = await this.matchParts(id);
    return parts ? currentMatch(parts.header, parts.latest) : null;
  }

  async createMatch(match: MatchHeader | MatchRecord): Promise<boolean> {
    // a match made now has no chat yet, and says so
    return this.put(headerItems.encode({ chattedAt: "", ...match }), "attribute_not_exists(pk)");
  }

  /**
   * Replaces the header if it is still at `expectedVersion` and notes the chat as `match` read it;
   * false when someone got there first (a message noted meanwhile too: it is never put back).
   */
  async replaceMatch(match: MatchHeader | MatchRecord, expectedVersion: number): Promise<boolean> {
    const unkept = match.chattedAt === undefined;
    return this.put(
      headerItems.encode(match),
      `version = :expected AND ${unkept ? "attribute_not_exists(chattedAt)" : "chattedAt = :chatted"}`,
      { ":expected": expectedVersion, ...(unkept ? {} : { ":chatted": match.chattedAt }) },
    );
  }

  /**
   * Names the finished match's rematch, once: true when the header names this one, now or by an
   * earlier offer of the same rematch; false when it names another (or there is no such match).
   */
  /** Names the match's rematch, unless another is named; `replacing` names one everyone left, which may be replaced. */
  async offerRematch(matchId: string, rematchId: string, replacing?: string): Promise<boolean> {
    const others = replacing ? " OR rematchId = :replaced" : "";
    return this.update(headerItems.key(matchId), "SET rematchId = :id", {
      condition: `attribute_exists(pk) AND (attribute_not_exists(rematchId) OR rematchId = :id${others})`,
      values: { ":id": rematchId, ...(replacing ? { ":replaced": replacing } : {}) },
    });
  }

  async getSnapshot(matchId: string, version: number): Promise<SnapshotRecord | null> {
    const item = await this.get(snapshotItems.key(matchId, version));
    if (!item) return null;
    return this.written.recall(matchId, version, item) ?? snapshotItems.decode(item);
  }

  /** The commit point of a move (and of the start): false when that version already exists. */
  async putSnapshot(snapshot: SnapshotRecord): Promise<boolean> {
    const item = snapshotItems.encode(snapshot);
    if (!(await this.put(item, "attribute_not_exists(pk)"))) return false;
    this.written.remember(item, snapshot);
    return true;
  }

  /** The clocks' bookkeeping (reminders sent, vacation taken) of a snapshot, changed in place. */
  async setSnapshotClocks(matchId: string, version: number, clocks: SnapshotRecord["clocks"]): Promise<void> {
    await this.update(snapshotItems.key(matchId, version), "SET clocks = :clocks", {
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
    const { pk, low, high } = snapshotItems.range(matchId, after + 1);
    const input: Omit<QueryCommandInput, "TableName"> = {
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
      ExpressionAttributeValues: marshall({ ":pk": pk, ":from": low, ":to": high }),
      ConsistentRead: true,
    };
    // one more than asked: the first may be the start's
    const items = limit === undefined ? await this.queryAll(input) : await this.queryUpTo(input, limit + 1);
    const moves = items.flatMap((item) => moveOf(snapshotItems.decode(item)) ?? []);
    return limit === undefined ? moves : moves.slice(0, limit);
  }

  /**
   * Moves from `to` back down to `from`, newest first, read a few at a time until `enough` holds
   * for one of them (which is the last given) or none are left: what a notice tells costs what it tells.
   */
  async movesBack(
    matchId: string,
    range: { from: number; to: number },
    enough: (move: MoveRecord) => boolean,
  ): Promise<MoveRecord[]> {
    const moves: MoveRecord[] = [];
    // a lobby (version 0) has no moves to read
    if (range.from > range.to) return moves;
    const { pk, low, high } = snapshotItems.range(matchId, range.from, range.to);
    let start: Item | undefined;
    // a round of four players fits the first request; each further one reads twice as many
    for (let limit = 8; ; limit *= 2) {
      const { items, next } = await this.query({
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
        ExpressionAttributeValues: marshall({ ":pk": pk, ":from": low, ":to": high }),
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: limit,
        ExclusiveStartKey: start ? marshall(start) : undefined,
      });
      for (const item of items) {
        const move = moveOf(snapshotItems.decode(item));
        if (!move) continue;
        moves.push(move);
        if (enough(move)) return moves;
      }
      if (!next) return moves;
      start = next;
    }
  }

  // the clock queue: a match's header waits in it until its next reminder or deadline

  /** When the header is due in the clock queue (null when it is in none). */
  async clockDue(matchId: string): Promise<string | null> {
    const item = await this.get(headerItems.key(matchId), false);
    return typeof item?.gsi2sk === "string" ? dueOf(item.gsi2sk) : null;
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
      values[":sooner"] = headerItems.clockQueue(this.shards, only.ifLaterThan, matchId).gsi2sk;
    }
    if (only.ifDueAt !== undefined) {
      conditions.push("gsi2sk = :looked");
      values[":looked"] = headerItems.clockQueue(this.shards, only.ifDueAt, matchId).gsi2sk;
    }
    const condition = conditions.join(" AND ");
    const key = headerItems.key(matchId);
    if (at === null) return this.update(key, "REMOVE gsi2pk, gsi2sk", { condition, values });
    const { gsi2pk, gsi2sk } = headerItems.clockQueue(this.shards, at, matchId);
    return this.update(key, "SET gsi2pk = :pk, gsi2sk = :sk", {
      condition,
      values: { ...values, ":pk": gsi2pk, ":sk": gsi2sk },
    });
  }

  // memberships ("my games") and the matches awaiting each player

  /** Writes the membership's own attributes, keeping a turn it carries while the match is active. */
  async putMembership(m: MembershipRecord): Promise<void> {
    const { expression, ...options } = membershipItems.membershipUpdate(m);
    await this.update(membershipItems.key(m.playerId, m.matchId), expression, options);
  }

  /** Takes a membership out of "my games" (its player left the lobby). */
  async deleteMembership(playerId: string, matchId: string): Promise<void> {
    await this.delete(membershipItems.key(playerId, matchId));
  }

  /**
   * Up to `count` lines of "my games" in list order (the matches awaiting the player first) after
   * where `after` left off: one query of the byPlayer index.
   */
  /** A player's memberships in match id order, after that match: an order no turn or status changes. */
  async myGamesById(playerId: string, afterMatchId: string | null, count: number): Promise<MyGamesEntry[]> {
    const { pk, from, to } = membershipItems.idRange(playerId, afterMatchId);
    const items = await this.queryUpTo(
      {
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
        ExpressionAttributeValues: marshall({ ":pk": pk, ":from": from, ":to": to }),
      },
      count,
    );
    return items.map(membershipItems.entry);
  }

  async myGamesPage(playerId: string, after: TurnCursor | null, count: number): Promise<MyGamesEntry[]> {
    const from = membershipItems.after(after);
    const items = await this.queryUpTo(
      {
        IndexName: table.byPlayer.name,
        KeyConditionExpression: from === null ? "gsi1pk = :pk" : "gsi1pk = :pk AND gsi1sk > :after",
        ExpressionAttributeValues: marshall({
          ":pk": membershipItems.listOf(playerId),
          ...(from === null ? {} : { ":after": from }),
        }),
      },
      count,
    );
    return items.map(membershipItems.entry);
  }

  /**
   * Marks the match as awaiting the player's move: their membership sorts first while it does.
   * Answers when the player last ended a turn there by their own move at the screen (null: unknown).
   */
  async putAwaiting(a: AwaitingRecord): Promise<{ screenAt: string | null }> {
    const key = membershipItems.key(a.playerId, a.matchId);
    for (const { expression, ...options } of membershipItems.awaitingUpdates(a)) {
      const old = await this.updated(key, expression, { ...options, old: true });
      if (old) return { screenAt: membershipItems.screenAtOf(old) };
    }
    return { screenAt: null };
  }

  /**
   * The player's turn in the match has ended: their membership sorts as its status says again.
   * `screenAt`: they ended it by their own move at the screen at that time.
   */
  async deleteAwaiting(
    playerId: string,
    matchId: string,
    screenAt: string | null = null,
    now: MembershipNow | null = null,
  ): Promise<void> {
    const key = membershipItems.key(playerId, matchId);
    const { expression, ...options } = membershipItems.turnEnded(screenAt, now);
    if (await this.update(key, expression, options)) return;
    const { condition: without, names, values } = membershipItems.turnWithoutMember(now?.version ?? null);
    await this.delete(key, without, names, values);
  }

  /** Every match awaiting the player, newest first. */
  async awaitingOf(playerId: string): Promise<AwaitingRecord[]> {
    const items = await this.queryAll({
      IndexName: table.byPlayer.name,
      KeyConditionExpression: "gsi1pk = :pk AND begins_with(gsi1sk, :awaiting)",
      ExpressionAttributeValues: marshall({
        ":pk": membershipItems.listOf(playerId),
        ":awaiting": membershipItems.awaitingPrefix,
      }),
    });
    return items.flatMap((item) => {
      const entry = membershipItems.entry(item);
      return "awaiting" in entry ? [entry.awaiting] : [];
    });
  }

  // invitations to lobbies, under the invited player

  /** Files an invitation under its player, replacing an earlier one to the same match. */
  async putInvitation(invitation: InvitationRecord): Promise<void> {
    await this.put(invitationItems.encode(invitation));
  }

  /** Up to `count` of a player's invitations still listed at `now`, in one query (a page of small items). */
  async invitationsOf(playerId: string, now: Date, count: number): Promise<InvitationRecord[]> {
    const { pk, prefix } = invitationItems.of(playerId);
    const items = await this.queryUpTo(
      {
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        FilterExpression: "#ttl > :now",
        ExpressionAttributeNames: { "#ttl": table.ttlAttribute },
        ExpressionAttributeValues: marshall({
          ":pk": pk,
          ":prefix": prefix,
          ":now": Math.floor(now.getTime() / 1000),
        }),
      },
      count,
    );
    return items.map(invitationItems.decode);
  }

  async deleteInvitation(playerId: string, matchId: string): Promise<void> {
    await this.delete(invitationItems.key(playerId, matchId));
  }

  /** Matches' headers by id, in one request for up to 100 (eventually consistent: for lists). */
  async matchHeaders(ids: string[]): Promise<Map<string, MatchHeader>> {
    const items = await this.batchGet(
      [...new Set(ids)].map((id) => headerItems.key(id)),
      false,
    );
    return new Map(
      items.map((item) => [String(item.pk).slice(matchPartition("").length), headerItems.decode(item)]),
    );
  }

  // the lobby's open public matches

  /** Lists an open public match, unless a newer version of its lobby is listed already. */
  async putOpenMatch(m: OpenMatchRecord): Promise<boolean> {
    const { condition, values } = openMatchItems.newer;
    return this.put(openMatchItems.encode(m), condition, values(m.version));
  }

  /** Takes a match out of the lobby's list: it started, filled, was abandoned or went private. */
  async deleteOpenMatch(m: Pick<OpenMatchRecord, "game" | "createdAt" | "matchId">): Promise<void> {
    await this.delete(openMatchItems.key(m));
  }

  /**
   * Up to `count` open public matches of a game (of that seat count, when given) after the sort key
   * `after`: newest first, or oldest first for quick match. One query (more only past 1 MB).
   */
  async openMatchesPage(
    list: { game: string; seats: number | null; oldestFirst?: boolean },
    after: string | null,
    count: number,
  ): Promise<OpenMatchRecord[]> {
    const { partition, index } = openMatchItems.listOf(list.game, list.seats);
    const [pk, sk] = index ? ["gsi1pk", "gsi1sk"] : ["pk", "sk"];
    const items = await this.queryUpTo(
      {
        ...(index ? { IndexName: table.byPlayer.name } : {}),
        KeyConditionExpression:
          after === null ? `${pk} = :pk` : `${pk} = :pk AND ${sk} ${list.oldestFirst ? "<" : ">"} :after`,
        ExpressionAttributeValues: marshall({
          ":pk": partition,
          ...(after === null ? {} : { ":after": after }),
        }),
        ScanIndexForward: !list.oldestFirst,
      },
      count,
    );
    return items.map(openMatchItems.decode);
  }

  /** The match a quick match under this key went for last, if any. */
  async quickPick(playerId: string, idempotencyKey: string): Promise<string | null> {
    const item = await this.get(quickPickItems.key(playerId, idempotencyKey));
    return item ? quickPickItems.decode(item) : null;
  }

  async putQuickPick(playerId: string, idempotencyKey: string, matchId: string, until: Date): Promise<void> {
    await this.put(quickPickItems.encode(playerId, idempotencyKey, matchId, until));
  }

  /** The lobby the player's quick match opens for the ask, if one is claimed. */
  async quickOpening(playerId: string, ask: OpenedAsk): Promise<QuickOpening | null> {
    const item = await this.get(quickOpeningItems.key(playerId, ask));
    return item ? quickOpeningItems.decode(item) : null;
  }

  /** Claims the lobby the ask opens, where none is claimed or the one claimed is still `previous`; false when another press was first. */
  async claimQuickOpening(
    playerId: string,
    ask: OpenedAsk,
    opening: QuickOpening,
    previous: QuickOpening | null,
    until: Date,
  ): Promise<boolean> {
    const item = quickOpeningItems.encode(playerId, ask, opening, until);
    if (previous === null) return this.put(item, "attribute_not_exists(pk)");
    return this.put(item, "matchId = :matchId AND claimedAt = :claimedAt", {
      ":matchId": previous.matchId,
      ":claimedAt": previous.claimedAt,
    });
  }

  // work queues, notices, retries and deliveries

  /**
   * Items of a work queue due by `now`, oldest first within each shard, each checked; one that is
   * malformed is handed back apart, so that it blocks neither its queue nor the run.
   */
  async dueWork<Q extends WorkQueue>(
    queue: Q,
    now: Date,
    limitPerShard = 50,
  ): Promise<{ due: Due<Q>[]; malformed: MalformedRecord[] }> {
    const pages = await Promise.all(
      workPartitions(this.shards, queue).map((partition) =>
        this.queryUpTo(
          {
            IndexName: table.byWork.name,
            KeyConditionExpression: "gsi2pk = :queue AND gsi2sk <= :now",
            ExpressionAttributeValues: marshall({ ":queue": partition, ":now": `${now.toISOString()}~` }),
          },
          limitPerShard,
        ),
      ),
    );
    const due: Due<Q>[] = [];
    const malformed: MalformedRecord[] = [];
    for (const item of pages.flat()) {
      try {
        due.push({ work: queued[queue](item), due: dueOf(String(item.gsi2sk)) });
      } catch (error) {
        if (!(error instanceof MalformedRecord)) throw error;
        malformed.push(error);
      }
    }
    return { due, malformed };
  }

  async putNotice(notice: NoticeRecord): Promise<boolean> {
    return this.put(noticeItems.encode(notice), "attribute_not_exists(pk)");
  }

  /** The change a retry is of, read again as it is now; null when its item is gone. */
  async changeOf(ref: ChangeRef): Promise<Change | null> {
    const key = changeKey(ref);
    const item = await this.get(key);
    return item ? changeAt(key, () => item) : null;
  }

  /** A change the worker failed on, due again at `at`; its id keeps one retry per change. */
  /**
   * Keeps a change to follow again at `at`; with `seenAttempts`, only while the retry is still as
   * that run read it: one another run finished (and deleted) meanwhile is not put back.
   */
  async putRetry(retry: RetryRecord, at: string, seenAttempts?: number): Promise<boolean> {
    const item = retryItems.encode(retry, this.shards, at);
    if (seenAttempts === undefined) return this.put(item);
    return this.put(item, "attempts = :seen", { ":seen": seenAttempts });
  }

  async getRetry(id: string): Promise<RetryRecord | null> {
    const item = await this.get(retryItems.key(id));
    return item ? retryItems.decode(item) : null;
  }

  async deleteRetry(id: string): Promise<void> {
    await this.delete(retryItems.key(id));
  }

  /** A new delivery, unless one with its id exists: fanning out twice makes no second notification. */
  async createDelivery(delivery: DeliveryRecord): Promise<boolean> {
    return this.put(deliveryItems.encode(delivery, this.shards), "attribute_not_exists(pk)");
  }

  async replaceDelivery(delivery: DeliveryRecord): Promise<void> {
    await this.put(deliveryItems.encode(delivery, this.shards));
  }

  /**
   * Replaces a delivery only while it is pending as `seen` (same next attempt, same attempts) and
   * nobody's claim runs: a sender's decision made without a claim; false when another came first.
   */
  async settleDelivery(next: DeliveryRecord, seen: DeliveryRecord, now: Date): Promise<boolean> {
    return this.put(
      deliveryItems.encode(next, this.shards),
      deliveryItems.claimable,
      {
        ":pending": "pending",
        ":seen": seen.nextAttemptAt,
        ":tries": seen.attempts.length,
        ":now": now.toISOString(),
      },
      { "#status": "status" },
    );
  }

  async getDelivery(playerId: string, id: string): Promise<DeliveryRecord | null> {
    const item = await this.get(deliveryItems.key(playerId, id));
    return item ? deliveryItems.decode(item) : null;
  }

  /**
   * Claims a delivery for one sender until `until`: only while it is still pending as the sender
   * read it (same next attempt, same attempts) and nobody else's claim is running; false otherwise.
   * Recording the attempt replaces the item, which ends the claim.
   */
  async claimDelivery(d: DeliveryRecord, claim: DeliveryClaim, now: Date): Promise<boolean> {
    return this.update(deliveryItems.key(d.playerId, d.id), "SET claimedBy = :by, claimedUntil = :until", {
      condition: deliveryItems.claimable,
      names: { "#status": "status" },
      values: {
        ":by": claim.by,
        ":until": claim.until,
        ":pending": "pending",
        ":seen": d.nextAttemptAt,
        ":tries": d.attempts.length,
        ":now": now.toISOString(),
      },
    });
  }

  /** A player's deliveries, newest first; only those older than the delivery `before` names, when given. */
  async deliveriesOf(playerId: string, limit: number, before?: string): Promise<DeliveryRecord[]> {
    const items = await this.queryUpTo(
      {
        KeyConditionExpression: before === undefined ? "pk = :pk" : "pk = :pk AND sk < :before",
        ExpressionAttributeValues: marshall({
          ":pk": deliveryItems.of(playerId),
          ...(before === undefined ? {} : { ":before": before }),
        }),
        ScanIndexForward: false,
      },
      limit,
    );
    return items.map(deliveryItems.decode);
  }

  /** A player's deliveries made at `since` or later (a delivery's id begins with its time), newest first. */
  async deliveriesSince(playerId: string, since: string, limit: number): Promise<DeliveryRecord[]> {
    const items = await this.queryUpTo(
      {
        KeyConditionExpression: "pk = :pk AND sk >= :since",
        ExpressionAttributeValues: marshall({ ":pk": deliveryItems.of(playerId), ":since": since }),
        ScanIndexForward: false,
      },
      limit,
    );
    return items.map(deliveryItems.decode);
  }

  // table chat

  /** Notes on the header that the match's chat has a message written at `at` (kept when a later one is noted). */
  async markChatted(matchId: string, at: string): Promise<void> {
    await this.update(headerItems.key(matchId), "SET chattedAt = :at", {
      condition: "attribute_exists(pk) AND (attribute_not_exists(chattedAt) OR chattedAt < :at)",
      values: { ":at": at },
    });
  }

  /** Puts the chat's newest written messages on the header, unless later ones are there already. */
  async noteRecentChat(matchId: string, recent: RecentChat): Promise<void> {
    await this.update(headerItems.key(matchId), "SET recentChat = :recent", {
      condition:
        "attribute_exists(pk) AND (attribute_not_exists(recentChat) OR recentChat.#number < :number)",
      names: { "#number": "number" },
      values: { ":recent": recent, ":number": recent.number },
    });
  }

  /** Writes a message under its number unless that number is taken; false when another took it first. */
  async putChatMessage(message: ChatMessageRecord): Promise<boolean> {
    return this.put(chatMessageItems.encode(message), "attribute_not_exists(pk)");
  }

  /** A match's messages after number `after`, oldest first (`newest`: the last ones, newest first). */
  async chatMessages(matchId: string, options: { after?: number; newest?: boolean; limit: number }) {
    const items = await this.queryUpTo(
      {
        KeyConditionExpression: "pk = :pk AND sk > :after",
        ExpressionAttributeValues: marshall({
          ":pk": chatMessageItems.of(matchId),
          ":after": chatMessageItems.sortKeyOf(options.after ?? 0),
        }),
        ScanIndexForward: !options.newest,
      },
      options.limit,
    );
    return items.map(chatMessageItems.decode);
  }

  // idempotency records

  async idempotencyRecord(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const existing = await this.get(idempotencyItems.key(scope, key));
    return existing ? idempotencyItems.decode(existing) : null;
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
    claimedAt?: string,
  ): Promise<IdempotencyRecord | null> {
    const record = { scope, key, requestHash, response: null, ...(claimedAt ? { claimedAt } : {}) };
    const item = idempotencyItems.encode(record, ttlSeconds);
    if (await this.put(item, "attribute_not_exists(pk)")) return null;
    return this.idempotencyRecord(scope, key);
  }

  /**
   * A move's one read: the snapshot at the version it was decided on and, when asked, its key's
   * record and the caller's credential version (null: no such player), in one BatchGetItem.
   */
  async moveRead(
    matchId: string,
    version: number,
    also: { request: Pick<IdempotencyRecord, "scope" | "key"> | null; credentialOf: string | null },
  ): Promise<{
    snapshot: SnapshotRecord | null;
    record: IdempotencyRecord | null;
    credentialVersion: number | null;
  }> {
    if (also.request === null && also.credentialOf === null)
      return { snapshot: await this.getSnapshot(matchId, version), record: null, credentialVersion: null };
    const snapshotKey = snapshotItems.key(matchId, version);
    const recordKey = also.request && idempotencyItems.key(also.request.scope, also.request.key);
    const playerKey = also.credentialOf === null ? null : playerItems.key(also.credentialOf);
    const keys = [snapshotKey, recordKey, playerKey].filter((key) => key !== null);
    const items = await this.batchGet(keys, true);
    const itemOf = (key: { pk: string } | null) =>
      key ? items.find((item) => item.pk === key.pk) : undefined;
    const found = itemOf(snapshotKey);
    const kept = itemOf(recordKey);
    const player = itemOf(playerKey);
    return {
      snapshot: found ? (this.written.recall(matchId, version, found) ?? snapshotItems.decode(found)) : null,
      record: kept ? idempotencyItems.decode(kept) : null,
      credentialVersion: player ? credentialVersionOf(player) : null,
    };
  }

  /** Keeps a key's first answer unless the key has a record: null when kept, otherwise that record. */
  async keepFirstAnswer(record: IdempotencyRecord, ttlSeconds: number): Promise<IdempotencyRecord | null> {
    if (await this.put(idempotencyItems.encode(record, ttlSeconds), "attribute_not_exists(pk)")) return null;
    return this.idempotencyRecord(record.scope, record.key);
  }

  /** Keeps the answer a key's request got, for every retry. */
  /**
   * Takes an unanswered key's lease for a request that resumes its work: only when no lease holds it
   * (given up, or claimed before `staleBefore`); false when another request holds it.
   */
  async renewIdempotencyClaim(scope: string, key: string, at: string, staleBefore: string): Promise<boolean> {
    return this.update(idempotencyItems.key(scope, key), "SET claimedAt = :at", {
      condition:
        "attribute_exists(pk) AND attribute_type(#response, :null) AND (attribute_not_exists(claimedAt) OR claimedAt <= :stale)",
      names: { "#response": "response" },
      values: { ":at": at, ":stale": staleBefore, ":null": "NULL" },
    });
  }

  /** Ends a failed first request's claim on its key, still unanswered, so that a retry resumes it at once. */
  async releaseIdempotencyClaim(scope: string, key: string): Promise<void> {
    await this.update(idempotencyItems.key(scope, key), "REMOVE claimedAt", {
      condition: "attribute_exists(pk) AND attribute_type(#response, :null)",
      names: { "#response": "response" },
      values: { ":null": "NULL" },
    });
  }

  async answerIdempotencyKey(
    scope: string,
    key: string,
    requestHash: string,
    response: NonNullable<IdempotencyRecord["response"]>,
    ttlSeconds: number,
  ): Promise<void> {
    await this.put(idempotencyItems.encode({ scope, key, requestHash, response }, ttlSeconds));
  }
}
