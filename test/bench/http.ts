import { randomUUID } from "node:crypto";
import { games } from "../../domain";
import { type LocalServer, startLocal } from "../../functions/local-server";
import { Client, newPlayer, type Player } from "../api/harness";
import { bareMoveServer, type MoveBytes } from "./bare-move-server";
import { meter, type Spent } from "./capacity";
import { type Stats, stats } from "./stats";

/** One match's moves, worked out beforehand with the engine, so that a client only posts them. */
interface Plan {
  matchId: string;
  bySeat: Player[];
  steps: { seat: number; version: number; action: unknown }[];
}

const progress = (text: string) => process.stderr.write(`\r\x1b[K  ${text}`);

/** Opens a match of two (or more) players with a seed and plans its first `moves` moves. */
async function plannedMatch(server: LocalServer, game: string, seats: number, seed: string, moves: number) {
  const bySeat = await Promise.all(Array.from({ length: seats }, (_, i) => newPlayer(server.url, `P${i}`)));
  const created = await bySeat[0].post("/v1/matches", { game, seats, seed });
  let match = created.body;
  for (const guest of bySeat.slice(1))
    match = (await guest.post(`/v1/matches/${match.id}/join`, { inviteCode: created.body.inviteCode })).body;
  const engine = games.get(game);
  if (!engine || match.status !== "active") throw new Error(`could not start a ${game} match`);
  // people at the table get a seed mixed with the server's random bits: the bench reads it to plan
  const stored = await server.deps.store.getMatch(match.id);
  let state = engine.setup(stored?.seed ?? seed, seats, match.options);
  const steps: Plan["steps"] = [];
  for (let version = match.version; steps.length < moves && !engine.result(state); version++) {
    const seat = engine.activeSeats(state)[0];
    const action = engine.legalActions(state, seat)[0];
    steps.push({ seat, version, action });
    state = engine.apply(state, seat, action).state;
  }
  return { matchId: match.id as string, bySeat, steps } satisfies Plan;
}

/** Posts a planned move, under a fresh Idempotency-Key when `keyed` (as the web client sends every move). */
async function postMove(plan: Plan, step: Plan["steps"][number], keyed = false) {
  const reply = await plan.bySeat[step.seat].post(
    `/v1/matches/${plan.matchId}/actions`,
    { action: step.action, expectedVersion: step.version },
    keyed ? { "Idempotency-Key": randomUUID() } : {},
  );
  if (reply.status !== 201) throw new Error(`move refused: ${JSON.stringify(reply.body)}`);
  return reply;
}

