import { fileURLToPath } from "node:url";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { Store } from "../../functions/store/store";
import { localShards } from "../../functions/store/table";
import { randomSecret } from "../../functions/tokens/crypto";
import type { MoveBytes } from "./bare-move-server";
import type { Call, Load, LoadResult } from "./load-client";
import { type MoveCosts, type MoveCounts, moveCosts } from "./move-costs";
import { moveCall, type Plan, plannedMatch } from "./planned-match";
import { type BenchProcess, cpuOf, startProcess } from "./processes";
import { type Stats, stats } from "./stats";

const progress = (text: string) => process.stderr.write(`\r\x1b[K  ${text}`);

export interface HttpOptions {
  rounds: number;
  /** Moves each client makes in a round. */
  moves: number;
  clients: number[];
}

/** The games timed, with four seats: the longest states a match has. */
const timedGames = ["santa-cruz", "santa-maria"] as const;
const SEATS = 4;

const per = (n: number, moves: number, digits = 2) => (n / moves).toFixed(digits);

/** The database's side of a move, the worker's share included, per game and player count: a row each. */
function costRow(c: MoveCounts) {
  return {
    game: `${c.game} (${c.seats}${c.atScreen ? "" : ", by email alone"})`,
    "move: requests": per(c.move.requests, c.unkeyedMoves),
    "move: RCU": per(c.move.rcu, c.unkeyedMoves),
    "move: WCU (index)": `${per(c.move.wcu, c.unkeyedMoves)} (${per(c.move.indexWcu, c.unkeyedMoves)})`,
    "move: KB written": per(c.move.bytesWritten / 1024, c.unkeyedMoves),
    "keyed move: requests": per(c.keyed.requests, c.keyedMoves),
    "keyed move: RCU": per(c.keyed.rcu, c.keyedMoves),
    "keyed move: WCU": per(c.keyed.wcu, c.keyedMoves),
    "worker: requests": per(c.worker.requests, c.moves),
    "worker: RCU": per(c.worker.rcu, c.moves),
    "worker: WCU (index)": `${per(c.worker.wcu, c.moves)} (${per(c.worker.indexWcu, c.moves)})`,
    "emails per move": per(c.emails, c.moves),
    "WCU per move, all": per(c.move.wcu + c.keyed.wcu + c.worker.wcu, c.moves),
    "GET: requests / RCU": `${per(c.get.requests, c.moves)} / ${per(c.get.rcu, c.moves)}`,
    "poll (304): requests / RCU": `${per(c.poll.requests, c.moves)} / ${per(c.poll.rcu, c.moves)}`,
  };
}

/** The sizes a bare server copies: what a move of the game reads, writes and answers, on average over its game. */
function bytesOf(c: MoveCounts): MoveBytes {
  return {
    read: Math.round(c.move.bytesRead / c.unkeyedMoves),
    written: Math.round(c.move.bytesWritten / c.unkeyedMoves),
    answer: Math.round(c.answerBytes.move / c.moves),
  };
}

/**
 * What each move costs the database with the worker and email on, counted in this process; then
 * moves timed as Lambda serves them: client, database and servers each in a process of its own.
 */
export async function benchHttp(options: HttpOptions) {
  const counts: MoveCosts[] = [];
  for (const game of timedGames)
    for (const [seats, atScreen] of [
      [2, true],
      [SEATS, true],
      [SEATS, false],
    ] as const) {
      progress(`database cost of a move, worker and email on: ${game}, ${seats} players`);
      counts.push(await moveCosts(game, seats, atScreen));
    }
  const bytes = new Map(
    counts.filter((c) => c.seats === SEATS && c.atScreen).map((c) => [c.game, bytesOf(c)]),
  );
  const latency = await benchLatency(options, bytes);
  progress("");
  return { costRows: counts.map(costRow), counts, bytes, ...latency };
}

