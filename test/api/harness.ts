import { ScanCommand, type ScanCommandInput } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, expect } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import { type SantaCruzEvent, type SantaCruzState, santaCruz } from "../../domain/santa-cruz";
import { type LocalOptions, type LocalServer, startLocal } from "../../functions/local-server";

/** Starts the real API on a free port with an in-memory dynalite for the test file. */
export function useServer(options: Partial<LocalOptions> = {}): {
  readonly server: LocalServer;
  readonly url: string;
} {
  let server: LocalServer | undefined;
  beforeAll(async () => {
    // no background worker unless a test asks: the work it does would race the table checks
    server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 0, ...options });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error("the server is not started yet");
      return server;
    },
    get url() {
      if (!server) throw new Error("the server is not started yet");
      return server.url;
    },
  };
}

export type Json = any;
export type Player = Client & { id: string };

export interface Reply<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small HTTP client over fetch: JSON in, parsed JSON (or problem+json) out. */
export class Client {
  constructor(
    readonly base: string,
    readonly apiKey: string | null = null,
  ) {}

  async request<T = Json>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      headers?: Record<string, string>;
      raw?: string | Uint8Array<ArrayBuffer>;
    } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.apiKey) headers.Authorization = `Bearer ${this.apiKey}`;
    // a string is sent as text/plain unless a Content-Type is given; bytes are sent without one
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["Content-Type"] ??= "application/json";
    }
    const res = await fetch(`${this.base}${path}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }

  get<T = Json>(path: string, headers?: Record<string, string>) {
    return this.request<T>("GET", path, { headers });
  }

  post<T = Json>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>("POST", path, { body, headers });
  }
}

/** Registers a player and returns a client that acts as them. */
export async function newPlayer(base: string, name: string): Promise<Client & { id: string }> {
  const reply = await new Client(base).post("/v1/players", { name });
  if (reply.status !== 201) throw new Error(`could not create player: ${JSON.stringify(reply.body)}`);
  return Object.assign(new Client(base, reply.body.apiKey), { id: reply.body.player.id as string });
}

/** Opens a match for `players.length` seats, seats everyone, and returns the started match. */
export async function startedMatch(
  players: (Client & { id: string })[],
  options: { game?: string; seed?: string; options?: unknown } = {},
): Promise<Json> {
  const [host, ...guests] = players;
  const created = await host.post("/v1/matches", {
    game: options.game ?? "santa-cruz",
    seats: players.length,
    seed: options.seed,
    options: options.options,
  });
  if (created.status !== 201) throw new Error(`could not create match: ${JSON.stringify(created.body)}`);
  let match = created.body;
  for (const guest of guests) {
    const joined = await guest.post(`/v1/matches/${match.id}/join`, { inviteCode: created.body.inviteCode });
    if (joined.status !== 200) throw new Error(`could not join: ${JSON.stringify(joined.body)}`);
    match = joined.body;
  }
  return match;
}

/** The seat a player sits in: the start draws the order. */
export const seatOf = (match: Json, player: { id: string }): number =>
  match.seats.findIndex((s: Json) => s?.player?.id === player.id);

/** The players in the seats the start drew for them (seat 0 starts): every seat must be one of theirs. */
export function inSeats<P extends { id: string }>(match: Json, players: P[]): P[] {
  return match.seats.map((seat: Json) => {
    const player = players.find((p) => p.id === seat?.player?.id);
    if (!player) throw new Error(`seat of ${seat?.player?.id} is none of the players given`);
    return player;
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers for the API suites below: problems, database snapshots, a client-side player loop and
// the engine replay that the answers are compared with.

/** The answer is an RFC 9457 problem of that kind and status. */
export function expectProblem(reply: Reply, status: number, kind: string): void {
  expect({ status: reply.status, body: reply.body }).toMatchObject({
    status,
    body: { type: `/problems/${kind}`, status },
  });
  expect(reply.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(typeof reply.body.title).toBe("string");
  // no stack traces or internal names leak out
  expect(JSON.stringify(reply.body)).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|Dynamo|Exception/);
}

/** Every item of the table, as sorted JSON lines: equal snapshots mean nothing was written. */
export async function tableSnapshot(server: LocalServer): Promise<string[]> {
  const { db, tableName } = server.deps.store;
  const items: string[] = [];
  let start: ScanCommandInput["ExclusiveStartKey"];
  do {
    const out = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    for (const item of out.Items ?? []) items.push(JSON.stringify(Object.entries(item).sort()));
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

/** A seeded, repeatable choice among the legal actions. */
export function chooser(seed: string): <T>(items: readonly T[]) => T {
  const random = new Random(seedRandom(seed));
  return (items) => {
    if (items.length === 0) throw new Error("nothing to choose from");
    return items[random.int(items.length)];
  };
}

/** One thing a seat (null: a spectator) received while the match was played. */
export interface Observation {
  seat: number | null;
  kind: "match" | "action" | "moves";
  /** The match version the answer describes (for an action, the version it made). */
  version: number;
  body: Json;
}

export interface PlayOptions {
  /** Seeds each seat's choices. */
  chooserSeed: string;
  /** Each seat (and the spectator) also follows GET /moves?after= with this page size. */
  movesPageSize?: number;
  /** ...every this many rounds of play (and at the end); 1 when left out. */
  movesEvery?: number;
  /** An anonymous client watches too. */
  spectator?: boolean;
  observe?: (o: Observation) => void;
  maxRounds?: number;
}

export interface Played {
  /** The last answer of GET /v1/matches/{id} per seat, at the end. */
  finals: Json[];
  /** Each seat's player. */
  bySeat: Player[];
  /** Every accepted action, in order. */
  posted: { version: number; seat: number; action: Json }[];
  /** The version at which play started. */
  startVersion: number;
  /** Stale-version answers met (several seats deciding at once). */
  staleAnswers: number;
  /** The most seats that were awaited at the same time. */
  mostActiveSeats: number;
  /** Per seat, then the spectator last: the moves read through /moves. */
  movesSeen: Json[][];
}

interface Seated {
  client: Client;
  seat: number | null;
  etag: string | null;
  match: Json;
  movesAfter: number;
  moves: Json[];
  choose: <T>(items: readonly T[]) => T;
}

/**
 * Plays a started match to its end the way real clients would: every seat polls its own view
 * (with If-None-Match), and every seat awaited picks one of its `legalActions` and sends it with
 * the version it decided on. Odd seats send it as If-Match (the ETag they read), even seats as
 * `expectedVersion`. When several seats are awaited at once (the secret discards), all decide on
 * the same version, so all but the first get the stale answer and decide again.
 */
export async function playToEnd(players: Player[], matchId: string, options: PlayOptions): Promise<Played> {
  const path = `/v1/matches/${matchId}`;
  const watcher = (client: Client): Seated => ({
    client,
    seat: null,
    etag: null,
    match: null,
    movesAfter: 0,
    moves: [],
    choose: () => {
      throw new Error("a spectator does not choose");
    },
  });
  const watchers = players.map(watcher);
  if (options.spectator) watchers.push(watcher(new Client(players[0].base)));
  const observe = options.observe ?? (() => {});

  const poll = async (w: Seated, round: number) => {
    const reply = await w.client.get(path, w.etag ? { "If-None-Match": w.etag } : {});
    if (reply.status === 304) {
      expect(reply.headers.get("etag")).toBe(w.etag);
      return;
    }
    expect(reply.status).toBe(200);
    const m = reply.body;
    w.etag = reply.headers.get("etag");
    w.match = m;
    observe({ seat: m.yourSeat, kind: "match", version: m.version, body: m });
    // awaited exactly when the seat is active, and then with something to do
    expect(m.awaitingYou).toBe(
      m.status === "active" && m.yourSeat !== null && m.activeSeats.includes(m.yourSeat),
    );
    expect(m.legalActions.length > 0).toBe(m.awaitingYou);
    if (options.movesPageSize && (round % (options.movesEvery ?? 1) === 0 || m.status !== "active")) {
      await readMoves(w);
    }
  };

  const readMoves = async (w: Seated) => {
    for (;;) {
      const reply = await w.client.get(`${path}/moves?after=${w.movesAfter}&limit=${options.movesPageSize}`);
      expect(reply.status).toBe(200);
      const { moves, more } = reply.body;
      observe({ seat: w.seat, kind: "moves", version: reply.body.version, body: reply.body });
      for (const move of moves) {
        expect(move.version).toBe(w.movesAfter + 1);
        w.movesAfter = move.version;
        w.moves.push(move);
      }
      if (!more) return;
      expect(moves.length).toBe(options.movesPageSize);
    }
  };

  // first look: who sits where
  for (const w of watchers) {
    await poll(w, 0);
    w.seat = w.match.yourSeat;
    if (w.seat !== null) w.choose = chooser(`${options.chooserSeed}/${w.seat}`);
  }
  const seated = watchers
    .filter((w) => w.seat !== null)
    .sort((a, b) => (a.seat as number) - (b.seat as number));
  expect(seated.map((w) => w.seat)).toEqual(players.map((_, i) => i));
  const startVersion: number = watchers[0].match.version;
  expect(watchers.every((w) => w.match.version === startVersion)).toBe(true);
  for (const w of watchers) {
    expect(w.moves).toEqual([]);
    w.movesAfter = startVersion;
  }

  const posted: Played["posted"] = [];
  let staleAnswers = 0;
  let mostActiveSeats = 0;
  for (let round = 0; round < (options.maxRounds ?? 1000); round++) {
    const awaited = seated.filter((w) => w.match.awaitingYou);
    if (watchers[0].match.status === "finished") {
      expect(awaited).toEqual([]);
      break;
    }
    expect(watchers[0].match.status).toBe("active");
    expect(awaited.map((w) => w.seat)).toEqual(watchers[0].match.activeSeats);
    mostActiveSeats = Math.max(mostActiveSeats, awaited.length);
    for (const w of awaited) {
      const action = w.choose(w.match.legalActions);
      const viaIfMatch = (w.seat as number) % 2 === 1;
      const reply = viaIfMatch
        ? await w.client.post(`${path}/actions`, { action }, { "If-Match": w.etag as string })
        : await w.client.post(`${path}/actions`, { action, expectedVersion: w.match.version });
      if (reply.status === 201) {
        expect(reply.body).toMatchObject({ version: w.match.version + 1, seat: w.seat, action });
        posted.push({ version: reply.body.version, seat: w.seat as number, action });
        observe({ seat: w.seat, kind: "action", version: reply.body.version, body: reply.body });
      } else {
        expectProblem(reply, viaIfMatch ? 412 : 409, viaIfMatch ? "precondition-failed" : "stale-version");
        expect(reply.body.currentVersion).toBeGreaterThan(w.match.version);
        staleAnswers++;
      }
    }
    await Promise.all(watchers.map((w) => poll(w, round + 1)));
  }
  expect(watchers[0].match.status).toBe("finished");
  return {
    finals: seated.map((w) => w.match),
    bySeat: seated.map((w) => w.client as Player),
    posted,
    startVersion,
    staleAnswers,
    mostActiveSeats,
    movesSeen: [
      ...seated.map((w) => w.moves),
      ...(options.spectator ? [watchers[watchers.length - 1].moves] : []),
    ],
  };
}

/** The engine's states and events of a finished match, rebuilt from its published history. */
export function replayHistory(history: Json): {
  states: Map<number, SantaCruzState>;
  events: Map<number, SantaCruzEvent[]>;
  final: SantaCruzState;
} {
  let state = santaCruz.setup(history.seed, history.players, history.options);
  const first: number = history.moves.length > 0 ? history.moves[0].version - 1 : 0;
  const states = new Map([[first, state]]);
  const events = new Map<number, SantaCruzEvent[]>();
  for (const move of history.moves) {
    const outcome = santaCruz.apply(state, move.seat, move.action);
    state = outcome.state;
    states.set(move.version, state);
    events.set(move.version, outcome.events);
  }
  return { states, events, final: state };
}

/**
 * Plays a started match to its end cheaply (only the awaited seats read and act, each taking its
 * first legal action), the players given in any order; for suites that only need a finished match.
 * Returns its final version.
 */
export async function finishMatch(players: Player[], matchId: string): Promise<number> {
  // seats follow no joining order: each player's own view says which seat is theirs
  const bySeat = new Map<number, Player>();
  for (const p of players) bySeat.set((await p.get(`/v1/matches/${matchId}`)).body.yourSeat, p);
  let active: number[] = (await players[0].get(`/v1/matches/${matchId}`)).body.activeSeats;
  let version = 0;
  for (let step = 0; active.length > 0; step++) {
    if (step > 1000) throw new Error("the match does not end");
    const me = bySeat.get(active[0]) as Player;
    const mine = await me.get(`/v1/matches/${matchId}`);
    const moved = await me.post(`/v1/matches/${matchId}/actions`, {
      action: mine.body.legalActions[0],
      expectedVersion: mine.body.version,
    });
    if (moved.status !== 201) throw new Error(`move refused: ${JSON.stringify(moved.body)}`);
    active = moved.body.activeSeats;
    version = moved.body.version;
  }
  return version;
}
