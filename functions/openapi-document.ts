import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { games } from "../domain";
import { apiInfo, createApp } from "./app";
import { Store } from "./store/store";

/** The OpenAPI 3.1 document of the API, as generated from the route definitions. */
export function openApiDocument(): ReturnType<ReturnType<typeof createApp>["getOpenAPI31Document"]> {
  // describing the routes touches no database: this client is never used
  const store = new Store(new DynamoDBClient({ region: "none" }), "none");
  return createApp({ store, games, now: () => new Date() }).getOpenAPI31Document(apiInfo);
}

export const openApiPath = new URL("../openapi/openapi.json", import.meta.url);
