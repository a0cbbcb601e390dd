import { GetItemCommand, QueryCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, describe, expect, it } from "vitest";
import { CLAIM_LEASE_MS } from "../../functions/requests/keyed-request";
import { headerItems } from "../../functions/store/entities/match-header";
import { snapshotItems } from "../../functions/store/entities/snapshot";
import { itemSize, meter } from "../bench/capacity";
import { webhookReceiver } from "../notify/receivers";
import { crashAfterCall, crashBeforeCall } from "./crash-injection";
import {
  expectProblem,
  type Json,
  newPlayer,
  type Player,
  type Reply,
  startedMatch,
  useServer,
} from "./harness";

const hooks = await webhookReceiver();
afterAll(() => hooks.close());
// a request cut by a crash keeps its claim on its key until the lease lapses: each retry comes after it
const clock = { offset: 0 };
const api = useServer({ now: () => new Date(Date.now() + clock.offset) });
const afterTheLease = () => {
  clock.offset += CLAIM_LEASE_MS;
};

let count = 0;
async function player(name: string): Promise<Player> {
  const p = await newPlayer(api.url, `${name}${++count}`);
  // the key is checked once and then remembered: the calls counted are the request's own
  await p.get("/v1/me");
  return p;
}

/** The items of a match's partition whose sort key starts with the prefix (snapshots, notices). */
async function itemsOf(matchId: string, prefix: string): Promise<number> {
  const { db, tableName } = api.server.deps.store;
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: { ":pk": { S: headerItems.key(matchId).pk }, ":prefix": { S: prefix } },
    }),
  );
  return out.Count ?? 0;
}

interface Case {
  /** Sends the request (always with the same Idempotency-Key). */
  send(): Promise<Reply>;
  /** What must hold after the answer: everything done, nothing twice. */
  check(reply: Reply): Promise<void>;
}

/**
 * The request uncut, then cut by a crash after each of its database calls in turn: the retry with
 * the same key must answer as the uncut request did and leave the same, whole effect.
 */
async function survivesEveryCrash(setUp: () => Promise<Case>): Promise<void> {
  const uncut = await setUp();
  const counted = crashAfterCall(api.server.deps.store.db, 0);
  const first = await uncut.send();
  counted.stop();
  await uncut.check(first);
  expect(counted.calls.length).toBeGreaterThan(1);
  for (let n = 1; n <= counted.calls.length; n++) {
    const cut = await setUp();
    const crash = crashAfterCall(api.server.deps.store.db, n);
    const failed = await cut.send();
    crash.stop();
    afterTheLease();
    expect({ n, status: failed.status }).toEqual({ n, status: 500 });
    const retried = await cut.send();
    expect({ n, status: retried.status }).toEqual({ n, status: first.status });
    await cut.check(retried);
    const again = await cut.send();
    expect(again.body).toEqual(retried.body);
  }
}

/** A started match: both players seated once, the first snapshot and one start notice. */
async function expectStarted(match: Json, people: Player[]): Promise<void> {
  expect(match.status).toBe("active");
  for (const p of people) {
    const seen = (await p.get(`/v1/matches/${match.id}`)).body;
    expect(seen.seats.filter((s: Json) => s.player?.id === p.id).length).toBe(1);
    expect(seen.version).toBe(match.version);
    const listed = (await p.get("/v1/me/matches")).body.matches;
    expect(listed.filter((m: Json) => m.id === match.id).length).toBe(1);
  }
  expect(await itemsOf(match.id, "M#")).toBe(1);
  expect(await itemsOf(match.id, "N#started")).toBe(1);
}

