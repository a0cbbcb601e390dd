import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { type AttributeValue, type DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { writeFileAtomic } from "./atomic-file";
import { type Change, type ChangeFeed, decodeChange } from "./changes";
import { DamagedFile } from "./damaged-file";
import { changeKey, refAt } from "./entities/change";
import type { Key } from "./table-client";

/** A key's checksum on its line: a flipped byte in the id would otherwise name another change, unseen. */
const sumOf = ({ pk, sk }: Key) => createHash("sha256").update(`${pk}\n${sk}`).digest("hex").slice(0, 16);

const lineOf = (change: Change) => {
  const key = changeKey(change);
  return `${JSON.stringify({ ...key, sum: sumOf(key) })}\n`;
};

/**
 * A journal line's key, or null when the line is not one this server writes: `pk`, `sk` and their
 * sum, or only `pk` and `sk` as releases before the sum wrote them.
 */
function keyOf(line: string): Key | null {
  try {
    const { pk, sk, sum, ...rest } = JSON.parse(line);
    const key = { pk, sk };
    const shaped = typeof pk === "string" && typeof sk === "string" && Object.keys(rest).length === 0;
    return shaped && (sum === undefined || sum === sumOf(key)) && refAt(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * The journal's keys. It is written whole by rename, so a crash leaves no half line: a line that is
 * not a key (cut, or junk) is damage, and dropping it would lose a move's emails unseen.
 */
function readJournal(journal: string): Key[] {
  const text = readFileSync(journal, "utf8");
  if (text !== "" && !text.endsWith("\n")) throw new DamagedFile(journal, "its last line is cut short");
  return text
    .split("\n")
    .slice(0, -1)
    .map((line, at) => {
      const key = keyOf(line);
      if (!key) throw new DamagedFile(journal, `line ${at + 1} is not a change's key`);
      return key;
    });
}

/**
 * DynamoDB Streams for the embedded server, which has none: each new snapshot and notice the
 * client writes is queued for the worker. Its key is kept in a journal file (when there is a data
 * folder, replaced whole on each change) until the worker is done with it, so that a restart loses
 * none. The tap sits innermost in the client, so that it sees every write the database did, even
 * one whose caller died after.
 */
export async function localStream(db: DynamoDBClient, tableName: string, journal: string | null) {
  const queue: Change[] = [];
  const save = () => {
    if (journal) writeFileAtomic(journal, queue.map(lineOf).join(""));
  };
  const keys = journal && existsSync(journal) ? readJournal(journal) : [];
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
