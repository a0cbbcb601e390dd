import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import dynalite from "dynalite";
import { catalog } from "../domain/catalog";
import { createApp } from "./app";
import { DEFAULT_MAIL_FROM, DEFAULT_REPLY_DOMAIN, SECRET_ADVICE, weakSecretReason } from "./config";
import { damagedDataError, openDataDir } from "./data-dir-check";
import type { Deps } from "./deps";
import { inProcessQueue } from "./follow-ups/work-queue";
import { runDueWork } from "./follow-ups/worker";
import { authenticator } from "./http/auth";
import { allowedOrigins } from "./http/cors";
import type { RateLimits } from "./http/rate-limits";
import { staticSite } from "./http/static-site";
import { listenForReplies } from "./inbound/listener";
import { serveLive } from "./live/local";
import { feedLive } from "./live/local-feed";
import { errorFields, errorLog, type Log } from "./log";
import { folderMailer, type Mailer, paced, smtpMailer } from "./notify/email";
import { type Targets, targetsFor } from "./notify/safe-fetch";
import { postWebhook } from "./notify/webhooks";
import { inboundListenError, listenError, StartError } from "./start-error";
import type { ChangeFeed } from "./store/changes";
import { dynamoClient, ensureTable } from "./store/dynamo";
import { localStream } from "./store/local-stream";
import { Store } from "./store/store";
import { localShards, type Shards } from "./store/table";
import { randomSecret } from "./tokens/crypto";
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
  /** Index partitions of the work queues (one each unless told: the embedded server has no partitions). */
  workShards?: Shards;
  /** An SMTP server for email (otherwise `.eml` files in the data folder's outbox). */
  smtpUrl?: string;
  /** The sender of notification emails. */
  mailFrom?: string;
  /** Emails a second the mailer sends at most, as SES's quota paces them on AWS (unpaced unless given). */
  mailSendRate?: number;
  /** Items of due work done at once, as the work queue's consumers do them on AWS (8 unless given). */
  workConsumers?: number;
  /** The clock (tests move it forward to pass deadlines). */
  now?: () => Date;
  /** The base URL in links (otherwise the server's own, so that links are never relative). */
  publicUrl?: string;
  /** The web client's page for a match (otherwise this server's `/matches/{matchId}`). */
  clientUrl?: string;
  /** The web client's build, served at `/`; null serves none. */
  webDir?: string | null;
  /** Signs sign-in links (otherwise one kept in the data folder, or in memory). */
  signingSecret?: string;
  /** Browser origins allowed besides the public URL's and the client page's (CORS). */
  corsOrigins?: readonly string[];
  /** Where request and worker lines go (otherwise only errors, to stderr). */
  log?: Log;
  /** Which addresses webhooks and chats may reach (otherwise loopback too only when the host is loopback). */
  targets?: Targets;
  /** An SMTP listener for replies to turn emails (port 0 picks a free one); none when absent. */
  inbound?: { port: number; host: string };
  /** The domain of reply addresses in turn emails. */
  replyDomain?: string;
  /** The abuse limits (`npm start` sets them); none when left out. */
  rateLimits?: RateLimits;
}

/** The data folder's signing secret, made on the first start so that links outlive a restart. */
async function keptSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "signing-secret");
  const kept = (await readFile(file, "utf8").catch(() => "")).trim();
  const weakness = kept ? weakSecretReason(kept) : null;
  // the file is read as SIGNING_SECRET is: a short or guessable one would sign what anyone can forge
  if (weakness)
    throw new StartError(
      `The signing secret in ${file} is too weak (it ${weakness}). Delete the file to have a new one made (links already sent stop working), or write ${SECRET_ADVICE} into it`,
    );
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
  /** The inbound SMTP listener's `smtp://host:port`, when there is one. */
  inboundUrl: string | null;
  /** The folder email goes to as `.eml` files, when no SMTP server is set. */
  outbox: string | null;
  /** Runs the due work once now, waiting for every item (what the timer does; without the queues, what a stream batch does on AWS). */
  work(options?: { queues?: boolean }): ReturnType<typeof runDueWork>;
  close(): Promise<void>;
}

interface Listener {
  once(event: "listening", cb: () => void): unknown;
  once(event: "error", cb: (error: NodeJS.ErrnoException) => void): unknown;
  address(): unknown;
}

/** The port once listening; a busy port or a wrong host rejects with what to do about it. */
function listening(server: Listener, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("listening", () => resolve((server.address() as AddressInfo).port));
    server.once("error", (error) => reject(listenError(error, host, port)));
  });
}

const pacedBy = (mailer: Mailer, perSecond: number | undefined) =>
  perSecond === undefined ? mailer : paced(mailer, perSecond);

/** How long a timer's run waits for one item of work before going on without it. */
const TICK_WAITS_MS = 2000;

/**
 * Runs the due work one run after another, logging each run that did something or failed; each
 * run hands its items to `consumers` in-process consumers, as the schedule hands them to SQS on AWS.
 * The timer's runs wait a few seconds at most for an item, as SQS's consumers run apart on AWS: a
 * player's receivers that hang hold up neither the computer players' moves nor others' notices.
 */
