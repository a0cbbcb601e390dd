import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type LocalServer, startLocal } from "../../functions/local-server";
import type { LogLine } from "../../functions/log";
import { meter, type Spent } from "./capacity";
import { type Plan, plannedMatch } from "./planned-match";

/** What a whole game's moves cost, counted as AWS bills them: the sums, and how many moves they are over. */
export interface MoveCounts {
  game: string;
  seats: number;
  /** Whether the next seat read each move at the screen (a full GET and a poll), or played by email alone. */
  atScreen: boolean;
  moves: number;
  unkeyedMoves: number;
  keyedMoves: number;
  /** The database's share of the moves without a key, with one, the worker's following each, a full read and a poll answered 304. */
  move: Spent;
  keyed: Spent;
  worker: Spent;
  get: Spent;
  poll: Spent;
  /** Body bytes of the answers to moves and full reads (a 304 has none). */
  answerBytes: { move: number; get: number };
  /** Bytes of log lines written by the API's requests (all of them) and by the worker's runs. */
  logBytes: { api: number; worker: number };
  apiRequests: number;
  /** Wall time of the full reads and polls in this process, and of the worker following the moves, in milliseconds. */
  getMs: number;
  pollMs: number;
  workerMs: number;
  /** Time to unpack and check the latest snapshot as a full read does, each time the next seat read it: what a poll answered 304 no longer spends. */
  unpackMs: number;
  /** Emails the worker sent (turn notices and their pictures), and their bytes as sent. */
  emails: number;
  emailBytes: number;
}

/** A game's counts, and its writes' WCU by item kind and index entry (the move's, the worker's and the due work's), summed. */
export type MoveCosts = MoveCounts & { wcuByKind: Record<string, number> };

const HOUR = 60 * 60_000;

function fresh(): Spent {
  return { requests: 0, rcu: 0, wcu: 0, indexWcu: 0, bytesWritten: 0, bytesRead: 0, calls: {} };
}

function add(into: Spent, more: Spent): void {
  for (const k of ["requests", "rcu", "wcu", "indexWcu", "bytesWritten", "bytesRead"] as const)
    into[k] += more[k];
  for (const [name, n] of Object.entries(more.calls)) into.calls[name] = (into.calls[name] ?? 0) + n;
}

/** Gives every seat a confirmed address, so that each turn sends the email a player gets by default. */
async function emailOn(server: LocalServer, plan: Plan): Promise<void> {
  for (const player of plan.bySeat) {
    const stored = await server.deps.store.getPlayer(player.id);
    if (!stored) throw new Error(`no player ${player.id}`);
    const email = `${player.id.toLowerCase()}@example.org`;
    await server.deps.store.changePlayer(stored, (p) => ({ ...p, email, emailStatus: "confirmed" }));
  }
}

async function outbox(dir: string): Promise<{ files: number; bytes: number }> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const sizes = await Promise.all(names.map(async (name) => (await stat(path.join(dir, name))).size));
  return { files: names.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}

/**
 * Plays one whole game through the API with every seat's email on, every other move keyed, and
 * meters the database after each step: the move, the worker following it as a stream batch does on
 * AWS, a full read of the match by the next seat and a poll answered 304; then the due work an hour
 * later (the work queues and their consumers), counted with the worker's.
 */