describe("a keyed lobby request cut by a crash after any database call", () => {
  it("POST /v1/matches: makes one match, and the retry answers with it", async () => {
    await survivesEveryCrash(async () => {
      const host = await player("Host");
      const key = `create-${count}`;
      return {
        send: () => host.post("/v1/matches", { game: "santa-cruz", seats: 2 }, { "Idempotency-Key": key }),
        async check(reply) {
          expect(reply.body.status).toBe("lobby");
          const listed = (await host.get("/v1/me/matches")).body.matches;
          expect(listed.map((m: Json) => m.id)).toEqual([reply.body.id]);
        },
      };
    });
  });

  it("POST /v1/matches of a solo match: makes and starts it once", async () => {
    await survivesEveryCrash(async () => {
      const solo = await player("Solo");
      const key = `solo-${count}`;
      return {
        send: () => solo.post("/v1/matches", { game: "santa-maria", seats: 1 }, { "Idempotency-Key": key }),
        check: (reply) => expectStarted(reply.body, [solo]),
      };
    });
  });

  it("POST …/join that fills the table: seats the player once and starts the match", async () => {
    await survivesEveryCrash(async () => {
      const [host, guest] = [await player("Host"), await player("Guest")];
      const created = (await host.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
      const key = `join-${count}`;
      return {
        send: () =>
          guest.post(
            `/v1/matches/${created.id}/join`,
            { inviteCode: created.inviteCode },
            { "Idempotency-Key": key },
          ),
        check: (reply) => expectStarted(reply.body, [host, guest]),
      };
    });
  });

  it("POST …/leave: gives up the seat once", async () => {
    await survivesEveryCrash(async () => {
      const [host, guest] = [await player("Host"), await player("Guest")];
      const created = (await host.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
      await guest.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode });
      const key = `leave-${count}`;
      return {
        send: () => guest.post(`/v1/matches/${created.id}/leave`, undefined, { "Idempotency-Key": key }),
        async check(reply) {
          expect(
            reply.body.seats.filter((s: Json) => s.player !== null).map((s: Json) => s.player.id),
          ).toEqual([host.id]);
          expect((await guest.get("/v1/me/matches")).body.matches).toEqual([]);
        },
      };
    });
  });

  it("POST …/start: starts once", async () => {
    await survivesEveryCrash(async () => {
      const [host, guest] = [await player("Host"), await player("Guest")];
      const created = (await host.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
      await guest.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode });
      const key = `start-${count}`;
      return {
        send: () => host.post(`/v1/matches/${created.id}/start`, undefined, { "Idempotency-Key": key }),
        check: (reply) => expectStarted(reply.body, [host, guest]),
      };
    });
  });

  it("POST …/bots that fills the table: seats one computer player and starts the match", async () => {
    await survivesEveryCrash(async () => {
      const host = await player("Host");
      // one seed for every run: the seats it draws (who is awaited) set the calls the start makes
      const created = (await host.post("/v1/matches", { game: "santa-cruz", seats: 2, seed: "bots-once" }))
        .body;
      const key = `bots-${count}`;
      return {
        send: () =>
          host.post(`/v1/matches/${created.id}/bots`, { level: "random" }, { "Idempotency-Key": key }),
        async check(reply) {
          await expectStarted(reply.body, [host]);
          expect(reply.body.seats.filter((s: Json) => s.player?.computer).length).toBe(1);
        },
      };
    });
  });
});

