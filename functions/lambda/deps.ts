import { games } from "../../domain";
import type { Deps } from "../deps";
import { dynamoClient } from "../store/dynamo";
import { Store } from "../store/store";

/** What every function of the deployment shares, from its environment; built once per container. */
export function depsFromEnv(): Deps {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) throw new Error("TABLE_NAME is not set");
  return {
    store: new Store(dynamoClient(process.env.DYNAMODB_ENDPOINT), tableName),
    games,
    now: () => new Date(),
    signingSecret: process.env.SIGNING_SECRET,
  };
}
