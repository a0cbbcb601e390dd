/**
 * The chat POST is rate-limited (`chat-messages-per-player`), and a retry whose first answer is
 * kept under its Idempotency-Key is given that answer without counting (functions/http/rate-limits.ts
 * `answeredBefore`). A key lives in its caller's key space: the same key from another player, for
 * another request (another body, another match) or after a refusal that was not kept must never
 * hand out someone's stored answer nor go uncounted. docs/api.md: Conventions, Limits.
 */
import { describe, expect, it } from "vitest";
import { rateLimits } from "../../functions/http/rate-limits";
import {
  Client,
  expectProblem,
  type Json,
  newPlayer,
  type Player,
  startedMatch,
  tableSnapshot,
  useServer,
} from "../api/harness";

const QUOTA = 3;
let now = new Date("2026-11-27T10:00:10Z");
const api = useServer({
  rateLimits: {
    ...rateLimits,
    "players-per-address": { quota: 1000, windowSeconds: 3600 },
    "matches-per-player": { quota: 1000, windowSeconds: 3600 },
    "chat-messages-per-player": { quota: QUOTA, windowSeconds: 60 },
    "webhook-tests-per-player": { quota: 20, windowSeconds: 3600 },
  },
  // a clock that moves only when told: every request of a test falls in one window of the limit
  now: () => now,
});

/** The table's items but the limits' own counters. */
async function dataItems(): Promise<string[]> {
  return (await tableSnapshot(api.server)).filter((item) => !item.includes('"RATE#'));
}

/** The next window of the chat limit, so that each test starts with every player's quota whole. */
function nextWindow(): void {
  now = new Date(now.getTime() + 60_000);
}

async function table(): Promise<{ ada: Player; bea: Player; matchId: string; path: string }> {
  nextWindow();
  const ada = await newPlayer(api.url, "Ada");
  const bea = await newPlayer(api.url, "Bea");
  const match = await startedMatch([ada, bea]);
  return { ada, bea, matchId: match.id, path: `/v1/matches/${match.id}/messages` };
}

const texts = async (p: Player, path: string): Promise<string[]> =>
  (await p.get(path)).body.messages.map((m: Json) => `${m.playerId === p.id ? "me" : "other"}:${m.text}`);

