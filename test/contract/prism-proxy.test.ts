import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../functions/http/rate-limits";
import { Client, chooser, type Json, type Reply, useServer } from "../api/harness";
import { webhookReceiver } from "../notify/receivers";
import { PRISM_ERROR, type Prism, startPrism } from "./prism";
import { realDocument, repoRoot } from "./run";

const PLAYERS_PER_ADDRESS = 8;
const api = useServer({
  rateLimits: { ...rateLimits, "players-per-address": { quota: PLAYERS_PER_ADDRESS, windowSeconds: 3600 } },
});
const hooks = await webhookReceiver();
let prism: Prism;

beforeAll(async () => {
  prism = await startPrism(realDocument, api.url);
}, 90_000);

afterAll(async () => {
  await prism?.close();
  await hooks.close();
});

interface Answer {
  request: string;
  status: number;
  body: Json;
}

/** Every answer that came through the proxy, kept to find Prism's own among them. */
const answers: Answer[] = [];

/** A client whose every request goes through Prism, each answer kept. */
class Proxied extends Client {
  override async request<T = Json>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const reply = await super.request<T>(method, path, options);
    answers.push({ request: `${method} ${path}`, status: reply.status, body: reply.body });
    return reply;
  }
}

type Player = Proxied & { id: string };

async function newPlayer(name: string): Promise<Player> {
  const made = await new Proxied(prism.url).post("/v1/players", { name });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return Object.assign(new Proxied(prism.url, made.body.apiKey), { id: made.body.player.id as string });
}

/** The answers Prism gave itself, but for the requests a test expects it to refuse. */
function prismAnswers(): Answer[] {
  return answers.filter((a) => typeof a.body?.type === "string" && a.body.type.startsWith(PRISM_ERROR));
}

interface Table {
  game: "santa-cruz" | "santa-maria";
  humans: number;
  computers: number;
}

/**
 * Opens a match through the proxy, seats the humans and computers (the cheapest, random), and plays
 * it to its end: each awaited human takes a random legal action (with `expectedVersion` or
 * `If-Match`), and the worker moves the computers when no human is awaited.
 */
async function playMatch(table: Table, players: Player[], seed: string): Promise<Json> {
  const [host, ...guests] = players.slice(0, table.humans);
  const opened = await host.post("/v1/matches", { game: table.game, seats: table.humans + table.computers });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const path = `/v1/matches/${opened.body.id}`;
  for (const guest of guests) {
    const joined = await guest.post(`${path}/join`, { inviteCode: opened.body.inviteCode });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  }
  for (let i = 0; i < table.computers; i++) {
    const seated = await host.post(`${path}/bots`, { level: "random" });
    expect(seated.status, JSON.stringify(seated.body)).toBe(200);
  }
  const choose = chooser(seed);
  const bySeat = new Map<number, Player>();
  for (const player of players.slice(0, table.humans)) {
    const seen = await player.get(path);
    bySeat.set(seen.body.yourSeat, player);
  }
  for (let step = 0; step < 5000; step++) {
    const match = (await new Proxied(prism.url).get(path)).body;
    if (match.status === "finished") return match;
    const awaited = (match.activeSeats as number[]).filter((seat) => bySeat.has(seat));
    if (awaited.length === 0) await api.server.work();
    for (const seat of awaited) {
      const player = bySeat.get(seat) as Player;
      const mine = await player.get(path);
      if (!mine.body.awaitingYou) continue;
      const action = choose(mine.body.legalActions);
      const sent =
        step % 2 === 0
          ? await player.post(`${path}/actions`, { action, expectedVersion: mine.body.version })
          : await player.post(
              `${path}/actions`,
              { action },
              { "If-Match": mine.headers.get("etag") as string },
            );
      // seats awaited at once decide on one version: all but the first find it moved on
      expect([201, 409, 412], JSON.stringify(sent.body)).toContain(sent.status);
    }
  }
  throw new Error(`${path} did not end`);
}

