/**
 * The push channel under load: `LIVE_CONNECTIONS` (1,000) connections, each a player of its own,
 * held by the local server (`startLocal`, as `npm start` runs it) in a process of its own, all
 * following one match; one move, and how long each connection waits for its own view of it.
 * `npx tsx test/bench/live.ts` prints its table.
 */
import { fork } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startLocal } from "../../functions/local-server";
import { type Client, newPlayer, startedMatch } from "../api/harness";
import { connectLive, type LiveClient } from "../live/live-client";
import { markdownTable } from "./report";

const progress = (text: string) => process.stderr.write(`\r\x1b[K  ${text}`);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

interface Server {
  url: string;
  /** The server process's memory now (after a collection), in bytes. */
  memory(): Promise<{ rss: number; heap: number }>;
  close(): void;
}

/** The server in a process of its own, so that the clients' work is not counted as its own. */
function serverProcess(): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), ["serve"], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once("message", (m) => resolve(m as T)));
  return next<{ url: string }>().then(({ url }) => ({
    url,
    memory: () => {
      child.send("memory");
      return next();
    },
    close: () => child.kill(),
  }));
}

async function serve() {
  const server = await startLocal({ port: 0, dataDir: null, webDir: null, workIntervalMs: 0 });
  process.on("message", () => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ rss, heap: heapUsed });
  });
  process.send?.({ url: server.url });
}

export async function benchLive(connections = 1000) {
  const server = await serverProcess();
  try {
    const players = await Promise.all(["Seat A", "Seat B"].map((n) => newPlayer(server.url, n)));
    const match = await startedMatch(players);
    const readers: Client[] = [...players];
    for (let i = readers.length; i < connections; i++) {
      if (i % 100 === 0) progress(`live: making reader ${i} of ${connections}`);
      readers.push(await newPlayer(server.url, `Reader ${i}`));
    }
    const before = await server.memory();
    const clients: LiveClient[] = [];
    for (const [i, reader] of readers.entries()) {
      if (i % 100 === 0) progress(`live: connecting ${i} of ${connections}`);
      const client = await connectLive(server.url, reader.apiKey);
      client.send({ type: "subscribe", matchId: match.id });
      clients.push(client);
    }
    await Promise.all(clients.map((c) => c.next((f) => f.type === "version", 60_000)));
    const held = await server.memory();
    progress("live: one move");
    const moverId = match.seats[match.activeSeats[0]].player.id;
    const mover = players.find((p) => p.id === moverId) as Client;
    const seen = (await mover.get(`/v1/matches/${match.id}`)).body;
    const sent = performance.now();
    const arrived = clients.map(
      (c) =>
        new Promise<number>((resolve) =>
          c.socket.on("message", (data) => {
            if (String(data).includes(`"version":${seen.version + 1},`)) resolve(performance.now() - sent);
          }),
        ),
    );
    await mover.post(`/v1/matches/${match.id}/actions`, {
      action: seen.legalActions[0],
      expectedVersion: seen.version,
    });
    const latencies = (await Promise.all(arrived)).sort((a, b) => a - b);
    for (const c of clients) c.close();
    progress("");
    return [
      {
        connections,
        "views (seats + spectators)": "2 + 1",
        "p50 ms": quantile(latencies, 0.5).toFixed(0),
        "p99 ms": quantile(latencies, 0.99).toFixed(0),
        "max ms": (latencies.at(-1) as number).toFixed(0),
        "within 1 s": `${latencies.filter((ms) => ms <= 1000).length} of ${connections}`,
        "heap KB a connection": ((held.heap - before.heap) / connections / 1024).toFixed(1),
        "RSS KB a connection": ((held.rss - before.rss) / connections / 1024).toFixed(1),
      },
    ];
  } finally {
    server.close();
  }
}

if (process.argv[2] === "serve") await serve();
else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(markdownTable(await benchLive(Number(process.env.LIVE_CONNECTIONS ?? 1000))));
  process.exit(0);
}
