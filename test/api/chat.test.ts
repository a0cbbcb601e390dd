import { describe, expect, it } from "vitest";
import { MESSAGES_PER_MATCH } from "../../functions/chat/messages";
import { MAX_CHAT_TEXT } from "../../functions/chat/text";
import { rateLimits } from "../../functions/http/rate-limits";
import {
  Client,
  expectProblem,
  newPlayer,
  type Reply,
  startedMatch,
  tableSnapshot,
  useServer,
} from "./harness";

/** The real limits, but for making players (a test makes many) and the chat quota under test. */
const limitsWith = (chatQuota: number) => ({
  ...rateLimits,
  "players-per-address": { quota: 1000, windowSeconds: 3600 },
  "chat-messages-per-player": { quota: chatQuota, windowSeconds: 60 },
  "webhook-tests-per-player": { quota: 20, windowSeconds: 3600 },
});
const api = useServer({ rateLimits: limitsWith(1000) });
// its clock stands still, so that the flood's requests never straddle two of the limit's fixed windows
const stoppedAt = new Date();
const flooded = useServer({ rateLimits: limitsWith(3), now: () => stoppedAt });

/** The table's items but the limits' own counters: what a refused request must leave as it was. */
async function dataItems(): Promise<string[]> {
  return (await tableSnapshot(api.server)).filter((item) => !item.includes('"RATE#'));
}

async function table(url = api.url) {
  const ada = await newPlayer(url, "Ada");
  const bea = await newPlayer(url, "Bea");
  const match = await startedMatch([ada, bea]);
  // seats are drawn at the start: find whose is whose
  const seatOf = (id: string) =>
    match.seats.find((s: { player: { id: string } | null }) => s.player?.id === id).seat;
  return { ada, bea, matchId: match.id as string, seats: { ada: seatOf(ada.id), bea: seatOf(bea.id) } };
}