describe("a keyed request's retry", () => {
  it("gets the first answer of an action, a refusal too, after the match moved on", async () => {
    const [a, b] = [await player("Ann"), await player("Ben")];
    const match = await startedMatch([a, b]);
    const [seat] = match.activeSeats;
    const [actor, idle] = match.seats[seat].player.id === a.id ? [a, b] : [b, a];
    const mine = (await actor.get(`/v1/matches/${match.id}`)).body;
    const body = { action: mine.legalActions[0], expectedVersion: match.version };
    const refusal = await idle.post(`/v1/matches/${match.id}/actions`, body, {
      "Idempotency-Key": "out-of-turn",
    });
    expectProblem(refusal, 422, "rule-violation");
    expect(refusal.body.code).toBe("not-your-turn");
    expect((await actor.post(`/v1/matches/${match.id}/actions`, body)).status).toBe(201);
    const retry = await idle.post(`/v1/matches/${match.id}/actions`, body, {
      "Idempotency-Key": "out-of-turn",
    });
    expectProblem(retry, 422, "rule-violation");
    expect(retry.body.code).toBe("not-your-turn");
    expect(retry.body.currentVersion).toBe(match.version);
  });

  it("of POST /v1/me/webhook/test sends the test once and answers as the first time", async () => {
    const me = await player("Hooked");
    const saved = await me.request("PUT", "/v1/me/notifications", {
      body: { webhook: { url: `${hooks.url}?test-once`, when: "myTurn" } },
    });
    expect(saved.status).toBe(200);
    const sent = () => hooks.hooks.filter((h) => h.path.endsWith("?test-once")).length;
    const counted = crashAfterCall(api.server.deps.store.db, 0);
    const first = await me.post("/v1/me/webhook/test", undefined, { "Idempotency-Key": "test-once" });
    counted.stop();
    const retry = await me.post("/v1/me/webhook/test", undefined, { "Idempotency-Key": "test-once" });
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(sent()).toBe(1);

    // cut after it was sent, before its answer was kept (the request's last call, whatever reads
    // authentication adds before it): the resend carries the same webhook-id
    const answerPut = counted.calls.length;
    expect(counted.calls.slice(-1)).toEqual(["PutItemCommand"]);
    const crash = crashBeforeCall(api.server.deps.store.db, answerPut);
    const failed = await me.post("/v1/me/webhook/test", undefined, { "Idempotency-Key": "test-cut" });
    crash.stop();
    afterTheLease();
    expect(failed.status).toBe(500);
    const resent = await me.post("/v1/me/webhook/test", undefined, { "Idempotency-Key": "test-cut" });
    expect(resent.status).toBe(200);
    const ids = hooks.hooks.filter((h) => h.path.endsWith("?test-once")).map((h) => h.headers["webhook-id"]);
    expect(ids.length).toBe(3);
    expect(ids[2]).toBe(ids[1]);
    expect(ids[1]).not.toBe(ids[0]);
  });
});

/** The write units of the snapshot item at a version, as DynamoDB bills a put of it (1 KB each). */
async function snapshotUnits(matchId: string, version: number): Promise<number> {
  const { db, tableName } = api.server.deps.store;
  const { pk, sk } = snapshotItems.key(matchId, version);
  const out = await db.send(
    new GetItemCommand({ TableName: tableName, Key: { pk: { S: pk }, sk: { S: sk } }, ConsistentRead: true }),
  );
  return Math.ceil(itemSize(out.Item ?? {}) / 1024);
}