/** Each client plays its own match, one move after another; the time of each move. */
async function serviceRound(server: LocalServer, clients: number, moves: number, round: string) {
  const plans = await Promise.all(
    Array.from({ length: clients }, (_, i) => plannedMatch(server, "santa-cruz", 2, `${round}-${i}`, moves)),
  );
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    plans.map(async (plan) => {
      for (const step of plan.steps) {
        const t = performance.now();
        await postMove(plan, step);
        times.push(performance.now() - t);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000, moves: times.length };
}

async function bareRound(
  bare: Awaited<ReturnType<typeof bareMoveServer>>,
  clients: number,
  moves: number,
  round: string,
) {
  const chains = Array.from({ length: clients }, (_, i) => `${round}-${i}`);
  await Promise.all(chains.map((chain) => bare.open(chain)));
  const client = new Client(bare.url);
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    chains.map(async (chain) => {
      for (let version = 0; version < moves; version++) {
        const t = performance.now();
        const reply = await client.post("/", { chain, version, action: { type: "chooseSet", set: "A" } });
        if (reply.status !== 201) throw new Error(`bare move failed: ${reply.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000, moves: times.length };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * What one move costs the database, the worker's share included, per game and player count; every
 * other move is keyed, metered apart.
 */
async function moveCosts(server: LocalServer, game: string, seats: number, moves: number) {
  const metered = await meter(server.deps.store.db, server.deps.store.tableName, server.dynamoEndpoint);
  try {
    const plan = await plannedMatch(server, game, seats, `cost-${game}-${seats}`, moves);
    await server.work({ queues: false });
    const sum = { move: fresh(), keyed: fresh(), worker: fresh(), get: fresh(), answer: 0, keyedMoves: 0 };
    for (const [i, step] of plan.steps.entries()) {
      const keyed = i % 2 === 1;
      const moved = await metered.measure(() => postMove(plan, step, keyed));
      // what a stream batch does on AWS: follow the new snapshot, send what it made
      const worked = await metered.measure(() => server.work({ queues: false }));
      const seen = await metered.measure(() => plan.bySeat[step.seat].get(`/v1/matches/${plan.matchId}`));
      add(keyed ? sum.keyed : sum.move, moved.spent);
      add(sum.worker, worked.spent);
      add(sum.get, seen.spent);
      if (keyed) sum.keyedMoves++;
      else sum.answer += JSON.stringify(moved.result.body).length;
    }
    return { ...sum, moves: plan.steps.length, unkeyedMoves: plan.steps.length - sum.keyedMoves };
  } finally {
    metered.close();
  }
}

function fresh(): Spent {
  return { requests: 0, rcu: 0, wcu: 0, indexWcu: 0, bytesWritten: 0, bytesRead: 0, calls: {} };
}

function add(into: Spent, more: Spent): void {
  for (const k of ["requests", "rcu", "wcu", "indexWcu", "bytesWritten", "bytesRead"] as const)
    into[k] += more[k];
  for (const [name, n] of Object.entries(more.calls)) into.calls[name] = (into.calls[name] ?? 0) + n;
}

const per = (n: number, moves: number, digits = 2) => (n / moves).toFixed(digits);

export interface HttpOptions {
  rounds: number;
  /** Moves each client makes in a round. */
  moves: number;
  clients: number[];
}

/**
 * Moves over real HTTP against the in-process server and dynalite, interleaved round by round
 * with the physical minimum (a bare server making one GetItem and one conditional PutItem of the
 * same sizes against the same dynalite); then what each move, its worker run and a GET cost.
 */
export async function benchHttp(options: HttpOptions) {
  const server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 0, webDir: null });
  try {
    const costRows = [];
    const costs = new Map<string, Awaited<ReturnType<typeof moveCosts>>>();
    for (const [game, seats] of [
      ["santa-cruz", 2],
      ["santa-cruz", 4],
      ["santa-maria", 2],
      ["santa-maria", 4],
    ] as const) {
      progress(`database cost of a move: ${game}, ${seats} players`);
      const c = await moveCosts(server, game, seats, 60);
      costs.set(`${game}/${seats}`, c);
      costRows.push({
        game: `${game} (${seats})`,
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
        "worker: player reads (BatchGetItem)": per(c.worker.calls.BatchGetItemCommand ?? 0, c.moves),
        "WCU per move, all": per(c.move.wcu + c.keyed.wcu + c.worker.wcu, c.moves),
        "GET: requests": per(c.get.requests, c.moves),
        "GET: RCU": per(c.get.rcu, c.moves),
      });
    }
    const sc = costs.get("santa-cruz/2");
    if (!sc) throw new Error("no cost of a Santa Cruz move");
    const bytes: MoveBytes = {
      read: Math.round(sc.move.bytesRead / sc.unkeyedMoves),
      written: Math.round(sc.move.bytesWritten / sc.unkeyedMoves),
      answer: Math.round(sc.answer / sc.unkeyedMoves),
    };
    const latencyRows = await interleaved(server, bytes, options);
    return { costRows, latencyRows, bytes };
  } finally {
    progress("");
    await server.close();
  }
}

async function interleaved(server: LocalServer, bytes: MoveBytes, options: HttpOptions) {
  const { db, tableName } = server.deps.store;
  const bare = await bareMoveServer(db, tableName, bytes);
  try {
    const samples = new Map<number, { service: number[]; bare: number[]; ratio: number[]; tput: number[] }>();
    for (const clients of options.clients)
      samples.set(clients, { service: [], bare: [], ratio: [], tput: [] });
    // round 0 warms both up and is not kept; odd rounds run the bare server first
    for (let round = 0; round <= options.rounds; round++) {
      for (const clients of options.clients) {
        progress(`moves over HTTP: round ${round}/${options.rounds}, ${clients} clients`);
        const runs = [
          () => serviceRound(server, clients, options.moves, `r${round}-c${clients}`),
          () => bareRound(bare, clients, options.moves, `r${round}-c${clients}`),
        ];
        const [first, second] = round % 2 === 1 ? [runs[1], runs[0]] : runs;
        const a = await first();
        const b = await second();
        const [service, bareRun] = round % 2 === 1 ? [b, a] : [a, b];
        if (round === 0) continue;
        const s = samples.get(clients);
        if (!s) continue;
        s.service.push(median(service.times));
        s.bare.push(median(bareRun.times));
        s.ratio.push(median(service.times) / median(bareRun.times));
        s.tput.push(bareRun.moves / bareRun.seconds / (service.moves / service.seconds));
      }
    }
    return [...samples].map(([clients, s]) => ({
      clients,
      "service move, median ms": show(stats(s.service)),
      "bare GetItem + PutItem, median ms": show(stats(s.bare)),
      "latency ratio (service ÷ bare)": show(stats(s.ratio)),
      "per-move time ratio at this load (service ÷ bare)": show(stats(s.tput)),
    }));
  } finally {
    await bare.close();
  }
}

function show(s: Stats): string {
  const f = (n: number) => (n >= 10 ? n.toFixed(1) : n.toFixed(2));
  return `${f(s.min)} / ${f(s.median)} / ${f(s.max)}`;
}
