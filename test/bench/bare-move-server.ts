import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type DynamoDBClient, GetItemCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";

/** The byte sizes a move of the service reads and writes, which the bare server copies. */
export interface MoveBytes {
  /** The item the move reads. */
  read: number;
  /** The item the move writes. */
  written: number;
  /** The answer's body. */
  answer: number;
}

const sk = (version: number) => `M#${String(version).padStart(9, "0")}`;

/**
 * The physical minimum of a move: a bare `node:http` server that reads one item (GetItem,
 * strongly consistent) and writes the next one if its version is free (a conditional PutItem),
 * items and answer of the same sizes as the service's, against the same database and SDK client.
 */
export async function bareMoveServer(db: DynamoDBClient, tableName: string, bytes: MoveBytes) {
  const answer = JSON.stringify({ ok: "x".repeat(Math.max(0, bytes.answer - 10)) });
  const item = (chain: string, version: number, size: number) => ({
    pk: { S: `BARE#${chain}` },
    sk: { S: sk(version) },
    payload: { S: "x".repeat(Math.max(0, size - 40)) },
  });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { chain, version } = JSON.parse(Buffer.concat(chunks).toString()) as {
      chain: string;
      version: number;
    };
    const read = await db.send(
      new GetItemCommand({
        TableName: tableName,
        Key: { pk: { S: `BARE#${chain}` }, sk: { S: sk(version) } },
        ConsistentRead: true,
      }),
    );
    if (!read.Item) {
      res.writeHead(404).end();
      return;
    }
    await db.send(
      new PutItemCommand({
        TableName: tableName,
        Item: item(chain, version + 1, bytes.written),
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    res.writeHead(201, { "content-type": "application/json" }).end(answer);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Starts a chain of moves: its first item, of the size the service reads. */
    async open(chain: string): Promise<void> {
      await db.send(new PutItemCommand({ TableName: tableName, Item: item(chain, 0, bytes.read) }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