describe("table chat", () => {
  it("a seated player's message is read by the other seat, numbered in order, with the writer's seat and name", async () => {
    const { ada, bea, matchId, seats } = await table();
    const said = await ada.post(`/v1/matches/${matchId}/messages`, { text: "  Good luck!  " });
    expect(said.status).toBe(201);
    expect(said.body).toMatchObject({
      number: 1,
      seat: seats.ada,
      playerId: ada.id,
      name: "Ada",
      text: "Good luck!",
    });
    await bea.post(`/v1/matches/${matchId}/messages`, { text: "You too\nAda" });
    const read = await bea.get(`/v1/matches/${matchId}/messages`);
    expect(read.status).toBe(200);
    expect(read.body.messages.map((m: { text: string; seat: number }) => [m.seat, m.text])).toEqual([
      [seats.ada, "Good luck!"],
      [seats.bea, "You too\nAda"],
    ]);
    expect(read.body.nextCursor).toBeNull();
  });

  it("pages by cursor to the end, and refuses another match's cursor", async () => {
    const { ada, matchId } = await table();
    for (let i = 1; i <= 5; i++) await ada.post(`/v1/matches/${matchId}/messages`, { text: `m${i}` });
    const texts: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: Reply<{ messages: { text: string }[]; nextCursor: string | null }> = await ada.get(
        `/v1/matches/${matchId}/messages?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.body.messages.length).toBeLessThanOrEqual(2);
      texts.push(...page.body.messages.map((m) => m.text));
      cursor = page.body.nextCursor;
    }
    expect(texts).toEqual(["m1", "m2", "m3", "m4", "m5"]);
    const first = await ada.get(`/v1/matches/${matchId}/messages?limit=2`);
    const other = await table();
    const foreign = await other.ada.get(
      `/v1/matches/${other.matchId}/messages?cursor=${first.body.nextCursor}`,
    );
    expectProblem(foreign, 400, "validation-error");
  });

  it("polls for new messages after the newest one held, and refuses after with a cursor", async () => {
    const { ada, bea, matchId } = await table();
    const path = `/v1/matches/${matchId}/messages`;
    for (let i = 1; i <= 3; i++) await ada.post(path, { text: `m${i}` });
    const held = (await bea.get(path)).body.messages.at(-1).number;
    expect((await bea.get(`${path}?after=${held}`)).body).toEqual({ messages: [], nextCursor: null });
    await ada.post(path, { text: "m4" });
    const fresh = (await bea.get(`${path}?after=${held}`)).body.messages;
    expect(fresh.map((m: { text: string }) => m.text)).toEqual(["m4"]);
    expect(
      (await bea.get(`${path}?after=1&limit=2`)).body.messages.map((m: { text: string }) => m.text),
    ).toEqual(["m2", "m3"]);
    const cursor = (await bea.get(`${path}?limit=1`)).body.nextCursor;
    const both = await bea.get(`${path}?after=1&cursor=${cursor}`);
    expectProblem(both, 400, "validation-error");
    expect(both.body.errors).toEqual([{ path: "after", code: "not-allowed", message: expect.any(String) }]);
  });

  it("a non-player may neither write nor read, and an anonymous caller is asked to sign in; nothing is written", async () => {
    const { matchId } = await table();
    const eve = await newPlayer(api.url, "Eve");
    const before = await dataItems();
    expectProblem(await eve.post(`/v1/matches/${matchId}/messages`, { text: "hi" }), 403, "forbidden");
    expectProblem(await eve.get(`/v1/matches/${matchId}/messages`), 403, "forbidden");
    expectProblem(
      await new Client(api.url).post(`/v1/matches/${matchId}/messages`, { text: "hi" }),
      401,
      "unauthorized",
    );
    expectProblem(await new Client(api.url).get(`/v1/matches/${matchId}/messages`), 401, "unauthorized");
    expectProblem(await eve.post("/v1/matches/m_nosuchmatch1/messages", { text: "hi" }), 404, "not-found");
    expect(await dataItems()).toEqual(before);
  });

  it("another person's id in the body does not let anyone speak as them", async () => {
    const { ada, bea, matchId, seats } = await table();
    const before = await dataItems();
    const forged = await bea.post(`/v1/matches/${matchId}/messages`, {
      text: "I resign",
      playerId: ada.id,
      seat: 0,
      name: "Ada",
    });
    expectProblem(forged, 400, "validation-error");
    expect(forged.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "name",
      "playerId",
      "seat",
    ]);
    expect(await dataItems()).toEqual(before);
    const said = await bea.post(`/v1/matches/${matchId}/messages`, { text: "I resign" });
    expect(said.status).toBe(201);
    expect(said.body).toMatchObject({ playerId: bea.id, seat: seats.bea, name: "Bea" });
  });

  it("refuses an oversized, empty or control-character message with a problem, writing nothing", async () => {
    const { ada, matchId } = await table();
    const before = await dataItems();
    for (const text of [
      "x".repeat(MAX_CHAT_TEXT + 1),
      "   ",
      "a\u0000b",
      "\u202eevil",
      "a\rBcc: x@example.org",
      42,
    ]) {
      const refused = await ada.post(`/v1/matches/${matchId}/messages`, { text });
      expectProblem(refused, 400, "validation-error");
    }
    expect(await dataItems()).toEqual(before);
    expect(
      (await ada.post(`/v1/matches/${matchId}/messages`, { text: "x".repeat(MAX_CHAT_TEXT) })).status,
    ).toBe(201);
  });

  it("takes a CR LF line break as a line break, and refuses a message of zero-width joiners alone as blank", async () => {
    const { ada, matchId } = await table();
    const before = await dataItems();
    for (const text of ["\u200d", " \u200d\u200d ", "\u200d\n\u200d"]) {
      expectProblem(await ada.post(`/v1/matches/${matchId}/messages`, { text }), 400, "validation-error");
    }
    expect(await dataItems()).toEqual(before);
    const said = await ada.post(`/v1/matches/${matchId}/messages`, { text: "line1\r\nline2" });
    expect(said.status).toBe(201);
    expect(said.body.text).toBe("line1\nline2");
    // a joiner between emoji is still part of the emoji
    const family = "\u{1F468}\u200d\u{1F469}\u200d\u{1F467}";
    expect((await ada.post(`/v1/matches/${matchId}/messages`, { text: family })).body.text).toBe(family);
  });

  it("a retry with the same Idempotency-Key writes one message and repeats the first answer", async () => {
    const { ada, matchId } = await table();
    const key = { "Idempotency-Key": "chat-retry-1" };
    const first = await ada.post(`/v1/matches/${matchId}/messages`, { text: "once" }, key);
    const again = await ada.post(`/v1/matches/${matchId}/messages`, { text: "once" }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await ada.get(`/v1/matches/${matchId}/messages`)).body.messages).toHaveLength(1);
  });

  it("a request cut short after writing, resumed under its key, finds its message instead of writing a second", async () => {
    const { ada, matchId } = await table();
    const { postMessage } = await import("../../functions/chat/messages");
    const deps = api.server.deps;
    const first = await postMessage(deps, ada.id, matchId, "cut short", { key: "k-cut", resumed: false });
    const resumed = await postMessage(deps, ada.id, matchId, "cut short", { key: "k-cut", resumed: true });
    expect(resumed).toEqual(first);
    expect((await ada.get(`/v1/matches/${matchId}/messages`)).body.messages).toHaveLength(1);
  });

  it(`a match keeps at most ${MESSAGES_PER_MATCH} messages: the next is a conflict`, async () => {
    const { ada, matchId } = await table();
    await api.server.deps.store.putChatMessage({
      matchId,
      number: MESSAGES_PER_MATCH,
      playerId: ada.id,
      seat: 0,
      name: "Ada",
      text: "the last",
      at: new Date().toISOString(),
    });
    expectProblem(await ada.post(`/v1/matches/${matchId}/messages`, { text: "one more" }), 409, "conflict");
  });

  it("flooding is refused with 429 and Retry-After once over the per-player limit, writing nothing", async () => {
    const { ada, matchId } = await table(flooded.url);
    for (let i = 0; i < 3; i++)
      expect((await ada.post(`/v1/matches/${matchId}/messages`, { text: `m${i}` })).status).toBe(201);
    const over = await ada.post(`/v1/matches/${matchId}/messages`, { text: "flood" });
    expectProblem(over, 429, "rate-limited");
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(over.headers.get("RateLimit-Policy")).toContain('"chat-messages-per-player";q=3;w=60');
    expect((await ada.get(`/v1/matches/${matchId}/messages`)).body.messages).toHaveLength(3);
  });

  it("a message retried under its Idempotency-Key gets its first answer however often, and uses none of the limit", async () => {
    const { ada, matchId } = await table(flooded.url);
    const path = `/v1/matches/${matchId}/messages`;
    const key = { "Idempotency-Key": "lost-answer-1" };
    const first = await ada.post(path, { text: "said once" }, key);
    expect(first.status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const retry = await ada.post(path, { text: "said once" }, key);
      expect(retry.status).toBe(201);
      expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
      expect(retry.body).toEqual(first.body);
    }
    // the quota of 3 still has room for two new messages
    expect((await ada.post(path, { text: "second" })).status).toBe(201);
    expect((await ada.post(path, { text: "third" })).status).toBe(201);
    expectProblem(await ada.post(path, { text: "fourth" }), 429, "rate-limited");
    const said = (await ada.get(path)).body.messages.map((m: { text: string }) => m.text);
    expect(said).toEqual(["said once", "second", "third"]);
  });

  it("a key sent again with another message is no retry: it counts against the limit, and is refused", async () => {
    const { ada, matchId } = await table(flooded.url);
    const path = `/v1/matches/${matchId}/messages`;
    const key = { "Idempotency-Key": "reused-for-another" };
    expect((await ada.post(path, { text: "first" }, key)).status).toBe(201);
    expectProblem(await ada.post(path, { text: "other 1" }, key), 422, "idempotency-key-reused");
    expectProblem(await ada.post(path, { text: "other 2" }, key), 422, "idempotency-key-reused");
    // the quota of 3 is used up by the three that ran: the next is refused before it runs
    expectProblem(await ada.post(path, { text: "other 3" }, key), 429, "rate-limited");
    expect((await ada.get(path)).body.messages.map((m: { text: string }) => m.text)).toEqual(["first"]);
  });
});
