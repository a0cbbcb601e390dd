import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { Store } from "../../functions/store/store";
import { localShards } from "../../functions/store/table";
import { randomSecret } from "../../functions/tokens/crypto";
import type { Load, LoadResult } from "./load-client";
import { moveCall, plannedMatch, type Plan } from "./planned-match";
import { cpuOf, startProcess } from "./processes";

const game = process.env.GAME ?? "santa-cruz";
const db = await startProcess("db");
const local = dynamoClient(db.url);
await ensureTable(local, "games");
const store = new Store(local, "games", localShards);
const settings = { dynamoEndpoint: db.url, tableName: "games", signingSecret: randomSecret(32) };
const a = await startProcess("service", settings);
process.env.TMP_VARIANT = "1";
const b = await startProcess("service", settings);
delete process.env.TMP_VARIANT;
const client = await startProcess("client");
const clients = Number(process.env.CLIENTS ?? 8);
async function lanes(url: string, tag: string) {
  const plans = await Promise.all(Array.from({ length: clients }, (_, i) => plannedMatch(url, store, game, 4, `${tag}-${i}`)));
  return plans.map((plan) => ({ plan, next: 0 }));
}
for (const [svc, tag] of [[a, "wa"], [b, "wb"]] as const) for (let w = 0; w < Number(process.env.WARM ?? 3); w++) {
  const ls = await lanes(svc.url, `${tag}${w}`);
  await client.ask<LoadResult>("run", { targets: [svc.url], scripts: take(ls, 200), keyed: false });
}
const la = await lanes(a.url, "a"), lb = await lanes(b.url, "b");
function take(ls: { plan: Plan; next: number }[], n: number) { return ls.map((l) => { const s = l.plan.steps.slice(l.next, l.next + n); l.next += n; return s.map((st) => moveCall(l.plan, st)); }); }
const res: Record<string, number[]> = { A: [], B: [] };
const lat: Record<string, number[]> = { A: [], B: [] };
const rounds = Number(process.env.ROUNDS ?? 8), per = 10;
for (let r = 0; r <= rounds; r++) {
  for (const [name, svc, ls] of (r % 2 ? [["A", a, la], ["B", b, lb]] : [["B", b, lb], ["A", a, la]]) as any) {
    const load: Load = { targets: [svc.url], scripts: take(ls, per), keyed: false };
    const { result, cpu } = await cpuOf([svc], () => client.ask<LoadResult>("run", load));
    if (r > 0) { res[name].push(cpu / result.times.length); lat[name].push(...result.times); }
  }
}
const med = (x: number[]) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)];
console.log(game, "cpu µs/move A", Math.round(med(res.A)), "B", Math.round(med(res.B)), "ratio B/A", (med(res.B) / med(res.A)).toFixed(3), "p50 A", med(lat.A).toFixed(2), "B", med(lat.B).toFixed(2));
console.log("A rounds", res.A.map(Math.round).join(" "), "\nB rounds", res.B.map(Math.round).join(" "));
await a.close(); await b.close(); await client.close(); local.destroy(); await db.close();
