import { request as httpRequest } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../functions/app";
import { type RateLimits, rateLimits } from "../../functions/http/rate-limits";
import { Client, expectProblem, newPlayer, type Reply, tableSnapshot, useServer } from "../api/harness";
import { webhookReceiver } from "../notify/receivers";

const small: RateLimits = {
  "players-per-address": { quota: 3, windowSeconds: 3600 },
  "matches-per-player": { quota: 2, windowSeconds: 3600 },
  "invites-per-player": { quota: 10, windowSeconds: 3600 },
  "invites-per-invitee": { quota: 1000, windowSeconds: 86_400 },
  "sign-in-links-per-address": { quota: 2, windowSeconds: 3600 },
  "sign-in-links-per-client": { quota: 1000, windowSeconds: 3600 },
  "chat-messages-per-player": { quota: 1000, windowSeconds: 60 },
  "webhook-tests-per-player": { quota: 2, windowSeconds: 3600 },
};

const api = useServer({ rateLimits: small });
const real = useServer({ rateLimits });

/** The table without the limits' own counters: what a refused request must leave as it was. */
async function dataItems(server = api.server): Promise<string[]> {
  return (await tableSnapshot(server)).filter((item) => !item.includes('"RATE#'));
}

/** Posts a body to make a player from another loopback address (Linux routes all of 127/8 to the host): its status and RateLimit header. */
function postPlayerFrom(
  localAddress: string,
  url: string,
  body: string,
): Promise<{ status: number; rateLimit: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/v1/players`,
      { method: "POST", localAddress, headers: { "Content-Type": "application/json" } },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, rateLimit: res.headers.ratelimit as string | undefined }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Registers a player from another loopback address: the answer's status. */
const createPlayerFrom = async (localAddress: string, url: string): Promise<number> =>
  (await postPlayerFrom(localAddress, url, JSON.stringify({ name: "Elsewhere" }))).status;

function expectRateLimited(reply: Reply, limit: string): void {
  expectProblem(reply, 429, "rate-limited");
  expect(reply.body.limit).toBe(limit);
  const retryAfter = Number(reply.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(small[limit as keyof RateLimits].windowSeconds);
  expect(reply.headers.get("ratelimit")).toMatch(new RegExp(`"${limit}";r=0;t=\\d+`));
  expect(reply.headers.get("ratelimit-policy")).toContain(`"${limit}";q=`);
}

describe("an anonymous client making players in a loop", () => {
  it("gets 429 problem+json with Retry-After once over its address's limit, and the refused requests made no player", async () => {
    const anon = new Client(api.url);
    const made: Reply[] = [];
    for (let i = 0; i < 3; i++) made.push(await anon.post("/v1/players", { name: `Bot ${i}` }));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(made.map((r) => r.headers.get("ratelimit"))).toEqual([
      expect.stringMatching(/^"players-per-address";r=2;t=\d+$/),
      expect.stringMatching(/^"players-per-address";r=1;t=\d+$/),
      expect.stringMatching(/^"players-per-address";r=0;t=\d+$/),
    ]);
    expect(made[0].headers.get("ratelimit-policy")).toBe('"players-per-address";q=3;w=3600');

    const before = await dataItems();
    for (let i = 0; i < 20; i++)
      expectRateLimited(await anon.post("/v1/players", { name: "Spam" }), "players-per-address");
    expect(await dataItems()).toEqual(before);
  });

  it("is not counted for a form refused for what it holds: a person correcting a typo is not locked out", async () => {
    const from = "127.0.0.77";
    for (const body of [
      '{"name":""}',
      '{"name":"Ida","email":"not an address"}',
      "{",
      '{"name":"Ida","x":1}',
    ]) {
      const refused = await postPlayerFrom(from, api.url, body);
      expect(refused.status).toBe(400);
      expect(refused.rateLimit).toMatch(/^"players-per-address";r=3;t=\d+$/);
    }
    const made = [];
    for (let i = 0; i < 4; i++) made.push((await postPlayerFrom(from, api.url, '{"name":"Ida"}')).status);
    expect(made).toEqual([201, 201, 201, 429]);
  });

  it("leaves another client address free to register", async () => {
    expect(await createPlayerFrom("127.0.0.2", api.url)).toBe(201);
  });

  it("is stopped at the real limit of 10 accounts an hour", async () => {
    const anon = new Client(real.url);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await anon.post("/v1/players", { name: `Bot ${i}` })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });
});

/** Players are made on a server without limits; the limited app runs over the same table. */
const free = useServer();

/** A POST to an app over the free server's table, as that player. */
function postAs(app: ReturnType<typeof createApp>, who: Client, path: string, body: unknown) {
  return app.request(path, {
    method: "POST",
    headers: { Authorization: `Bearer ${who.apiKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function replyOf(res: Response): Promise<Reply> {
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe("a player opening matches in a loop", () => {
  it("gets 429 after the per-player limit, no match is made by a refused request, and another player is not affected", async () => {
    const app = createApp(free.server.deps, { rateLimits: small });
    const [spammer, other] = [await newPlayer(free.url, "Spammer"), await newPlayer(free.url, "Other")];
    const open = (who: Client) => postAs(app, who, "/v1/matches", { game: "santa-cruz", seats: 2 });
    expect((await open(spammer)).status).toBe(201);
    expect((await open(spammer)).status).toBe(201);
    const before = await dataItems(free.server);
    expectRateLimited(await replyOf(await open(spammer)), "matches-per-player");
    expect(await dataItems(free.server)).toEqual(before);
    expect((await spammer.get("/v1/me/matches")).body.matches).toHaveLength(2);
    expect((await open(other)).status).toBe(201);
  });
});

describe("a player sending their webhook test events in a loop", () => {
  it("gets 429 after the per-player limit, and the refused ones call no URL", async () => {
    const receiver = await webhookReceiver();
    try {
      const app = createApp(free.server.deps, { rateLimits: small });
      const relay = await newPlayer(free.url, "Relay");
      expect(
        (await relay.request("PUT", "/v1/me/notifications", { body: { webhook: { url: receiver.url } } }))
          .status,
      ).toBe(200);
      const test = () => postAs(app, relay, "/v1/me/webhook/test", {});
      for (let i = 0; i < 2; i++) expect((await replyOf(await test())).body.ok).toBe(true);
      for (let i = 0; i < 5; i++) expectRateLimited(await replyOf(await test()), "webhook-tests-per-player");
      expect(receiver.hooks).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });
});

describe("a player sending 300 invitations", () => {
  it("gets 429 after the per-player limit, and the refused ones notify no one", async () => {
    const app = createApp(free.server.deps, { rateLimits: small });
    const host = await newPlayer(free.url, "Host");
    const invitees = await Promise.all(["Ann", "Ben", "Cy"].map((name) => newPlayer(free.url, name)));
    const match = (await host.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const statuses: number[] = [];
    let before: string[] = [];
    for (let i = 0; i < 300; i++) {
      if (i === 10) before = await dataItems(free.server);
      const playerId = invitees[i % invitees.length].id;
      const reply = await replyOf(await postAs(app, host, `/v1/matches/${match.id}/invites`, { playerId }));
      statuses.push(reply.status);
      if (reply.status === 429) expectRateLimited(reply, "invites-per-player");
      else expect(reply.headers.get("ratelimit-policy")).toContain('"invites-per-invitee";q=1000;w=86400');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(await dataItems(free.server)).toEqual(before);
  });

  it("stops invitations to one player from everyone once that player had their day's share", async () => {
    const app = createApp(free.server.deps, {
      rateLimits: { ...small, "invites-per-invitee": { quota: 2, windowSeconds: 86_400 } },
    });
    const target = await newPlayer(free.url, "Target");
    const spared = await newPlayer(free.url, "Spared");
    const hosts = await Promise.all(["H1", "H2", "H3"].map((name) => newPlayer(free.url, name)));
    const inviteFrom = async (host: Client, playerId: string) => {
      const match = (await host.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
      return replyOf(await postAs(app, host, `/v1/matches/${match.id}/invites`, { playerId }));
    };
    expect((await inviteFrom(hosts[0], target.id)).status).toBe(202);
    expect((await inviteFrom(hosts[1], target.id)).status).toBe(202);
    const refused = await inviteFrom(hosts[2], target.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ type: "/problems/rate-limited", limit: "invites-per-invitee" });
    expect((await inviteFrom(hosts[2], spared.id)).status).toBe(202);
  });
});

describe("the client's address on AWS", () => {
  const aws = (sourceIp: string) => ({ requestContext: { http: { sourceIp } } });
  const register = (app: ReturnType<typeof createApp>, forwardedFor: string, sourceIp: string) =>
    app.request(
      "/v1/players",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
        body: JSON.stringify({ name: "Viewer" }),
      },
      aws(sourceIp),
    );

  it("is the viewer's address CloudFront appended, not what the client put in X-Forwarded-For", async () => {
    const app = createApp(api.server.deps, {
      rateLimits: { ...small, "players-per-address": { quota: 1, windowSeconds: 3600 } },
    });
    expect((await register(app, "1.1.1.1, 203.0.113.7, 130.176.0.1", "130.176.0.1")).status).toBe(201);
    // a forged left part does not make the same viewer a new client
    expect((await register(app, "2.2.2.2, 203.0.113.7, 130.176.0.2", "130.176.0.2")).status).toBe(429);
    expect((await register(app, "198.51.100.9, 130.176.0.1", "130.176.0.1")).status).toBe(201);
  });
});

describe("a throttled table", () => {
  it("is answered 503 problem+json with Retry-After, not 500", async () => {
    const app = createApp(api.server.deps, { rateLimits: small });
    const throttled = Object.assign(new Error("Rate of requests exceeds the allowed throughput"), {
      name: "ProvisionedThroughputExceededException",
    });
    const spy = vi.spyOn(api.server.deps.store, "countRequest").mockRejectedValueOnce(throttled);
    const reply = await app.request("/v1/players", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Patient" }),
    });
    spy.mockRestore();
    expect(reply.status).toBe(503);
    expect(reply.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(reply.headers.get("retry-after")).toBe("1");
    expect(await reply.json()).toMatchObject({ type: "/problems/service-unavailable", status: 503 });
  });
});
