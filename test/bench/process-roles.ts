/** A bench process's entry (test/bench/processes.ts starts it): `tsx process-roles.ts <role>`, settings in BENCH_SETTINGS. */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { serve } from "@hono/node-server";
import dynalite from "dynalite";
import { catalog } from "../../domain/catalog";
import { createApp } from "../../functions/app";
import type { Deps } from "../../functions/deps";
import { jsonLog } from "../../functions/log";
import { folderMailer } from "../../functions/notify/email";
import { postWebhook } from "../../functions/notify/webhooks";
import { dynamoClient } from "../../functions/store/dynamo";
import { Store } from "../../functions/store/store";
import { localShards } from "../../functions/store/table";
import { bareHonoServer, bareMoveServer, type MoveBytes } from "./bare-move-server";
import { runLoad } from "./load-client";
import type { Answer, Ask, Role } from "./processes";

interface Settings {
  dynamoEndpoint?: string;
  tableName?: string;
  signingSecret?: string;
}

type Handlers = Record<string, (ask: Ask) => Promise<unknown>>;

const settings = JSON.parse(process.env.BENCH_SETTINGS ?? "{}") as Settings;
const tableName = settings.tableName ?? "games";

async function database(): Promise<{ url: string; handlers: Handlers }> {
  const db = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  db.listen(0, "127.0.0.1");
  await once(db, "listening");
  return { url: `http://127.0.0.1:${(db.address() as AddressInfo).port}`, handlers: {} };
}

/** The API as `npm start` serves it, on the shared database, with the request log Lambda writes; no worker. */
async function service(): Promise<{ url: string; handlers: Handlers }> {
  const links = { publicUrl: "http://127.0.0.1", clientUrl: "http://127.0.0.1/matches/{matchId}" };
  const deps: Deps = {
    store: new Store(dynamoClient(settings.dynamoEndpoint), tableName, localShards),
    games: catalog,
    now: () => new Date(),
    notify: { mailer: folderMailer(`${tmpdir()}/bench-outbox`, "bench@example.org"), links, postWebhook },
    signingSecret: settings.signingSecret,
    log: jsonLog,
    allowedOrigins: [],
  };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, handlers: {} };
}

async function bare(kind: "bare" | "hono"): Promise<{ url: string; handlers: Handlers }> {
  const db = dynamoClient(settings.dynamoEndpoint);
  const server = kind === "bare" ? await bareMoveServer(db, tableName) : await bareHonoServer(db, tableName);
  return {
    url: server.url,
    handlers: {
      open: async ({ chains, bytes }) => {
        await Promise.all((chains as string[]).map((chain) => server.open(chain, bytes as MoveBytes)));
      },
    },
  };
}

async function client(): Promise<{ url: string; handlers: Handlers }> {
  return { url: "", handlers: { run: (ask) => runLoad(ask as never) } };
}

const roles: Record<Role, () => Promise<{ url: string; handlers: Handlers }>> = {
  db: database,
  service,
  bare: () => bare("bare"),
  hono: () => bare("hono"),
  client,
};

const { url, handlers } = await roles[process.argv[2] as Role]();
const all: Handlers = {
  ...handlers,
  cpu: async () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  },
};
process.on("message", async (ask: Ask) => {
  const handler = all[ask.type];
  try {
    if (!handler) throw new Error(`no such request: ${ask.type}`);
    process.send?.({ id: ask.id, result: await handler(ask) } satisfies Answer);
  } catch (error) {
    process.send?.({
      id: ask.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies Answer);
  }
});
process.on("disconnect", () => process.exit(0));
process.send?.({ url });
