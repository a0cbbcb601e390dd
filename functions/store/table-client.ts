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

export type Item = Record<string, unknown>;
export interface Key {
  pk: string;
  sk: string;
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** An item that others kept changing while a change of it was made again and again: like a throttle, worth a retry later. */
export class Contended extends Error {
  override name = "Contended";
}

/** The table's calls, one item each: conditional writes answer false when their condition failed. */
export class TableClient {
  constructor(
    readonly db: DynamoDBClient,
    readonly tableName: string,
  ) {}

  protected async put(
    item: Item,
    condition?: string,
    values?: Item,
    names?: Record<string, string>,
  ): Promise<boolean> {
    try {
      await this.db.send(
        new PutItemCommand({
          TableName: this.tableName,
          Item: marshall(item, { removeUndefinedValues: true }),
          ConditionExpression: condition,
          ExpressionAttributeValues: values ? marshall(values) : undefined,
          ExpressionAttributeNames: names,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** An update of one item, its names given as `#name`; false when the condition failed. */
  protected async update(
    key: Key,
    expression: string,
    options: { condition?: string; values?: Item; names?: Record<string, string> } = {},
  ): Promise<boolean> {
    return (await this.updated(key, expression, options)) !== null;
  }

  /** An update of one item that hands back the item as it was before (`{}`: none), at no read's cost; null when the condition failed. */
  protected async updated(
    key: Key,
    expression: string,
    options: { condition?: string; values?: Item; names?: Record<string, string>; old?: boolean } = {},
  ): Promise<Item | null> {
    try {
      const out = await this.db.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: marshall(key),
          UpdateExpression: expression,
          ConditionExpression: options.condition,
          ExpressionAttributeNames: options.names,
          ExpressionAttributeValues:
            options.values && Object.keys(options.values).length > 0
              ? marshall(options.values, { removeUndefinedValues: true })
              : undefined,
          ReturnValues: options.old ? "ALL_OLD" : undefined,
        }),
      );
      return out.Attributes ? unmarshall(out.Attributes) : {};
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  protected async delete(
    key: Key,
    condition?: string,
    names?: Record<string, string>,
    values?: Item,
  ): Promise<boolean> {
    try {
      await this.db.send(
        new DeleteItemCommand({
          TableName: this.tableName,
          Key: marshall(key),
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values ? marshall(values) : undefined,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  protected async get(key: Key, consistent = true): Promise<Item | null> {
    const out = await this.db.send(
      new GetItemCommand({ TableName: this.tableName, Key: marshall(key), ConsistentRead: consistent }),
    );
    return out.Item ? unmarshall(out.Item) : null;
  }

  /**
   * One request of a query: as many items as its Limit and DynamoDB's 1 MB a request let through,
   * and the key to go on from (`next`) when that cut it short.
   */
  protected async query(
    input: Omit<QueryCommandInput, "TableName">,
  ): Promise<{ items: Item[]; next?: Item }> {
    const out = await this.db.send(new QueryCommand({ ...input, TableName: this.tableName }));
    return {
      items: (out.Items ?? []).map((item) => unmarshall(item)),
      next: out.LastEvaluatedKey ? unmarshall(out.LastEvaluatedKey) : undefined,
    };
  }

  /** Up to `count` items of a query, read on past a request that 1 MB cut short: one request unless items are big. */
  protected async queryUpTo(input: Omit<QueryCommandInput, "TableName">, count: number): Promise<Item[]> {
    const items: Item[] = [];
    let start: QueryCommandInput["ExclusiveStartKey"];
    do {
      const out = await this.db.send(
        new QueryCommand({
          ...input,
          TableName: this.tableName,
          Limit: count - items.length,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? []) items.push(unmarshall(item));
      start = out.LastEvaluatedKey;
    } while (start && items.length < count);
    return items;
  }

  protected async queryAll(input: Omit<QueryCommandInput, "TableName">): Promise<Item[]> {
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

  /** Items by key, 100 a request, in no particular order; missing ones are left out. */
  protected async batchGet(itemKeys: Key[], consistent: boolean): Promise<Item[]> {
    const out: Item[] = [];
    for (let i = 0; i < itemKeys.length; i += 100) {
      let request: BatchGetItemCommand["input"]["RequestItems"] = {
        [this.tableName]: {
          Keys: itemKeys.slice(i, i + 100).map((key) => marshall(key)),
          ConsistentRead: consistent,
        },
      };
      while (request && Object.keys(request).length > 0) {
        const res: BatchGetItemCommandOutput = await this.db.send(
          new BatchGetItemCommand({ RequestItems: request }),
        );
        for (const item of res.Responses?.[this.tableName] ?? []) out.push(unmarshall(item));
        request = res.UnprocessedKeys;
      }
    }
    return out;
  }
}
