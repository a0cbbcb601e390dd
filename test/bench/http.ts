import { type DynamoDBClient, GetItemCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { startLocal } from "../../functions/local-server";
import { keys } from "../../functions/store/table";
import { newPlayer } from "../api/harness";

export interface HttpRow {
  measure: string;
  value: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Moves over real HTTP against the in-process server and dynalite, next to the bare database calls a
 * move needs (read the match, write the move, write the snapshot) against the same dynalite.
 */
export async function benchHttp(moves: number): Promise<HttpRow[]> {
  const server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 0 });
  const { db } = server.deps.store;
  const counted = { requests: 0, bytes: 0, counting: false };
  db.middlewareStack.add(
    (next) => async (args) => {
      if (counted.counting) {
        counted.requests++;
        const input = args.input as { Item?: unknown };
        if (input.Item) counted.bytes += JSON.stringify(input.Item).length;
      }
      return next(args);
    },
    { step: "initialize", name: "bench-counter" },
  );
  const players = [await newPlayer(server.url, "A"), await newPlayer(server.url, "B")];
  const timings: number[] = [];
  let matchId = "";
  let lastMatchItem: unknown = null;
  while (timings.length < moves) {
    const match = await players[0].post("/v1/matches", {
      game: "santa-cruz",
      seats: 2,
      seed: `bench-${timings.length}`,
    });
    await players[1].post(`/v1/matches/${match.body.id}/join`, { inviteCode: match.body.inviteCode });
    matchId = match.body.id;
    for (;;) {
      const seen = await players[0].get(`/v1/matches/${matchId}`);
      if (seen.body.status !== "active" || timings.length >= moves) break;
      const seat: number = seen.body.activeSeats[0];
      const mine = await players[seat].get(`/v1/matches/${matchId}`);
      counted.counting = true;
      const start = performance.now();
      const moved = await players[seat].post(`/v1/matches/${matchId}/actions`, {
        action: mine.body.legalActions[0],
        expectedVersion: mine.body.version,
      });
      timings.push(performance.now() - start);
      counted.counting = false;
      if (moved.status !== 201) throw new Error(`move failed: ${JSON.stringify(moved.body)}`);
    }
    lastMatchItem = (
      await db.send(
        new GetItemCommand({
          TableName: server.deps.store.tableName,
          Key: { pk: { S: keys.match(matchId).pk }, sk: { S: "MATCH" } },
        }),
      )
    ).Item;
  }
  const bare = await bareCalls(
    server.deps.store.db,
    server.deps.store.tableName,
    lastMatchItem as Record<string, never>,
    moves,
  );
  await server.close();
  const sorted = timings.sort((a, b) => a - b);
  const bareSorted = bare.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  return [
    { measure: "move over HTTP, p50", value: ms(percentile(sorted, 50)) },
    { measure: "move over HTTP, p99", value: ms(percentile(sorted, 99)) },
    { measure: "bare database calls of a move, p50", value: ms(percentile(bareSorted, 50)) },
    { measure: "bare database calls of a move, p99", value: ms(percentile(bareSorted, 99)) },
    {
      measure: "HTTP move / bare calls (p50)",
      value: (percentile(sorted, 50) / percentile(bareSorted, 50)).toFixed(2),
    },
    { measure: "database requests per move", value: (counted.requests / moves).toFixed(2) },
    { measure: "bytes written per move", value: Math.round(counted.bytes / moves).toString() },
  ];
}

/** The three calls a move makes, with items of the sizes a move writes, straight through the SDK. */
async function bareCalls(
  db: DynamoDBClient,
  table: string,
  matchItem: Record<string, never>,
  n: number,
): Promise<number[]> {
  const out: number[] = [];
  const pk = { S: "MATCH#bare" };
  await db.send(
    new PutItemCommand({
      TableName: table,
      Item: { ...matchItem, pk, sk: { S: "MATCH" }, version: { N: "0" } },
    }),
  );
  for (let v = 0; v < n; v++) {
    const start = performance.now();
    await db.send(
      new GetItemCommand({ TableName: table, Key: { pk, sk: { S: "MATCH" } }, ConsistentRead: true }),
    );
    await db.send(
      new PutItemCommand({
        TableName: table,
        Item: { pk, sk: { S: `V#${String(v + 1).padStart(9, "0")}` }, events: { S: "x".repeat(600) } },
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    await db.send(
      new PutItemCommand({
        TableName: table,
        Item: { ...matchItem, pk, sk: { S: "MATCH" }, version: { N: String(v + 1) } },
        ConditionExpression: "version = :v",
        ExpressionAttributeValues: { ":v": { N: String(v) } },
      }),
    );
    out.push(performance.now() - start);
  }
  return out;
}
