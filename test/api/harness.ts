import { afterAll, beforeAll } from "vitest";
import { type LocalServer, startLocal } from "../../functions/local-server";

/** Starts the real API on a free port with an in-memory dynalite for the test file. */
export function useServer(): { readonly server: LocalServer; readonly url: string } {
  let server: LocalServer | undefined;
  beforeAll(async () => {
    server = await startLocal({ port: 0, dataDir: null });
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

export interface Reply<T = any> {
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

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.apiKey) headers.Authorization = `Bearer ${this.apiKey}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["Content-Type"] ??= "application/json";
    }
    const res = await fetch(`${this.base}${path}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>("GET", path, { headers });
  }

  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
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
): Promise<any> {
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
