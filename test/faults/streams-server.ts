import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { jsonProtocolServer } from "./json-protocol-server";

/** A record of the table's stream as DynamoDB Streams serves it: its keys and sequence number. */
export interface ShardRecord {
  eventName: "INSERT" | "MODIFY" | "REMOVE";
  dynamodb: { Keys: Record<string, AttributeValue>; SequenceNumber: string };
}

/**
 * A tiny DynamoDB Streams (AWS JSON 1.0) with one shard: GetShardIterator (AT_SEQUENCE_NUMBER)
 * and GetRecords, 2 records a page so that a batch spans pages. `append` writes the stream.
 */
export async function streamsServer() {
  const records: ShardRecord[] = [];
  const server = await jsonProtocolServer({
    GetShardIterator: (input) => ({
      ShardIterator: String(records.findIndex((r) => r.dynamodb.SequenceNumber === input.SequenceNumber)),
    }),
    GetRecords(input) {
      const from = Number(input.ShardIterator);
      const page = records.slice(from, from + 2);
      return { Records: page, NextShardIterator: String(from + page.length) };
    },
  });
  return {
    ...server,
    /** Adds new items' keys to the shard; returns their sequence numbers. */
    append(keys: Record<string, AttributeValue>[]): string[] {
      return keys.map((Keys) => {
        const SequenceNumber = String(100000000000000000000n + BigInt(records.length) * 100n);
        records.push({ eventName: "INSERT", dynamodb: { Keys, SequenceNumber } });
        return SequenceNumber;
      });
    },
  };
}
