import { mkdir, readFile, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import dynalite from "dynalite";
import { games } from "../domain";
import { createApp } from "./app";
import { type Deps, randomSecret } from "./deps";
import { staticSite } from "./http/static-site";
import { type Mailer, mailerFromEnv, smtpMailer } from "./notify/email";
import { postWebhook } from "./notify/webhooks";
import { runDueWork } from "./notify/worker";
import { dynamoClient, ensureTable } from "./store/dynamo";
import { Store } from "./store/store";
import { webDist } from "./web-client";

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
  /** The web client's page for a match (otherwise CLIENT_URL, otherwise this server's `/matches/{matchId}`). */
  clientUrl?: string;
  /** The web client's build, served at `/`; null serves none. */
  webDir?: string | null;
  /** Signs sign-in links (otherwise SIGNING_SECRET, otherwise one kept in the data folder, or in memory). */
  signingSecret?: string;
}

/** The data folder's signing secret, made on the first start so that links outlive a restart. */
async function keptSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "signing-secret");
  const kept = (await readFile(file, "utf8").catch(() => "")).trim();
  if (kept) return kept;
  const secret = randomSecret(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
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
 * protocol, an in-process worker that delivers notifications and runs the turn clocks, and the web
 * client's build on the same origin.
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
  const links = { publicUrl: "", clientUrl: "" };
  const deps: Deps = {
    store: new Store(client, tableName),
    games,
    now: options.now ?? (() => new Date()),
    notify: { mailer, links, postWebhook },
    signingSecret:
      options.signingSecret ??
      process.env.SIGNING_SECRET ??
      (options.dataDir ? await keptSecret(options.dataDir) : randomSecret(32)),
  };
  const app = createApp(deps);
  const webDir = options.webDir === undefined ? webDist : options.webDir;
  const site = webDir ? staticSite(webDir) : async () => null;
  const fetch = async (request: Request) => (await site(request)) ?? app.fetch(request);
  const api = serve({ fetch, port: options.port, hostname: host });
  const port = await listening(api);
  const url = `http://${host}:${port}`;
  links.publicUrl = options.publicUrl ?? process.env.PUBLIC_URL ?? url;
  links.clientUrl = options.clientUrl ?? process.env.CLIENT_URL ?? `${url}/matches/{matchId}`;

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
