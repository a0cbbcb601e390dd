import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import type { Load, LoadResult } from "./load-client";
import { cpuOf, startProcess } from "./processes";

const db = await startProcess("db");
const local = dynamoClient(db.url);
await ensureTable(local, "games");
const settings = { dynamoEndpoint: db.url, tableName: "games" };
const bare = await startProcess((process.env.ROLE ?? "bare") as "bare", settings, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof/bare"]);
const client = await startProcess("client");
const size = { read: 1038, written: 724, answer: 452 };
const chains = Array.from({ length: 16 }, (_, i) => `c-${i}`);
await bare.ask("open", { chains, bytes: size });
const scripts = chains.map((chain) => Array.from({ length: 96 }, (_, version) => ({ path: "/", body: JSON.stringify({ chain, version }), apiKey: null })));
const load: Load = { targets: [bare.url], scripts, keyed: false };
const { result, cpu } = await cpuOf([bare], () => client.ask<LoadResult>("run", load));
const t = [...result.times].sort((a, b) => a - b);
console.log("bare moves", t.length, "p50", t[Math.floor(t.length / 2)].toFixed(2), "cpu µs/move", Math.round(cpu / t.length));
await bare.close(); await client.close(); local.destroy(); await db.close();
