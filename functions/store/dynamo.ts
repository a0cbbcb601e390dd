import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from "@aws-sdk/client-dynamodb";
import { table } from "./table";

/** A client for DynamoDB on AWS, or for any DynamoDB-compatible endpoint (the local server). */
export function dynamoClient(endpoint?: string): DynamoDBClient {
  if (!endpoint) return new DynamoDBClient({});
  return new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
}

/** Creates the table with its index where it does not exist yet (local runs and tests; CDK does it on AWS). */
export async function ensureTable(db: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await db.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { partitionKey, sortKey, byPlayer, byWork } = table;
  const indexes = [byPlayer, byWork];
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
      GlobalSecondaryIndexes: indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: "HASH" },
          { AttributeName: index.sortKey, KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: "ALL" },
      })),
    }),
  );
}
