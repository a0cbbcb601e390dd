import { readFileSync } from "node:fs";
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectProblem,
  finishMatch,
  type Json,
  newPlayer,
  type Player,
  type Reply,
  startedMatch,
  useServer,
} from "../api/harness";
import { webhookReceiver } from "../notify/receivers";
import { realDocument } from "./run";

const document = JSON.parse(readFileSync(realDocument, "utf8"));
const lists = [
  "listMyMatches",
  "listMoves",
  "getHistory",
  "listDeliveries",
  "listOpenMatches",
  "getLeaderboard",
];

function operation(id: string): Json {
  for (const operations of Object.values<Json>(document.paths))
    for (const op of Object.values<Json>(operations)) if (op.operationId === id) return op;
  throw new Error(`no operation ${id}`);
}

/** The 200 answer's schema, its `$ref` (or each game's, for a per-game answer) followed. */
function answerSchemas(id: string): Json[] {
  const schema = operation(id).responses["200"].content["application/json"].schema;
  const named = (ref: string) => document.components.schemas[ref.split("/").pop() as string];
  const top = schema.$ref ? named(schema.$ref) : schema;
  return top.oneOf ? top.oneOf.map((branch: Json) => named(branch.$ref)) : [top];
}

describe("one paging style in the document", () => {
  it("every list takes the same `cursor` parameter and answers the same `nextCursor`", () => {
    const cursors = lists.map((id) => operation(id).parameters.find((p: Json) => p.name === "cursor"));
    for (const cursor of cursors) expect(cursor).toMatchObject({ in: "query", required: false });
    expect(new Set(cursors.map((c) => JSON.stringify(c.schema))).size).toBe(1);
    for (const id of lists) {
      for (const schema of answerSchemas(id)) {
        expect(schema.required, id).toContain("nextCursor");
        expect(schema.properties.nextCursor.type, id).toEqual(["string", "null"]);
      }
    }
  });

  it("marks the old paging field `more` deprecated", () => {
    expect(document.components.schemas.MoveList.properties.more.deprecated).toBe(true);
  });
});

/** The players as the match seats them: a seat need not follow the order of joining. */
async function inSeatOrder(players: Player[], matchId: string): Promise<Player[]> {
  const seats = await Promise.all(
    players.map(async (p) => (await p.get(`/v1/matches/${matchId}`)).body.yourSeat),
  );
  return players
    .map((p, i) => ({ p, seat: seats[i] as number }))
    .sort((a, b) => a.seat - b.seat)
    .map(({ p }) => p);
}

