import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from "@aws-sdk/client-dynamodb";
import { table } from "./table";

/** A client for DynamoDB on AWS, or for any DynamoDB-compatible endpoint (the local server). */
export function dynamoClient(endpoint?: string, region = "local"): DynamoDBClient {
  const client = endpoint
    ? new DynamoDBClient({
        endpoint,
        region,
        credentials: { accessKeyId: "local", secretAccessKey: "local" },
      })
    : new DynamoDBClient({});
  // it copies every item sent and received, member by member, for a logger that drops them all
  client.middlewareStack.remove("loggerMiddleware");
  return client;
}

/** Creates the table with its index where it does not exist yet (local runs and tests; CDK does it on AWS). */
export async function ensureTable(db: DynamoDBClient, tableName: string): Promise<void> {
  const { partitionKey, sortKey, byPlayer, byWork } = table;
  const indexes = [byPlayer, byWork];
  const existing = await describe(db, tableName);
  if (existing) {
    const have = new Set((existing.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
    const missing = indexes.filter((i) => !have.has(i.name)).map((i) => i.name);
    // the embedded server cannot add an index to a table (DynamoDB on AWS gets it from the stack)
    if (missing.length > 0) {
      throw new Error(
        `Table ${tableName} was made by an older version and lacks the index(es) ${missing.join(", ")}: move its data folder aside (DATA_DIR) to start afresh`,
      );
    }
    return;
  }
  await db.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: "PAY_PER_REQUEST",
      AttributeDefinitions: [
        partitionKey,
        sortKey,
        ...indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
      ].map((name) => ({ AttributeName: name, AttributeType: "S" })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: "HASH" },
        { AttributeName: sortKey, KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: indexes.map(indexDefinition),
    }),
  );
}

type Index = { name: string; partitionKey: string; sortKey: string };

function indexDefinition(index: Index) {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: "HASH" as const },
      { AttributeName: index.sortKey, KeyType: "RANGE" as const },
    ],
    Projection: { ProjectionType: "ALL" as const },
  };
}

async function describe(db: DynamoDBClient, tableName: string) {
  try {
    return (await db.send(new DescribeTableCommand({ TableName: tableName }))).Table ?? null;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  }
}
