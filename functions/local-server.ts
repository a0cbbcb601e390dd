import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import dynalite from "dynalite";
import { games } from "../domain";
import { createApp } from "./app";
import type { Deps } from "./deps";
import { dynamoClient, ensureTable } from "./store/dynamo";
import { Store } from "./store/store";

export interface LocalOptions {
  /** Port of the API; 0 picks a free one. */
  port: number;
  /** Folder for the database; in memory when null. */
  dataDir: string | null;
  tableName?: string;
  host?: string;
}

export interface LocalServer {
  url: string;
  dynamoEndpoint: string;
  deps: Deps;
  close(): Promise<void>;
}

function listening(server: {
  once(event: "listening", cb: () => void): unknown;
  address(): unknown;
}): Promise<number> {
  return new Promise((resolve) =>
    server.once("listening", () => resolve((server.address() as AddressInfo).port)),
  );
}

/** The API on Node with an embedded DynamoDB-compatible server (dynalite), talking over the real wire protocol. */
export async function startLocal(options: LocalOptions): Promise<LocalServer> {
  const host = options.host ?? "127.0.0.1";
  const db = dynalite({
    ...(options.dataDir ? { path: options.dataDir } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  db.listen(0, host);
  const dbPort = await listening(db);
  const dynamoEndpoint = `http://${host}:${dbPort}`;
  const client = dynamoClient(dynamoEndpoint);
  const tableName = options.tableName ?? "games";
  await ensureTable(client, tableName);
  const deps: Deps = { store: new Store(client, tableName), games, now: () => new Date() };
  const api = serve({ fetch: createApp(deps).fetch, port: options.port, hostname: host });
  const port = await listening(api);
  return {
    url: `http://${host}:${port}`,
    dynamoEndpoint,
    deps,
    async close() {
      await new Promise((resolve) => api.close(resolve));
      client.destroy();
      await new Promise((resolve) => db.close(resolve));
    },
  };
}
