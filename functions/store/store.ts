import {
  BatchGetItemCommand,
  type BatchGetItemCommandOutput,
  ConditionalCheckFailedException,
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateItemCommand,
} from "@aws-sdk/client-dynamodb";
import { marshall, unmarshall } from "@aws-sdk/util-dynamodb";
import type {
  DeliveryRecord,
  IdempotencyRecord,
  MatchRecord,
  MatchStatus,
  MembershipRecord,
  MoveRecord,
  NoticeRecord,
  PlayerRecord,
  SessionRecord,
} from "./records";
import { keys, table, type WorkQueue, workKeys } from "./table";

type Item = Record<string, unknown>;

/** Memberships sort active first, then lobby, then done; newest first within each. */
const statusRank: Record<MatchStatus, number> = { active: 1, lobby: 2, finished: 3, abandoned: 3 };

function membershipSortKey(m: MembershipRecord): string {
  const newestFirst = String(9_999_999_999_999 - Date.parse(m.updatedAt)).padStart(13, "0");
  return `${statusRank[m.status]}#${newestFirst}#${m.matchId}`;
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/**
 * All database access. Every write is a single-item conditional write (the embedded server has no
 * transactions); a move's commit point is its move item (see `functions/matches/play.ts`).
 */
export class Store {
  constructor(
    readonly db: DynamoDBClient,
    readonly tableName: string,
  ) {}

  private async put(item: Item, condition?: string, values?: Item): Promise<boolean> {
    try {
      await this.db.send(
        new PutItemCommand({
          TableName: this.tableName,
          Item: marshall(item, { removeUndefinedValues: true }),
          ConditionExpression: condition,
          ExpressionAttributeValues: values ? marshall(values) : undefined,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** A conditional update of one item; false when the condition failed. */
  private async update(
    key: { pk: string; sk: string },
    expression: string,
    condition: string,
    values: Item,
  ): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: marshall(key),
          UpdateExpression: expression,
          ConditionExpression: condition,
          ExpressionAttributeValues: marshall(values),
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  private async get(key: { pk: string; sk: string }): Promise<Item | null> {
    const out = await this.db.send(
      new GetItemCommand({ TableName: this.tableName, Key: marshall(key), ConsistentRead: true }),
    );
    return out.Item ? unmarshall(out.Item) : null;
  }

  private async queryAll(input: Omit<QueryCommandInput, "TableName">): Promise<Item[]> {
    const items: Item[] = [];
    let start: QueryCommandInput["ExclusiveStartKey"];
    do {
      const out = await this.db.send(
        new QueryCommand({ ...input, TableName: this.tableName, ExclusiveStartKey: start }),
      );
      for (const item of out.Items ?? []) items.push(unmarshall(item));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  // players

  async createPlayer(player: PlayerRecord): Promise<boolean> {
    return this.put({ ...keys.player(player.id), ...player }, "attribute_not_exists(pk)");
  }

  async replacePlayer(player: PlayerRecord): Promise<void> {
    await this.put({ ...keys.player(player.id), ...player }, "attribute_exists(pk)");
  }

  async getPlayer(id: string): Promise<PlayerRecord | null> {
    const item = await this.get(keys.player(id));
    return item ? (strip(item) as unknown as PlayerRecord) : null;
  }

  /** Replaces the API key's hash if it is still `oldHash`; false when it changed meanwhile. */
  async setPlayerKey(playerId: string, oldHash: string, newHash: string): Promise<boolean> {
    return this.update(keys.player(playerId), "SET keyHash = :new", "keyHash = :old", {
      ":new": newHash,
      ":old": oldHash,
    });
  }

  /** Changes the name and/or email (null removes it); the player as changed, or null if unknown. */
  async updateProfile(
    playerId: string,
    changes: { name?: string; email?: string | null },
  ): Promise<PlayerRecord | null> {
    const set = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (set.length === 0) return this.getPlayer(playerId);
    try {
      const out = await this.db.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: marshall(keys.player(playerId)),
          UpdateExpression: `SET ${set.map(([name]) => `#${name} = :${name}`).join(", ")}`,
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeNames: Object.fromEntries(set.map(([name]) => [`#${name}`, name])),
          ExpressionAttributeValues: marshall(Object.fromEntries(set.map(([name, v]) => [`:${name}`, v]))),
          ReturnValues: "ALL_NEW",
        }),
      );
      return out.Attributes ? (strip(unmarshall(out.Attributes)) as unknown as PlayerRecord) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
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
    return item ? (strip(item) as unknown as SessionRecord) : null;
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
    return items.map((item) => strip(item) as unknown as SessionRecord);
  }

  /** False when there was no such session. */
  async deleteSession(playerId: string, sessionId: string): Promise<boolean> {
    try {
      await this.db.send(
        new DeleteItemCommand({
          TableName: this.tableName,
          Key: marshall(keys.session(playerId, sessionId)),
          ConditionExpression: "attribute_exists(pk)",
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Marks a sign-in token's nonce used, kept until the token expires; false when it already was. */
  async useToken(nonce: string, until: Date): Promise<boolean> {
    return this.put(
      { ...keys.usedToken(nonce), [table.ttlAttribute]: Math.ceil(until.getTime() / 1000) },
      "attribute_not_exists(pk)",
    );
  }

  // matches

  async getMatch(id: string): Promise<MatchRecord | null> {
    const item = await this.get(keys.match(id));
    return item ? fromMatchItem(item) : null;
  }

  async createMatch(match: MatchRecord): Promise<boolean> {
    return this.put(toMatchItem(match), "attribute_not_exists(pk)");
  }

  /** Replaces the match item if it is still at `expectedVersion`; false when someone got there first. */
  async replaceMatch(match: MatchRecord, expectedVersion: number): Promise<boolean> {
    return this.put(toMatchItem(match), "version = :expected", { ":expected": expectedVersion });
  }

  async batchGetMatches(ids: string[]): Promise<MatchRecord[]> {
    const out: MatchRecord[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      let request: BatchGetItemCommand["input"]["RequestItems"] = {
        [this.tableName]: {
          Keys: ids.slice(i, i + 100).map((id) => marshall(keys.match(id))),
          ConsistentRead: true,
        },
      };
      while (request && Object.keys(request).length > 0) {
        const res: BatchGetItemCommandOutput = await this.db.send(
          new BatchGetItemCommand({ RequestItems: request }),
        );
        for (const item of res.Responses?.[this.tableName] ?? []) out.push(fromMatchItem(unmarshall(item)));
        request = res.UnprocessedKeys;
      }
    }
    return out;
  }

  // moves

  /** The commit point of a move: false when that version already exists. */
  async putMove(move: MoveRecord): Promise<boolean> {
    return this.put(
      {
        ...keys.move(move.matchId, move.version),
        // the intent to notify is recorded with the move itself: no write of its own
        ...workKeys("outbox", move.at, `${move.matchId}#${move.version}`),
        ...move,
        action: JSON.stringify(move.action),
        events: JSON.stringify(move.events),
      },
      "attribute_not_exists(pk)",
    );
  }

  async getMove(matchId: string, version: number): Promise<MoveRecord | null> {
    const item = await this.get(keys.move(matchId, version));
    return item ? fromMoveItem(item) : null;
  }

  /** Moves with a version above `after`, in order. */
  async movesAfter(matchId: string, after: number, limit?: number): Promise<MoveRecord[]> {
    const input: Omit<QueryCommandInput, "TableName"> = {
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
      ExpressionAttributeValues: marshall({
        ":pk": keys.match(matchId).pk,
        ":from": keys.move(matchId, after + 1).sk,
        ":to": "V#999999999",
      }),
      ConsistentRead: true,
    };
    if (limit === undefined) return (await this.queryAll(input)).map(fromMoveItem);
    const out = await this.db.send(new QueryCommand({ ...input, TableName: this.tableName, Limit: limit }));
    return (out.Items ?? []).map((item) => fromMoveItem(unmarshall(item)));
  }

  // memberships ("my games")

  async putMembership(m: MembershipRecord): Promise<void> {
    await this.put({
      ...keys.membership(m.playerId, m.matchId),
      gsi1pk: keys.membership(m.playerId, m.matchId).pk,
      gsi1sk: membershipSortKey(m),
      ...m,
    });
  }

  async deleteMembership(playerId: string, matchId: string): Promise<void> {
    await this.db.send(
      new UpdateItemCommand({
        TableName: this.tableName,
        Key: marshall(keys.membership(playerId, matchId)),
        UpdateExpression: "REMOVE gsi1pk, gsi1sk SET #status = :gone",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: marshall({ ":gone": "abandoned" }),
      }),
    );
  }

  /** A player's memberships, active first, then lobby, then finished; newest first within each. */
  async membershipsOf(playerId: string): Promise<MembershipRecord[]> {
    const items = await this.queryAll({
      IndexName: table.byPlayer.name,
      KeyConditionExpression: "gsi1pk = :pk",
      ExpressionAttributeValues: marshall({ ":pk": keys.player(playerId).pk }),
    });
    return items.map((item) => strip(item) as unknown as MembershipRecord);
  }

  // work queues, notices and deliveries

  /** Items of a work queue due by `now`, oldest first: each item's key, and its record. */
  async dueWork(
    queue: WorkQueue,
    now: Date,
    limit = 50,
  ): Promise<{ key: { pk: string; sk: string }; record: Item }[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: table.byWork.name,
        KeyConditionExpression: "gsi2pk = :queue AND gsi2sk <= :now",
        ExpressionAttributeValues: marshall({
          ":queue": workKeys(queue, "", "").gsi2pk,
          ":now": `${now.toISOString()}~`,
        }),
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((raw) => {
      const item = unmarshall(raw);
      const record: Item = item.sk.startsWith("V#") ? { ...fromMoveItem(item) } : strip(item);
      return { key: { pk: item.pk as string, sk: item.sk as string }, record };
    });
  }

  /** Takes an item out of its work queue. */
  async finishWork(key: { pk: string; sk: string }): Promise<void> {
    await this.db.send(
      new UpdateItemCommand({
        TableName: this.tableName,
        Key: marshall({ pk: key.pk, sk: key.sk }),
        UpdateExpression: "REMOVE gsi2pk, gsi2sk",
        ConditionExpression: "attribute_exists(pk)",
      }),
    );
  }

  async putNotice(notice: NoticeRecord): Promise<boolean> {
    return this.put(
      { ...keys.notice(notice.matchId, notice.id), ...workKeys("outbox", notice.at, notice.id), ...notice },
      "attribute_not_exists(pk)",
    );
  }

  /** A new delivery, unless one with its id exists: fanning out twice makes no second notification. */
  async createDelivery(delivery: DeliveryRecord): Promise<boolean> {
    return this.put(deliveryItem(delivery), "attribute_not_exists(pk)");
  }

  async replaceDelivery(delivery: DeliveryRecord): Promise<void> {
    await this.put(deliveryItem(delivery));
  }

  /** A player's deliveries, newest first. */
  async deliveriesOf(playerId: string, limit: number): Promise<DeliveryRecord[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: marshall({ ":pk": keys.delivery(playerId, "").pk }),
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => strip(unmarshall(item)) as unknown as DeliveryRecord);
  }

  // idempotency records

  /**
   * Claims an idempotency key for a request. Returns the stored record when the key is already
   * claimed (finished, or still running until `lockedUntil`), or null when the claim succeeded.
   */
  async claimIdempotencyKey(
    record: IdempotencyRecord,
    ttlSeconds: number,
  ): Promise<IdempotencyRecord | null> {
    const item = {
      ...keys.idempotency(record.scope, record.key),
      ...record,
      response: null,
      done: false,
      [table.ttlAttribute]: Math.floor(record.lockedUntil / 1000) + ttlSeconds,
    };
    // a claim whose request died may be taken over once its lock has run out
    const claimed = await this.put(
      item,
      "attribute_not_exists(pk) OR (done = :false AND lockedUntil < :now)",
      {
        ":false": false,
        ":now": Date.now(),
      },
    );
    if (claimed) return null;
    const existing = await this.get(keys.idempotency(record.scope, record.key));
    return existing ? (strip(existing) as unknown as IdempotencyRecord) : null;
  }

  /**
   * Records that a key was used for a request, unless it already was; returns the hash of the
   * request it was first used for. (Actions keep their answer in their move item.)
   */
  async rememberIdempotencyKey(
    scope: string,
    key: string,
    requestHash: string,
    ttlSeconds: number,
  ): Promise<string> {
    return (await this.firstRequestOf(scope, key, requestHash, ttlSeconds)) ?? requestHash;
  }

  /**
   * Records that a key is used for a request, unless it already was: null on its first use,
   * otherwise the hash of the request it was first used for.
   */
  async firstRequestOf(
    scope: string,
    key: string,
    requestHash: string,
    ttlSeconds: number,
  ): Promise<string | null> {
    const item = {
      ...keys.idempotency(scope, key),
      scope,
      key,
      requestHash,
      response: null,
      done: true,
      lockedUntil: 0,
      [table.ttlAttribute]: Math.floor(Date.now() / 1000) + ttlSeconds,
    };
    if (await this.put(item, "attribute_not_exists(pk)")) return null;
    const existing = await this.get(keys.idempotency(scope, key));
    return (existing?.requestHash as string | undefined) ?? null;
  }

  async completeIdempotencyKey(
    scope: string,
    key: string,
    response: NonNullable<IdempotencyRecord["response"]>,
  ): Promise<void> {
    await this.db.send(
      new UpdateItemCommand({
        TableName: this.tableName,
        Key: marshall(keys.idempotency(scope, key)),
        UpdateExpression: "SET #response = :response, done = :true",
        ExpressionAttributeNames: { "#response": "response" },
        ExpressionAttributeValues: marshall(
          { ":response": response, ":true": true },
          { removeUndefinedValues: true },
        ),
      }),
    );
  }

  /** Frees a key whose request failed on our side, so that a retry runs it again. */
  async releaseIdempotencyKey(scope: string, key: string): Promise<void> {
    await this.db.send(
      new DeleteItemCommand({ TableName: this.tableName, Key: marshall(keys.idempotency(scope, key)) }),
    );
  }
}

function deliveryItem(d: DeliveryRecord): Item {
  return {
    ...keys.delivery(d.playerId, d.id),
    ...(d.status === "pending" ? workKeys("delivery", d.nextAttemptAt, `${d.playerId}#${d.id}`) : {}),
    ...d,
  };
}

function strip(item: Item): Item {
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

/** When the match's clock needs looking at next: the earliest reminder or deadline of an active seat. */
function nextClockAt(match: MatchRecord): string | null {
  if (match.status !== "active" || !match.clock || !match.clocks) return null;
  const reminders = match.clock.remindHours;
  const times = Object.values(match.clocks).flatMap((clock) => {
    const deadline = clock.deadline;
    if (deadline === null) return [];
    const remindAt = reminders
      .slice(clock.reminded)
      .map((hours) => new Date(Date.parse(deadline) - hours * 3_600_000));
    return [...remindAt.map((at) => at.toISOString()), deadline];
  });
  return times.length > 0 ? times.sort()[0] : null;
}

function toMatchItem(match: MatchRecord): Item {
  const clockAt = nextClockAt(match);
  return {
    ...keys.match(match.id),
    ...(clockAt ? workKeys("clock", clockAt, match.id) : {}),
    ...match,
    state: JSON.stringify(match.state ?? null),
    options: JSON.stringify(match.options),
  };
}

function fromMatchItem(item: Item): MatchRecord {
  const rest = strip(item);
  return {
    ...rest,
    state: JSON.parse(rest.state as string),
    options: JSON.parse(rest.options as string),
  } as MatchRecord;
}

function fromMoveItem(item: Item): MoveRecord {
  const rest = strip(item);
  return {
    ...rest,
    action: JSON.parse(rest.action as string),
    events: JSON.parse(rest.events as string),
  } as MoveRecord;
}
