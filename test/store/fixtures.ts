import type { AddressInfo } from "node:net";
import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";
import { afterAll, beforeAll } from "vitest";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import type { MatchHeader } from "../../functions/store/records";

/** A dynalite on a free port for the file's tests, with `table` made; `db()` is its client once started. */
export function tableOnDynalite(table: string): () => DynamoDBClient {
  const server = dynalite({ createTableMs: 0 });
  let db: DynamoDBClient | undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    db = dynamoClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await ensureTable(db, table);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return () => {
    if (!db) throw new Error("the table is made before the tests run");
    return db;
  };
}

/** An active two-player Santa Cruz match's header at version 2. */
export function activeHeader(id: string, clock: MatchHeader["clock"] = null): MatchHeader {
  return {
    id,
    game: "santa-cruz",
    status: "active",
    seatCount: 2,
    seats: [
      { playerId: "p_a", name: "Ada" },
      { playerId: "p_b", name: "Bea" },
    ],
    options: { setAssignment: "draft" },
    createdBy: "p_a",
    inviteCode: "code",
    seed: id,
    seedCommitment: "x",
    version: 2,
    rulesVersion: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    clock,
  };
}