describe("a strict validating proxy (Prism --errors) in front of the service", { timeout: 240_000 }, () => {
  let ada: Player;
  let bea: Player;
  let cy: Player;

  beforeAll(async () => {
    [ada, bea, cy] = [await newPlayer("Ada"), await newPlayer("Bea"), await newPlayer("Cy")];
    for (const player of [ada, bea]) {
      const saved = await player.request("PUT", "/v1/me/notifications", {
        body: { webhook: { url: `${hooks.url}?${player.id}`, when: "always" } },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  });

  it("plays whole matches of both games at 2 to 4 seats with computer seats, without a violation", async () => {
    const tables: Table[] = [
      { game: "santa-cruz", humans: 1, computers: 1 },
      { game: "santa-cruz", humans: 2, computers: 2 },
      { game: "santa-maria", humans: 1, computers: 1 },
      { game: "santa-maria", humans: 3, computers: 0 },
    ];
    for (const [i, table] of tables.entries()) {
      const finished = await playMatch(table, [ada, bea, cy], `prism/${i}`);
      expect(finished.result).toBeDefined();
      const history = await new Proxied(prism.url).get(`/v1/matches/${finished.id}/history`);
      expect(history.status).toBe(200);
      const moves = await ada.get(`/v1/matches/${finished.id}/moves?after=0&limit=5`);
      expect(moves.status).toBe(200);
    }
    expect(prismAnswers()).toEqual([]);
  });

  it("pages through every list by cursor", async () => {
    await api.server.work();
    /** Follows `nextCursor` from the first page of `path` to the last, counting the items of `field`. */
    const itemsOf = async (path: string, field: string): Promise<number> => {
      let count = 0;
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const page = await ada.get(`${path}${query}`);
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        count += page.body[field].length;
        cursor = page.body.nextCursor;
      } while (cursor);
      return count;
    };
    expect(await itemsOf("/v1/me/matches?limit=1", "matches")).toBeGreaterThanOrEqual(3);
    expect(await itemsOf("/v1/me/deliveries?limit=7", "deliveries")).toBeGreaterThan(7);
    const [finished] = (await ada.get("/v1/me/matches?limit=100")).body.matches.filter(
      (m: Json) => m.status === "finished",
    );
    const moves = await itemsOf(`/v1/matches/${finished.id}/moves?limit=25`, "moves");
    expect(await itemsOf(`/v1/matches/${finished.id}/history?limit=25`, "moves")).toBe(moves);
    for (const player of [ada, bea, cy]) expect((await player.get("/v1/me/sessions")).status).toBe(200);
    expect((await ada.get("/v1/games")).status).toBe(200);
    expect(prismAnswers()).toEqual([]);
  });

  it("answers the errors provoked on purpose as the document says", async () => {
    const opened = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    const path = `/v1/matches/${opened.body.id}`;
    expect((await bea.post(`${path}/join`, { inviteCode: "wrong-code" })).status).toBe(403);
    expect((await bea.post(`${path}/join`, { inviteCode: opened.body.inviteCode })).status).toBe(200);
    const seen = await ada.get(path);
    const [awaited, waiting] = seen.body.yourSeat === seen.body.activeSeats[0] ? [ada, bea] : [bea, ada];
    const mine = await awaited.get(path);
    const action = mine.body.legalActions[0];
    const version = mine.body.version;
    // the seat that may not act now: a rule violation with its code
    const outOfTurn = await waiting.post(`${path}/actions`, { action, expectedVersion: version });
    expect([outOfTurn.status, outOfTurn.body.code]).toEqual([422, "not-your-turn"]);
    // If-Match and expectedVersion that disagree
    const contradicted = await awaited.post(
      `${path}/actions`,
      { action, expectedVersion: version - 1 },
      { "If-Match": `"v${version}"` },
    );
    expect(contradicted.status).toBe(400);
    expect((await awaited.post(`${path}/actions`, { action })).status).toBe(428);
    expect((await awaited.post(`${path}/actions`, { action, expectedVersion: version })).status).toBe(201);
    expect((await awaited.post(`${path}/actions`, { action, expectedVersion: version })).status).toBe(409);
    expect((await awaited.post(`${path}/actions`, { action }, { "If-Match": `"v${version}"` })).status).toBe(
      412,
    );
    expect((await ada.get(`${path}/history`)).status).toBe(409);
    expect((await ada.get("/v1/matches/m_unknown0000000")).status).toBe(404);
    expect((await ada.post(`${path}/leave`)).status).toBe(409);
    expect((await ada.get("/problems/rule-violation")).status).toBe(200);
    expect((await ada.get("/problems/no-such-kind")).status).toBe(404);
    // a replayed answer is the first one, marked
    const key = { "Idempotency-Key": "b8f3e7a2-5c1d-4e9f-8a6b-2d4c6e8f0a1b" };
    const first = await ada.post("/v1/matches", { game: "santa-maria", seats: 2 }, key);
    const again = await ada.post("/v1/matches", { game: "santa-maria", seats: 2 }, key);
    expect([first.status, again.status, again.headers.get("idempotent-replayed")]).toEqual([
      201,
      201,
      "true",
    ]);
    // more players from one address than the limit allows
    let limited: Reply | undefined;
    for (let i = 0; i < PLAYERS_PER_ADDRESS && !limited; i++) {
      const made = await new Proxied(prism.url).post("/v1/players", { name: `Extra ${i}` });
      if (made.status === 429) limited = made;
    }
    expect(limited?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(prismAnswers()).toEqual([]);
  });

  it("refuses, itself, the requests the document does not allow (and the service would refuse too)", async () => {
    // not through Proxied: these answers are Prism's on purpose
    const asAda = new Client(prism.url, ada.apiKey);
    const refusals = [
      await asAda.post("/v1/matches", { game: "santa-cruz", seats: "two" }),
      await asAda.post("/v1/matches", { game: "chess", seats: 2 }),
      await new Client(prism.url).get("/v1/me"),
    ];
    for (const refused of refusals)
      expect(JSON.stringify([refused.status, refused.body])).toMatch(PRISM_ERROR);
    const direct = new Client(api.url, ada.apiKey);
    expect((await direct.post("/v1/matches", { game: "santa-cruz", seats: "two" })).status).toBe(400);
    expect((await direct.post("/v1/matches", { game: "chess", seats: 2 })).status).toBe(400);
    expect((await new Client(api.url).get("/v1/me")).status).toBe(401);
  });

  it("sent webhooks that match the document's webhooks", async () => {
    await api.server.work();
    expect(hooks.hooks.length).toBeGreaterThan(0);
    const document = JSON.parse(readFileSync(realDocument, "utf8"));
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, "openapi.json");
    const valid = ajv.compile({ $ref: "openapi.json#/components/schemas/MatchNotice" });
    const wrong = hooks.hooks.filter((hook) => !valid(hook.json)).map((hook) => [hook.json, valid.errors]);
    expect(wrong).toEqual([]);
    for (const hook of hooks.hooks) {
      expect(Object.keys(hook.headers)).toEqual(
        expect.arrayContaining(["webhook-id", "webhook-timestamp", "webhook-signature"]),
      );
    }
  });
});

describe("the same proxy in front of the service with the released 1.0.0 document", {
  timeout: 90_000,
}, () => {
  let strict: Prism;
  beforeAll(async () => {
    strict = await startPrism(`${repoRoot}openapi/released/1.0.0.json`, api.url);
  }, 90_000);
  afterAll(async () => {
    await strict?.close();
  });

  it("stops at the first POST, as 1.0.0 required Idempotent-Replayed on every answer: the check bites", async () => {
    const made = await new Client(strict.url).post("/v1/players", { name: "Dee" });
    expect(made.status).toBe(500);
    expect(made.body.type).toBe(`${PRISM_ERROR}VIOLATIONS`);
  });
});
