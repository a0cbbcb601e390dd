import { type AttributeValue, type DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import {
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from "@aws-sdk/client-dynamodb-streams";
import * as z from "zod";
import type { StreamRecord } from "../lambda/stream-feed";
import { isFollowedChange } from "../store/changes";

/** The message the stream mapping's failure destination keeps: where the given-up batch was in the stream. */
export const StreamFailureSchema = z.object({
  requestContext: z.object({ condition: z.string() }).partial().optional(),
  DDBStreamBatchInfo: z.object({
    shardId: z.string(),
    startSequenceNumber: z.string(),
    endSequenceNumber: z.string(),
    streamArn: z.string(),
  }),
});
export type StreamFailure = z.infer<typeof StreamFailureSchema>;

type Key = Record<string, AttributeValue>;

/** Pages of one shard read at most: a batch is at most 100 records. */
const MAX_PAGES = 100;

/**
 * The keys of the new snapshots and notices in the batch's sequence range, read from DynamoDB
 * Streams (which keeps a shard's records 24 hours): only what the worker's stream filter passes.
 */
export async function batchKeys(streams: DynamoDBStreamsClient, failure: StreamFailure): Promise<Key[]> {
  const batch = failure.DDBStreamBatchInfo;
  const last = BigInt(batch.endSequenceNumber);
  let { ShardIterator: iterator } = await streams.send(
    new GetShardIteratorCommand({
      StreamArn: batch.streamArn,
      ShardId: batch.shardId,
      ShardIteratorType: "AT_SEQUENCE_NUMBER",
      SequenceNumber: batch.startSequenceNumber,
    }),
  );
  const keys: Key[] = [];
  for (let page = 0; iterator && page < MAX_PAGES; page++) {
    const { Records = [], NextShardIterator } = await streams.send(
      new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }),
    );
    for (const record of Records) {
      if (BigInt(record.dynamodb?.SequenceNumber ?? "0") > last) return keys;
      const changed = record.dynamodb?.Keys as Key | undefined;
      if (record.eventName === "INSERT" && changed && isFollowedChange(changed)) keys.push(changed);
    }
    if (Records.length === 0) return keys;
    iterator = NextShardIterator;
  }
  return keys;
}

/** Lambda's JSON form of an item: binary values as base64 text. */
const lambdaJson = (item: Key): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(item, (_, v) => (v instanceof Uint8Array ? Buffer.from(v).toString("base64") : v)),
  );

/**
 * The changes at these keys as the table holds them now, as the stream hands a new item to the
 * worker: what was deleted since (an expired notice) has nothing left to follow.
 */
export async function currentRecords(
  db: DynamoDBClient,
  table: string,
  keys: Key[],
): Promise<StreamRecord[]> {
  const records: StreamRecord[] = [];
  for (const Key of keys) {
    const { Item } = await db.send(new GetItemCommand({ TableName: table, Key, ConsistentRead: true }));
    if (Item) records.push({ eventName: "INSERT", dynamodb: { NewImage: lambdaJson(Item) } });
  }
  return records;
}