describe("one paging style in the answers", { timeout: 120_000 }, () => {
  const api = useServer();
  const hooks = webhookReceiver();
  let players: Player[];
  let matchId: string;

  beforeAll(async () => {
    players = [await newPlayer(api.url, "Ada"), await newPlayer(api.url, "Bea")];
    const hook = { webhook: { url: (await hooks).url, when: "always" } };
    expect((await players[0].request("PUT", "/v1/me/notifications", { body: hook })).status).toBe(200);
    matchId = (await startedMatch(players)).id;
    await finishMatch(await inSeatOrder(players, matchId), matchId);
    await api.server.work();
  }, 120_000);

  afterAll(async () => (await hooks).close());

  /** Follows `nextCursor` from the first page to the last, returning every item and the pages' count. */
  async function allPages(first: string, field: string): Promise<{ items: Json[]; pages: number }> {
    const items: Json[] = [];
    let path: string | null = first;
    let pages = 0;
    while (path) {
      const page: Reply = await players[0].get(path);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      items.push(...page.body[field]);
      pages++;
      const next: string | null = page.body.nextCursor;
      path = next ? `${first}${first.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(next)}` : null;
    }
    return { items, pages };
  }

  it("pages a match's moves by cursor, `more` saying the same as `nextCursor`", async () => {
    const whole = await players[0].get(`/v1/matches/${matchId}/moves?limit=500`);
    expect(whole.body).toMatchObject({ nextCursor: null, more: false });
    const paged = await allPages(`/v1/matches/${matchId}/moves?limit=7`, "moves");
    expect(paged.items).toEqual(whole.body.moves);
    expect(paged.pages).toBe(Math.ceil(whole.body.moves.length / 7));
    const first = await players[0].get(`/v1/matches/${matchId}/moves?limit=7`);
    expect(first.body.more).toBe(true);
  });

  it("pages a finished match's history by cursor; without a limit it is whole, as before", async () => {
    const whole = await players[0].get(`/v1/matches/${matchId}/history`);
    expect(whole.body.nextCursor).toBeNull();
    const paged = await allPages(`/v1/matches/${matchId}/history?limit=10`, "moves");
    expect(paged.items).toEqual(whole.body.moves);
    expect(paged.pages).toBeGreaterThan(1);
  });

  it("pages a player's deliveries by cursor, newest first, none twice", async () => {
    const whole = await players[0].get("/v1/me/deliveries?limit=100");
    expect(whole.body.deliveries.length).toBeGreaterThan(3);
    expect(whole.body.nextCursor).toBeNull();
    const paged = await allPages("/v1/me/deliveries?limit=2", "deliveries");
    expect(paged.items.map((d) => d.id)).toEqual(whole.body.deliveries.map((d: Json) => d.id));
  });

  it("refuses a cursor of another list, another match or another player, and a made-up one (400)", async () => {
    const moves = await players[0].get(`/v1/matches/${matchId}/moves?limit=1`);
    const cursor = encodeURIComponent(moves.body.nextCursor);
    const other = (await startedMatch(players)).id;
    expectProblem(
      await players[0].get(`/v1/matches/${other}/moves?cursor=${cursor}`),
      400,
      "validation-error",
    );
    expectProblem(
      await players[0].get(`/v1/matches/${matchId}/history?cursor=${cursor}`),
      400,
      "validation-error",
    );
    expectProblem(await players[0].get(`/v1/me/deliveries?cursor=${cursor}`), 400, "validation-error");
    expectProblem(
      await players[0].get(`/v1/matches/${matchId}/moves?cursor=bm90LWEtY3Vyc29y`),
      400,
      "validation-error",
    );
    const deliveries = await players[0].get("/v1/me/deliveries?limit=1");
    const theirs = encodeURIComponent(deliveries.body.nextCursor);
    expectProblem(await players[1].get(`/v1/me/deliveries?cursor=${theirs}`), 400, "validation-error");
  });

  it("refuses `after` and `cursor` together: one says where the page starts (400)", async () => {
    const moves = await players[0].get(`/v1/matches/${matchId}/moves?limit=1`);
    const cursor = encodeURIComponent(moves.body.nextCursor);
    expectProblem(
      await players[0].get(`/v1/matches/${matchId}/moves?after=3&cursor=${cursor}`),
      400,
      "validation-error",
    );
  });

  it("still ends a page the database cut short (past its 1 MB answer) with a cursor", async () => {
    const { db } = api.server.deps.store;
    const send = db.send.bind(db);
    // every query answers at most 2 items and a LastEvaluatedKey, as DynamoDB does past 1 MB
    db.send = ((command: Json) => {
      if (command instanceof QueryCommand) command.input.Limit = Math.min(command.input.Limit ?? 2, 2);
      return send(command);
    }) as typeof db.send;
    try {
      const page = await players[0].get(`/v1/matches/${matchId}/moves?limit=5`);
      expect(page.body.moves).toHaveLength(5);
      expect(page.body.nextCursor).not.toBeNull();
      const deliveries = await players[0].get("/v1/me/deliveries?limit=3");
      expect(deliveries.body.deliveries).toHaveLength(3);
      expect(deliveries.body.nextCursor).not.toBeNull();
    } finally {
      db.send = send;
    }
  });
});