/** Matches a client plays, one each, started at staggered points of their game and replaced at its end. */
class Lanes {
  private constructor(
    private readonly open: () => Promise<Plan>,
    private readonly lanes: { plan: Plan; next: number }[],
  ) {}

  /** `count` matches, the i-th played (untimed) to i/count of its game, so that early, middle and late states are timed alike. */
  static async start(service: string, store: Store, client: BenchProcess, game: string, count: number) {
    let made = 0;
    const open = () => plannedMatch(service, store, game, SEATS, `bench-${game}-${count}-${made++}`);
    const plans = await Promise.all(Array.from({ length: count }, open));
    const lanes = plans.map((plan, i) => ({ plan, next: Math.floor((i / count) * plan.steps.length) }));
    const scripts = lanes.map(({ plan, next }) =>
      plan.steps.slice(0, next).map((step) => moveCall(plan, step)),
    );
    await client.ask<LoadResult>("run", { targets: [service], scripts, keyed: false } satisfies Load);
    return new Lanes(open, lanes);
  }

  /** Each match's next `moves` moves, a match too near its end replaced by a new one. */
  async take(moves: number): Promise<Call[][]> {
    return Promise.all(
      this.lanes.map(async (lane) => {
        if (lane.plan.steps.length - lane.next < moves)
          Object.assign(lane, { plan: await this.open(), next: 0 });
        const steps = lane.plan.steps.slice(lane.next, lane.next + moves);
        lane.next += moves;
        return steps.map((step) => moveCall(lane.plan, step));
      }),
    );
  }
}

interface Variant {
  name: string;
  /** The servers the load goes to in turn, and whose CPU it costs. */
  servers: BenchProcess[];
  keyed: boolean;
  /** Whether it plays the service's matches (or a bare server's chains). */
  service: boolean;
}

interface Samples {
  times: number[];
  p50: number[];
  cpu: number[];
  ratio: number[];
  cpuRatio: number[];
}

/**
 * Moves over real HTTP from a load generator process to the service and, beside it, the physical
 * minimum (bare node:http doing a GetItem and a conditional PutItem of the game's sizes) and bare
 * Hono doing the same, each its own process on one dynalite process; keyed and unkeyed, on one API
 * process and on two taken in turn (a match's next move on the other one: its snapshot cache missed).
 * Variants run interleaved, their order rotating each round; round 0 warms up and is not kept.
 */
async function benchLatency(options: HttpOptions, bytes: Map<string, MoveBytes>) {
  const db = await startProcess("db");
  const tableName = "games";
  const local = dynamoClient(db.url);
  await ensureTable(local, tableName);
  const store = new Store(local, tableName, localShards);
  const settings = { dynamoEndpoint: db.url, tableName, signingSecret: randomSecret(32) };
  const running = await Promise.all([
    startProcess("service", settings),
    startProcess("service", settings),
    startProcess("bare", settings),
    startProcess("hono", settings),
    startProcess("client"),
  ]);
  const [one, two, bare, hono, client] = running;
  const variants: Variant[] = [
    { name: "bare node:http (GetItem + PutItem)", servers: [bare], keyed: false, service: false },
    { name: "bare Hono (the same)", servers: [hono], keyed: false, service: false },
    { name: "service", servers: [one], keyed: false, service: true },
    { name: "service, keyed", servers: [one], keyed: true, service: true },
    { name: "service, 2 processes in turn", servers: [one, two], keyed: false, service: true },
    { name: "service, keyed, 2 processes in turn", servers: [one, two], keyed: true, service: true },
  ];
  try {
    const rows = [];
    const moveMs = new Map<string, number>();
    for (const game of timedGames) {
      const size = bytes.get(game);
      if (!size) throw new Error(`no sizes of a ${game} move`);
      for (const clients of options.clients) {
        progress(`moves over HTTP: ${game}, ${clients} clients, opening matches`);
        const lanes = await Lanes.start(one.url, store, client, game, clients);
        const samples = new Map(
          variants.map((v) => [v.name, { times: [], p50: [], cpu: [], ratio: [], cpuRatio: [] } as Samples]),
        );
        for (let round = 0; round <= options.rounds; round++) {
          progress(`moves over HTTP: ${game}, ${clients} clients, round ${round}/${options.rounds}`);
          const order = variants.map((_, i) => variants[(i + round) % variants.length]);
          const measured = new Map<string, { result: LoadResult; cpu: number }>();
          for (const variant of order) {
            const scripts = variant.service
              ? await lanes.take(options.moves)
              : await bareChains(
                  variant.servers[0],
                  `${game}-${clients}-${round}`,
                  clients,
                  options.moves,
                  size,
                );
            const load: Load = { targets: variant.servers.map((s) => s.url), scripts, keyed: variant.keyed };
            measured.set(
              variant.name,
              await cpuOf(variant.servers, () => client.ask<LoadResult>("run", load)),
            );
          }
          if (round > 0) keep(samples, measured, variants[0].name);
        }
        for (const [name, s] of samples) rows.push(latencyRow(game, clients, name, s));
        // what Lambda bills a move: the production path's wall time at the lightest load
        const billed = samples.get(variants[5].name);
        if (billed && !moveMs.has(game)) moveMs.set(game, percentile(billed.times, 0.5));
      }
    }
    return { latencyRows: rows, moveMs };
  } finally {
    await Promise.all(running.map((p) => p.close()));
    local.destroy();
    await db.close();
  }
}

