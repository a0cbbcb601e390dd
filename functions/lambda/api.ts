/** The API's Lambda function behind API Gateway HTTP API (payload 2.0). */
import { handle } from "hono/aws-lambda";
import { games } from "../../domain";
import { createApp } from "../app";
import { dynamoClient } from "../store/dynamo";
import { Store } from "../store/store";

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error("TABLE_NAME is not set");

// one client and app per container, reused by every invocation it serves
const store = new Store(dynamoClient(process.env.DYNAMODB_ENDPOINT), tableName);
export const handler = handle(createApp({ store, games, now: () => new Date() }));
