import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type DynamoDBClient, GetItemCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

/** The byte sizes a move of the service reads and writes, which the bare servers copy. */
export interface MoveBytes {
  /** The item the move reads. */
  read: number;
  /** The item the move writes. */
  written: number;
  /** The answer's body. */
  answer: number;
}

/** A bare server's move: where it was sent, and whether it was done (false: no item at that version). */
export interface BareMove {
  chain: string;
  version: number;
}

const sk = (version: number) => `M#${String(version).padStart(9, "0")}`;

/**
 * The physical minimum of a move: one item read (GetItem, strongly consistent) and the next one
 * written if its version is free (a conditional PutItem), items and answer of the sizes of the
 * service's for the chain's game, against the same database and SDK client.
 */
function bareMoves(db: DynamoDBClient, tableName: string) {
  const sizes = new Map<string, { bytes: MoveBytes; answer: string }>();
  const item = (chain: string, version: number, size: number) => ({
    pk: { S: `BARE#${chain}` },
    sk: { S: sk(version) },
    payload: { S: "x".repeat(Math.max(0, size - 40)) },
  });
  return {
    /** Starts a chain of moves: its first item, of the size the service reads. */
    async open(chain: string, bytes: MoveBytes): Promise<void> {
      sizes.set(chain, { bytes, answer: JSON.stringify({ ok: "x".repeat(Math.max(0, bytes.answer - 10)) }) });
      await db.send(new PutItemCommand({ TableName: tableName, Item: item(chain, 0, bytes.read) }));
    },
    /** The answer's body, or null when the chain has no item at that version. */
    async move({ chain, version }: BareMove): Promise<string | null> {
      const size = sizes.get(chain);
      if (!size) return null;
      const read = await db.send(
        new GetItemCommand({
          TableName: tableName,
          Key: { pk: { S: `BARE#${chain}` }, sk: { S: sk(version) } },
          ConsistentRead: true,
        }),
      );
      if (!read.Item) return null;
      await db.send(
        new PutItemCommand({
          TableName: tableName,
          Item: item(chain, version + 1, size.bytes.written),
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
      return size.answer;
    },
  };
}

async function listening(server: { address(): unknown; once(event: "listening", cb: () => void): unknown }) {
  await once(server as never, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The baseline: a bare `node:http` server doing nothing but the move's two database calls. */
export async function bareMoveServer(db: DynamoDBClient, tableName: string) {
  const moves = bareMoves(db, tableName);
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await moves.move(JSON.parse(Buffer.concat(chunks).toString()) as BareMove);
    if (answer === null) res.writeHead(404).end();
    else res.writeHead(201, { "content-type": "application/json" }).end(answer);
  });
  server.listen(0, "127.0.0.1");
  return {
    url: await listening(server),
    open: moves.open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The same two calls behind bare Hono on its Node adapter, as the service is served: the framework's own cost. */
export async function bareHonoServer(db: DynamoDBClient, tableName: string) {
  const moves = bareMoves(db, tableName);
  const app = new Hono().post("/", async (c) => {
    const answer = await moves.move(await c.req.json<BareMove>());
    return answer === null ? c.body(null, 404) : c.body(answer, 201, { "content-type": "application/json" });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  return {
    url: await listening(server),
    open: moves.open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