/** Opens one chain per client on a bare server and scripts `moves` moves along each. */
async function bareChains(
  server: BenchProcess,
  round: string,
  clients: number,
  moves: number,
  size: MoveBytes,
) {
  const chains = Array.from({ length: clients }, (_, i) => `${server.role}-${round}-${i}`);
  await server.ask("open", { chains, bytes: size });
  return chains.map((chain) =>
    Array.from({ length: moves }, (_, version) => ({
      path: "/",
      body: JSON.stringify({ chain, version }),
      apiKey: null,
    })),
  );
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];

function keep(
  samples: Map<string, Samples>,
  measured: Map<string, { result: LoadResult; cpu: number }>,
  base: string,
) {
  const baseline = measured.get(base);
  if (!baseline) return;
  const baseP50 = percentile(baseline.result.times, 0.5);
  const baseCpu = baseline.cpu / baseline.result.times.length;
  for (const [name, { result, cpu }] of measured) {
    const s = samples.get(name);
    if (!s) continue;
    const p50 = percentile(result.times, 0.5);
    const cpuPerMove = cpu / result.times.length;
    s.times.push(...result.times);
    s.p50.push(p50);
    s.cpu.push(cpuPerMove);
    s.ratio.push(p50 / baseP50);
    s.cpuRatio.push(cpuPerMove / baseCpu);
  }
}

function latencyRow(game: string, clients: number, name: string, s: Samples) {
  const f = (n: number) => (n >= 10 ? n.toFixed(1) : n.toFixed(2));
  const show = (x: Stats) => `${f(x.min)} / ${f(x.median)} / ${f(x.max)}`;
  return {
    game,
    clients,
    server: name,
    "p50 ms": f(percentile(s.times, 0.5)),
    "p99 ms": f(percentile(s.times, 0.99)),
    "p50 ÷ bare (rounds)": show(stats(s.ratio)),
    "CPU µs per move": Math.round(stats(s.cpu).median),
    "CPU ÷ bare (rounds)": show(stats(s.cpuRatio)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // alone: `npx tsx test/bench/http.ts` (BENCH_ROUNDS, BENCH_MOVES set the effort, as for `npm run bench`)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const run = await benchHttp({
    rounds: Number(process.env.BENCH_ROUNDS ?? 2),
    moves: Number(process.env.BENCH_MOVES ?? 10),
    clients: [1, 8, 32],
  });
  console.table(run.costRows);
  console.table(run.latencyRows);
}