describe("a keyed move's cost", () => {
  it("is what an unkeyed move costs: one read (the match with its key's record) and one conditional write, the snapshot carrying the key", async () => {
    const [a, b] = [await player("Kay"), await player("Lee")];
    const match = await startedMatch([a, b]);
    const byId = (id: string) => (id === a.id ? a : b);
    const nextMove = async () => {
      const seen = (await a.get(`/v1/matches/${match.id}`)).body;
      const mover = byId(seen.seats[seen.activeSeats[0]].player.id);
      const view = (await mover.get(`/v1/matches/${match.id}`)).body;
      return { mover, body: { action: view.legalActions[0], expectedVersion: view.version } };
    };
    const metered = await meter(
      api.server.deps.store.db,
      api.server.deps.store.tableName,
      api.server.dynamoEndpoint,
    );
    try {
      const unkeyed = await nextMove();
      const plain = await metered.measure(() =>
        unkeyed.mover.post(`/v1/matches/${match.id}/actions`, unkeyed.body),
      );
      expect(plain.result.status).toBe(201);

      const keyed = await nextMove();
      const send = () =>
        keyed.mover.post(`/v1/matches/${match.id}/actions`, keyed.body, {
          "Idempotency-Key": "counted-move",
        });
      const first = await metered.measure(send);
      expect(first.result.status).toBe(201);
      const { calls, requests, wcu } = first.spent;
      expect({ batchGet: calls.BatchGetItemCommand, put: calls.PutItemCommand }).toEqual({
        batchGet: 1,
        put: 1,
      });
      expect(calls.UpdateItemCommand ?? 0).toBe(0);
      expect(calls.DeleteItemCommand ?? 0).toBe(0);
      // both are one read and one write: the remembered key's credential version is read with the snapshot
      expect(requests).toBe(2);
      expect(plain.spent.requests).toBe(2);
      expect(plain.spent.calls).toEqual({ BatchGetItemCommand: 1, PutItemCommand: 1 });
      expect(wcu).toBe(await snapshotUnits(match.id, keyed.body.expectedVersion + 1));

      const retry = await metered.measure(send);
      expect({ status: retry.result.status, body: retry.result.body }).toEqual({
        status: 201,
        body: first.result.body,
      });
      expect(retry.result.headers.get("idempotent-replayed")).toBe("true");
      expect(retry.spent.calls.PutItemCommand ?? 0).toBeLessThanOrEqual(1);
      expect(await itemsOf(match.id, "M#")).toBe(3);
    } finally {
      metered.close();
    }
  });

  it("refuses the key sent again at the version its move made, with another action, as reused", async () => {
    const [a, b] = [await player("Max"), await player("Nia")];
    const match = await startedMatch([a, b]);
    const mover = match.seats[match.activeSeats[0]].player.id === a.id ? a : b;
    const view = (await mover.get(`/v1/matches/${match.id}`)).body;
    const key = { "Idempotency-Key": "made-a-version" };
    const action = view.legalActions[0];
    const made = await mover.post(
      `/v1/matches/${match.id}/actions`,
      { action, expectedVersion: view.version },
      key,
    );
    expect(made.status).toBe(201);
    const again = await mover.post(
      `/v1/matches/${match.id}/actions`,
      { action, expectedVersion: view.version + 1 },
      key,
    );
    expectProblem(again, 422, "idempotency-key-reused");
    expect(await itemsOf(match.id, "M#")).toBe(2);
  });

  it("refuses the key sent again at the version before its move with an action no longer valid as reused, and still replays the true retry", async () => {
    const [a, b] = [await player("Ola"), await player("Pia")];
    const match = await startedMatch([a, b]);
    const mover = match.seats[match.activeSeats[0]].player.id === a.id ? a : b;
    const view = (await mover.get(`/v1/matches/${match.id}`)).body;
    const key = { "Idempotency-Key": "misused-then-retried" };
    const path = `/v1/matches/${match.id}/actions`;
    const first = { action: view.legalActions[0], expectedVersion: view.version };
    const made = await mover.post(path, first, key);
    expect(made.status).toBe(201);
    // the same key, the same version, an action of no game: the key's misuse, not a stale version
    const misused = await mover.post(
      path,
      { action: { type: "chooseSet", set: "Z" }, expectedVersion: view.version },
      key,
    );
    expectProblem(misused, 422, "idempotency-key-reused");
    // and the first move's true retry is still answered with the move it made
    const retried = await mover.post(path, first, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(retried.body.version).toBe(made.body.version);
  });
});

describe("PUT /v1/me/notifications", () => {
  it("refuses a request without a body rather than resetting every setting", async () => {
    const me = await player("Quiet");
    const saved = await me.request("PUT", "/v1/me/notifications", {
      body: { webhook: { url: `${hooks.url}?kept`, when: "always" }, email: { when: "never" } },
    });
    expect(saved.status).toBe(200);
    expectProblem(await me.request("PUT", "/v1/me/notifications"), 400, "validation-error");
    const now = (await me.get("/v1/me/notifications")).body.settings;
    expect(now).toMatchObject({
      webhook: { url: `${hooks.url}?kept`, when: "always" },
      email: { when: "never" },
    });
  });
});

describe("PATCH /v1/me", () => {
  it("refuses a request without a body, as its required body says, and changes nothing", async () => {
    const me = await player("Named");
    const before = (await me.get("/v1/me")).body;
    for (const headers of [{}, { "content-type": "application/json" }] as Record<string, string>[]) {
      const refused = await me.request("PATCH", "/v1/me", { headers });
      expect(refused.status).toBe(400);
      expect(refused.body.type).toMatch(/validation-error|malformed-json/);
    }
    expect((await me.get("/v1/me")).body).toEqual(before);
  });
});
