import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { type AttributeValue, type DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { type Change, type ChangeFeed, decodeChange } from "./changes";
import { changeKey } from "./entities/change";
import type { Key } from "./table-client";

/**
 * DynamoDB Streams for the embedded server, which has none: each new snapshot and notice the
 * client writes is queued for the worker. Its key is kept in a journal file (when there
 * is a data folder) until the worker is done with it, so that a restart loses none. The tap sits
 * innermost in the client, so that it sees every write the database did, even one whose caller died after.
 */
export async function localStream(db: DynamoDBClient, tableName: string, journal: string | null) {
  const queue: Change[] = [];
  const save = () => {
    if (journal) writeFileSync(journal, queue.map((c) => `${JSON.stringify(changeKey(c))}\n`).join(""));
  };
  const keys: Key[] =
    journal && existsSync(journal)
      ? readFileSync(journal, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  for (const key of keys) {
    const out = await db.send(
      new GetItemCommand({ TableName: tableName, Key: marshall(key), ConsistentRead: true }),
    );
    const change = out.Item ? decodeChange(out.Item) : null;
    if (change) queue.push(change);
  }
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const item = (args.input as { Item?: Record<string, AttributeValue> }).Item;
      // decoded when the worker takes it: a move pays only for the queueing
      const change = context.commandName === "PutItemCommand" && item ? decodeChange(item) : null;
      if (change) {
        queue.push(change);
        save();
      }
      return result;
    },
    { step: "deserialize", name: "local-stream" },
  );
  return {
    pending: () => [...queue],
    done(change) {
      const at = queue.indexOf(change);
      if (at >= 0) queue.splice(at, 1);
      save();
    },
    // like the stream, a failed change stays to be tried again, and the run fails
    failed: async (_change, error) => {
      throw error;
    },
  } satisfies ChangeFeed;
}