describe("chat Idempotency-Keys are their players' own", () => {
  it("the same key and body from another player is a new message of theirs, not the first player's stored answer", async () => {
    const { ada, bea, path } = await table();
    const key = { "Idempotency-Key": "shared-key-1" };
    const first = await ada.post(path, { text: "hello" }, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ number: 1, playerId: ada.id, name: "Ada" });
    const theirs = await bea.post(path, { text: "hello" }, key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("Idempotent-Replayed")).toBeNull();
    expect(theirs.body).toMatchObject({ number: 2, playerId: bea.id, name: "Bea", text: "hello" });
    expect(theirs.body).not.toEqual(first.body);
    // it counted against Bea's own limit: two left of three
    expect(theirs.headers.get("RateLimit")).toContain(`"chat-messages-per-player";r=${QUOTA - 1};`);
    expect(await texts(ada, path)).toEqual(["me:hello", "other:hello"]);
    // and Ada's retry still gets her own answer
    const retry = await ada.post(path, { text: "hello" }, key);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
  });

  it("a player over their limit gets 429 under a key someone else's answer is kept for, never that answer", async () => {
    const { ada, bea, path } = await table();
    const key = { "Idempotency-Key": "adas-key" };
    expect((await ada.post(path, { text: "Ada's words" }, key)).status).toBe(201);
    for (let i = 1; i <= QUOTA; i++) expect((await bea.post(path, { text: `b${i}` })).status).toBe(201);
    const before = await dataItems();
    const refused = await bea.post(path, { text: "Ada's words" }, key);
    expectProblem(refused, 429, "rate-limited");
    expect(refused.headers.get("Idempotent-Replayed")).toBeNull();
    expect(JSON.stringify(refused.body)).not.toContain(ada.id);
    expect(await dataItems()).toEqual(before);
    expect(await texts(bea, path)).toEqual(["other:Ada's words", "me:b1", "me:b2", "me:b3"]);
  });

  it("a key sent again with the same body to another match's chat is a reuse: 422, counted, and nothing written there", async () => {
    const { ada, bea, path } = await table();
    const second = await startedMatch([ada, bea]);
    const elsewhere = `/v1/matches/${second.id}/messages`;
    const key = { "Idempotency-Key": "one-key-two-tables" };
    const first = await ada.post(path, { text: "gg" }, key);
    expect(first.status).toBe(201);
    const reused = await ada.post(elsewhere, { text: "gg" }, key);
    expectProblem(reused, 422, "idempotency-key-reused");
    expect(reused.headers.get("Idempotent-Replayed")).toBeNull();
    expect(JSON.stringify(reused.body)).not.toContain(first.body.at);
    expect((await ada.get(elsewhere)).body.messages).toEqual([]);
    // the first table's message, and the reuse, used two of three: one more goes, the next is refused
    expect((await ada.post(elsewhere, { text: "third" })).status).toBe(201);
    expectProblem(await ada.post(elsewhere, { text: "fourth" }), 429, "rate-limited");
    expect(await texts(ada, elsewhere)).toEqual(["me:third"]);
    // a true retry of the first still goes free, even now
    const retry = await ada.post(path, { text: "gg" }, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
  });

  it("a key with another body is refused as a reuse however often, each time counted, until the limit refuses it first", async () => {
    const { ada, path } = await table();
    const key = { "Idempotency-Key": "body-swap" };
    expect((await ada.post(path, { text: "original" }, key)).status).toBe(201);
    // the same text in another JSON spelling is another body too: no free ride by reformatting
    const respelt = await ada.request("POST", path, {
      raw: '{ "text" : "original" }',
      headers: {
        "Content-Type": "application/json",
        ...key,
      },
    });
    expectProblem(respelt, 422, "idempotency-key-reused");
    expectProblem(await ada.post(path, { text: "swapped" }, key), 422, "idempotency-key-reused");
    const over = await ada.post(path, { text: "swapped again" }, key);
    expectProblem(over, 429, "rate-limited");
    expect(await texts(ada, path)).toEqual(["me:original"]);
  });

  it("a 429 is not kept under its key: once the window passes, the same key and body writes the message once", async () => {
    const { ada, path } = await table();
    for (let i = 1; i <= QUOTA; i++) expect((await ada.post(path, { text: `m${i}` })).status).toBe(201);
    const key = { "Idempotency-Key": "refused-then-sent" };
    expectProblem(await ada.post(path, { text: "later" }, key), 429, "rate-limited");
    nextWindow();
    const sent = await ada.post(path, { text: "later" }, key);
    expect(sent.status).toBe(201);
    expect(sent.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await ada.post(path, { text: "later" }, key);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(sent.body);
    expect(await texts(ada, path)).toEqual(["me:m1", "me:m2", "me:m3", "me:later"]);
  });

  it("a seat's key sent without an API key, or by a stranger to the table, gets 401 or 403 of its own, never the kept answer", async () => {
    const { ada, path } = await table();
    const eve = await newPlayer(api.url, "Eve");
    const key = { "Idempotency-Key": "only-adas" };
    expect((await ada.post(path, { text: "for the table" }, key)).status).toBe(201);
    const before = await dataItems();
    const anonymous = await new Client(api.url).post(path, { text: "for the table" }, key);
    expectProblem(anonymous, 401, "unauthorized");
    const stranger = await eve.post(path, { text: "for the table" }, key);
    expectProblem(stranger, 403, "forbidden");
    for (const reply of [anonymous, stranger]) {
      expect(reply.headers.get("Idempotent-Replayed")).toBeNull();
      expect(JSON.stringify(reply.body)).not.toContain("for the table");
    }
    // Eve's refusal is kept in her key space only (a retry gets it again); Ada's messages are untouched
    const items = await dataItems();
    expect(before.filter((i) => !items.includes(i))).toEqual([]);
    const added = items.filter((i) => !before.includes(i));
    expect(added).toHaveLength(1);
    expect(added[0]).toContain(`"IDEM#${eve.id}#only-adas"`);
    expect(await texts(ada, path)).toEqual(["me:for the table"]);
  });
});