function workQueue(deps: Deps, log: Log, feed: ChangeFeed, consumers: number) {
  let running: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const whole = inProcessQueue(deps, consumers);
  const timed = inProcessQueue(deps, consumers, { waitAtMostMs: TICK_WAITS_MS });
  const work = (options: { queues?: boolean; timed?: boolean } = {}): ReturnType<typeof runDueWork> => {
    const runId = randomUUID();
    pending++;
    const queue = options.timed ? timed : whole;
    const next = running.then(() => runDueWork(deps, { feed, queue, queues: options.queues }));
    running = next
      .then(
        (done) => {
          if (Object.values(done).some((n) => n > 0)) log({ level: "info", msg: "work", runId, ...done });
        },
        (error) => log({ level: "error", msg: "work failed", runId, ...errorFields(error) }),
      )
      .finally(() => pending--);
    return next;
  };
  return {
    work,
    /** The timer's run: skipped while another is still going, so that slow runs never pile up. */
    tick: () => (pending > 0 ? undefined : void work({ timed: true }).catch(() => {})),
    idle: () => running.then(() => timed.idle()),
  };
}

function closing(server: { close(cb: () => void): unknown }): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * The API on Node with an embedded DynamoDB-compatible server (dynalite) over the real wire
 * protocol, an in-process worker that delivers notifications and runs the turn clocks, and the web
 * client's build on the same origin. The data folder is claimed first: the database opens it once,
 * and only once it is checked for damage.
 */
export async function startLocal(options: LocalOptions): Promise<LocalServer> {
  const host = options.host ?? "127.0.0.1";
  const release = options.dataDir ? await openDataDir(options.dataDir) : async () => {};
  const db = dynalite({
    ...(options.dataDir ? { path: options.dataDir } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  try {
    return await serveWith(db, host, options, release);
  } catch (error) {
    await closing(db);
    await release();
    throw options.dataDir ? damagedDataError(error, options.dataDir) : error;
  }
}

async function serveWith(
  db: ReturnType<typeof dynalite>,
  host: string,
  options: LocalOptions,
  release: () => Promise<void>,
): Promise<LocalServer> {
  db.listen(0, host);
  const dynamoEndpoint = `http://${host}:${await listening(db, host, 0)}`;
  const client = dynamoClient(dynamoEndpoint);
  const tableName = options.tableName ?? "games";
  await ensureTable(client, tableName);
  // the embedded server has no stream: new snapshots and notices reach the worker through this one
  const stream = await localStream(
    client,
    tableName,
    options.dataDir ? path.join(options.dataDir, "stream") : null,
  );
  const from = options.mailFrom ?? DEFAULT_MAIL_FROM;
  // without a data folder, a folder of this run's own (only its user reads it), never a shared one, gone with the run
  const ownFolder = options.dataDir ? null : await mkdtemp(path.join(tmpdir(), "games-"));
  const outbox = ownFolder ? path.join(ownFolder, "outbox") : `${options.dataDir}/outbox`;
  const links = { publicUrl: "", clientUrl: "" };
  const origins: string[] = [];
  const log = options.log ?? errorLog;
  const deps: Deps = {
    store: new Store(client, tableName, options.workShards ?? localShards),
    games: catalog,
    now: options.now ?? (() => new Date()),
    notify: {
      mailer: pacedBy(
        options.smtpUrl ? smtpMailer(options.smtpUrl, from) : folderMailer(outbox, from),
        options.mailSendRate,
      ),
      links,
      postWebhook,
      targets: options.targets ?? targetsFor(host),
    },
    signingSecret:
      options.signingSecret ?? (options.dataDir ? await keptSecret(options.dataDir) : randomSecret(32)),
    log,
    allowedOrigins: origins,
    replyDomain: options.replyDomain ?? DEFAULT_REPLY_DOMAIN,
  };
  const app = createApp(deps, { rateLimits: options.rateLimits });
  const webDir = options.webDir === undefined ? webDist : options.webDir;
  const site = webDir ? staticSite(webDir) : async () => null;
  // the env carries the socket: the client's address for the limits
  const fetch = async (request: Request, env: unknown) => (await site(request)) ?? app.fetch(request, env);
  const api = serve({ fetch, port: options.port, hostname: host });
  const live = serveLive(api as Server, deps, authenticator(deps));
  feedLive(client, live.hub);
  deps.pushChat = (matchId, seated, message) => live.hub.publishChat(matchId, seated, message);
  deps.followers = async (matchId) => live.hub.players(matchId);
  const url = `http://${host}:${await listening(api, host, options.port)}`;
  // known only now that the port is: links are absolute, and the public URL's origin is allowed
  links.publicUrl = options.publicUrl ?? url;
  links.clientUrl = options.clientUrl ?? `${url}/matches/{matchId}`;
  origins.push(...allowedOrigins([links.publicUrl, links.clientUrl], options.corsOrigins ?? []));
  // after the links are known: an answer to the first reply links to the match
  const at = options.inbound;
  const inbound = at
    ? await listenForReplies(deps, at.port, at.host).catch(async (error) => {
        await closing(api);
        throw inboundListenError(error, at);
      })
    : null;

  const queue = workQueue(deps, log, stream, options.workConsumers ?? 8);
  const interval = options.workIntervalMs ?? 1000;
  const timer = interval > 0 ? setInterval(queue.tick, interval) : null;
  return {
    url,
    dynamoEndpoint,
    deps,
    inboundUrl: inbound?.url ?? null,
    outbox: options.smtpUrl ? null : outbox,
    work: queue.work,
    async close() {
      if (timer) clearInterval(timer);
      await inbound?.close();
      await queue.idle();
      await live.close();
      await closing(api);
      client.destroy();
      await closing(db);
      await release();
      if (ownFolder) await rm(ownFolder, { recursive: true, force: true });
    },
  };
}
