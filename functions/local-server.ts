import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { serve } from "@hono/node-server";
import dynalite from "dynalite";
import { games } from "../domain";
import { createApp } from "./app";
import type { Deps } from "./deps";
import { type Mailer, mailerFromEnv, smtpMailer } from "./notify/email";
import { postWebhook } from "./notify/webhooks";
import { runDueWork } from "./notify/worker";
import { dynamoClient, ensureTable } from "./store/dynamo";
import { Store } from "./store/store";

export interface LocalOptions {
  /** Port of the API; 0 picks a free one. */
  port: number;
  /** Folder for the database (and the email outbox); in memory when null. */
  dataDir: string | null;
  tableName?: string;
  host?: string;
  /** How often the worker delivers notifications and runs the clocks; 0 runs no worker. */
  workIntervalMs?: number;
  /** An SMTP server for email (otherwise SMTP_URL, otherwise a folder outbox). */
  smtpUrl?: string;
  /** The clock (tests move it forward to pass deadlines). */
  now?: () => Date;
  /** The base URL in links (otherwise PUBLIC_URL, otherwise the server's own). */
  publicUrl?: string;
}

export interface LocalServer {
  url: string;
  dynamoEndpoint: string;
  deps: Deps;
  /** Runs the due work once now (what the timer does). */
  work(): ReturnType<typeof runDueWork>;
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

/**
 * The API on Node with an embedded DynamoDB-compatible server (dynalite) over the real wire
 * protocol, and an in-process worker that delivers notifications and runs the turn clocks.
 */
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
  const outbox = `${options.dataDir ?? tmpdir()}/outbox`;
  const mailer: Mailer = options.smtpUrl ? smtpMailer(options.smtpUrl) : mailerFromEnv(outbox);
  const links = { publicUrl: "", clientUrl: process.env.CLIENT_URL };
  const deps: Deps = {
    store: new Store(client, tableName),
    games,
    now: options.now ?? (() => new Date()),
    notify: { mailer, links, postWebhook },
  };
  const api = serve({ fetch: createApp(deps).fetch, port: options.port, hostname: host });
  const port = await listening(api);
  const url = `http://${host}:${port}`;
  links.publicUrl = options.publicUrl ?? process.env.PUBLIC_URL ?? url;

  let running: Promise<unknown> = Promise.resolve();
  const work = () => {
    const next = running.then(() => runDueWork(deps));
    running = next.catch((error) => console.error("worker:", error));
    return next;
  };
  const interval = options.workIntervalMs ?? 1000;
  const timer = interval > 0 ? setInterval(() => void work(), interval) : null;
  return {
    url,
    dynamoEndpoint,
    deps,
    work,
    async close() {
      if (timer) clearInterval(timer);
      await running;
      await new Promise((resolve) => api.close(resolve));
      client.destroy();
      await new Promise((resolve) => db.close(resolve));
    },
  };
}