export async function moveCosts(game: string, seats: number, atScreen = true): Promise<MoveCosts> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-costs-"));
  let logged = 0;
  const log = (line: LogLine) => {
    logged += JSON.stringify({ time: new Date().toISOString(), ...line }).length + 1;
  };
  // the clock runs ahead at the end, so that notices held while a reader was at the screen come due
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);
  const server = await startLocal({ port: 0, dataDir, workIntervalMs: 0, webDir: null, log, now });
  const metered = await meter(server.deps.store.db, server.deps.store.tableName, server.dynamoEndpoint);
  try {
    const plan = await plannedMatch(server.url, server.deps.store, game, seats, `cost-${game}-${seats}`);
    await emailOn(server, plan);
    await server.work({ queues: false });
    const mailed = await outbox(path.join(dataDir, "outbox"));
    const sum = {
      move: fresh(),
      keyed: fresh(),
      worker: fresh(),
      get: fresh(),
      poll: fresh(),
      answerBytes: { move: 0, get: 0 },
      logBytes: { api: 0, worker: 0 },
      apiRequests: 0,
      getMs: 0,
      pollMs: 0,
      workerMs: 0,
      unpackMs: 0,
      keyedMoves: 0,
      wcuByKind: {} as Record<string, number>,
    };
    const bill = (kinds: Record<string, number>) => {
      for (const [kind, wcu] of Object.entries(kinds)) sum.wcuByKind[kind] = (sum.wcuByKind[kind] ?? 0) + wcu;
    };
    for (const [i, step] of plan.steps.entries()) {
      const keyed = i % 2 === 1;
      const reader = plan.bySeat[(step.seat + 1) % seats];
      logged = 0;
      const moved = await metered.measure(() => postMove(plan, step, keyed));
      sum.apiRequests += 1;
      if (atScreen) {
        const read = performance.now();
        const seen = await metered.measure(() => reader.get(`/v1/matches/${plan.matchId}`));
        const poll = performance.now();
        const etag = seen.result.headers.get("etag") ?? "";
        const polled = await metered.measure(() =>
          reader.request("GET", `/v1/matches/${plan.matchId}`, { headers: { "If-None-Match": etag } }),
        );
        if (polled.result.status !== 304) throw new Error(`a poll answered ${polled.result.status}`);
        const parts = await server.deps.store.matchPartsUnpacked(plan.matchId);
        const unpacking = performance.now();
        parts?.latest();
        sum.unpackMs += performance.now() - unpacking;
        sum.getMs += poll - read;
        sum.pollMs += performance.now() - poll;
        add(sum.get, seen.spent);
        add(sum.poll, polled.spent);
        sum.answerBytes.get += JSON.stringify(seen.result.body).length;
        sum.apiRequests += 2;
      }
      sum.logBytes.api += logged;
      logged = 0;
      const started = performance.now();
      const worked = await metered.measure(() => server.work({ queues: false }));
      sum.workerMs += performance.now() - started;
      sum.logBytes.worker += logged;
      add(keyed ? sum.keyed : sum.move, moved.spent);
      add(sum.worker, worked.spent);
      bill(moved.kinds);
      bill(worked.kinds);
      if (keyed) sum.keyedMoves++;
      sum.answerBytes.move += JSON.stringify(moved.result.body).length;
    }
    // the due work an hour on, queues and consumers included: held notices looked at anew, sent or dropped
    ahead = HOUR;
    logged = 0;
    const started = performance.now();
    const due = await metered.measure(() => server.work());
    sum.workerMs += performance.now() - started;
    sum.logBytes.worker += logged;
    add(sum.worker, due.spent);
    bill(due.kinds);
    const sent = await outbox(path.join(dataDir, "outbox"));
    return {
      game,
      seats,
      atScreen,
      ...sum,
      moves: plan.steps.length,
      unkeyedMoves: plan.steps.length - sum.keyedMoves,
      emails: sent.files - mailed.files,
      emailBytes: sent.bytes - mailed.bytes,
    };
  } finally {
    metered.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Posts a planned move, under a fresh Idempotency-Key when `keyed` (as the web client sends every move). */
async function postMove(plan: Plan, step: Plan["steps"][number], keyed: boolean) {
  const reply = await plan.bySeat[step.seat].post(
    `/v1/matches/${plan.matchId}/actions`,
    { action: step.action, expectedVersion: step.version },
    keyed ? { "Idempotency-Key": randomUUID() } : {},
  );
  if (reply.status !== 201) throw new Error(`move refused: ${JSON.stringify(reply.body)}`);
  return reply;
}
