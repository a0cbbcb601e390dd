import type { AddressInfo } from "node:net";
import { CreateTableCommand, DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";

const server = dynalite({ createTableMs: 0, updateTableMs: 0 });
let endpoint = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const indexesOf = async (name: string) =>
  (
    (await dynamoClient(endpoint).send(new DescribeTableCommand({ TableName: name }))).Table
      ?.GlobalSecondaryIndexes ?? []
  )
    .map((i) => i.IndexName)
    .sort();

describe("the table", () => {
  it("is created with both indexes, and creating it again changes nothing", async () => {
    await ensureTable(dynamoClient(endpoint), "fresh");
    await ensureTable(dynamoClient(endpoint), "fresh");
    expect(await indexesOf("fresh")).toEqual(["byPlayer", "byWork"]);
  });

  it("says plainly when local data from an older version lacks an index", async () => {
    const db = dynamoClient(endpoint);
    await db.send(
      new CreateTableCommand({
        TableName: "older",
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: ["pk", "sk", "gsi1pk", "gsi1sk"].map((n) => ({
          AttributeName: n,
          AttributeType: "S",
        })),
        KeySchema: [
          { AttributeName: "pk", KeyType: "HASH" },
          { AttributeName: "sk", KeyType: "RANGE" },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: "byPlayer",
            KeySchema: [
              { AttributeName: "gsi1pk", KeyType: "HASH" },
              { AttributeName: "gsi1sk", KeyType: "RANGE" },
            ],
            Projection: { ProjectionType: "ALL" },
          },
        ],
      }),
    );
    await expect(ensureTable(db, "older")).rejects.toThrow(
      /lacks the index\(es\) byWork: move its data folder aside/,
    );
  });
});
