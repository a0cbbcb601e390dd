import { describe, expect, it } from "vitest";
import { createApp } from "../../functions/app";
import { FRAGMENT_PARAMETER, signInLink } from "../../functions/tokens/sign-in";
import { Client, type Json, newPlayer, startedMatch, tableSnapshot, useServer } from "../api/harness";

const api = useServer();

/** A second instance of the API on the same table, with its own memory of verified keys. */
function secondInstance() {
  const app = createApp(api.server.deps);
  return async (apiKey: string, path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(new URL(path, api.url).href, {
      headers: { Authorization: `Bearer ${apiKey}`, ...headers },
    });
    const text = await res.text();
    return { status: res.status, text, etag: res.headers.get("etag"), type: res.headers.get("content-type") };
  };
}

/** Each database call's command and when it was sent and answered, each answer held back a little. */
function timedCalls(holdMs: number) {
  const calls: { command: string; sent: number; answered: number }[] = [];
  const { db } = api.server.deps.store;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const call = { command: context.commandName ?? "", sent: performance.now(), answered: 0 };
      calls.push(call);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      try {
        return await next(args);
      } finally {
        call.answered = performance.now();
      }
    },
    { step: "initialize", name: "time-calls" },
  );
  return { calls, stop: () => db.middlewareStack.remove("time-calls") };
}

const expectRefused = (reply: { status: number; text: string; type: string | null }) => {
  expect(reply.status).toBe(401);
  expect(JSON.parse(reply.text).type).toBe("/problems/unauthorized");
  expect(reply.type).toMatch(/^application\/problem\+json/);
};

async function aMatch(names: [string, string]) {
  const players = [await newPlayer(api.url, names[0]), await newPlayer(api.url, names[1])];
  const match = await startedMatch(players);
  return { ada: players[0], match, other: secondInstance() };
}

describe("a read with a remembered key reads the key's version beside its own data, and answers once it is judged", () => {
  it("the key's version and the match are read at once: both requests sent before either answers", async () => {
    const { ada, match, other } = await aMatch(["Ada", "Bea"]);
    expect((await other(ada.apiKey as string, `/v1/matches/${match.id}`)).status).toBe(200);
    const timed = timedCalls(40);
    try {
      expect((await other(ada.apiKey as string, `/v1/matches/${match.id}`)).status).toBe(200);
    } finally {
      timed.stop();
    }
    expect(timed.calls.map((c) => c.command).sort()).toEqual(["GetItemCommand", "QueryCommand"]);
    const [first, second] = [...timed.calls].sort((a, b) => a.sent - b.sent);
    expect(second.sent).toBeLessThan(first.answered);
  });

  it("a key rotated on another instance gets 401 from every read, never the data the route read: the match, a poll's 304, my games, the player", async () => {
    const { ada, match, other } = await aMatch(["Cy", "Dee"]);
    const oldKey = ada.apiKey as string;
    const seen = await other(oldKey, `/v1/matches/${match.id}`);
    expect(seen.status).toBe(200);
    expect(
      (await other(oldKey, `/v1/matches/${match.id}`, { "If-None-Match": seen.etag ?? "" })).status,
    ).toBe(304);
    // every read that takes a key
    const reads = [
      "/v1/me",
      "/v1/me/matches",
      "/v1/me/notifications",
      "/v1/me/deliveries",
      "/v1/me/sessions",
      "/v1/lobby",
      `/v1/matches/${match.id}`,
      `/v1/matches/${match.id}/moves`,
      `/v1/matches/${match.id}/messages`,
    ];
    for (const path of reads) expect((await other(oldKey, path)).status).toBe(200);
    const rotated = await ada.post("/v1/me/api-key");
    expect(rotated.status).toBe(200);
    const before = await tableSnapshot(api.server);
    expectRefused(await other(oldKey, `/v1/matches/${match.id}`, { "If-None-Match": seen.etag ?? "" }));
    for (const path of reads) {
      const reply = await other(oldKey, path);
      expectRefused(reply);
      expect(reply.text).not.toContain(match.id);
      expect(reply.text).not.toContain(ada.id);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
    expect((await other(rotated.body.apiKey, `/v1/matches/${match.id}`)).status).toBe(200);
  });

  it("a session signed out on another instance gets 401 from a read it was remembered for", async () => {
    const { ada, match, other } = await aMatch(["Eve", "Fay"]);
    const link = signInLink(api.server.deps, (await api.server.deps.store.getPlayer(ada.id)) ?? ada);
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get(FRAGMENT_PARAMETER);
    const session: Json = (await new Client(api.url).post("/v1/sessions", { token })).body;
    expect((await other(session.apiKey, `/v1/matches/${match.id}`)).status).toBe(200);
    expect((await ada.request("DELETE", `/v1/me/sessions/${session.sessionId}`)).status).toBe(204);
    expectRefused(await other(session.apiKey, `/v1/matches/${match.id}`));
  });

  it("a changed email bumps the version but not the key: the remembered key is checked again in full and reads", async () => {
    const { ada, match, other } = await aMatch(["Gus", "Hal"]);
    expect((await other(ada.apiKey as string, "/v1/me")).status).toBe(200);
    const changed = await ada.request("PATCH", "/v1/me", { body: { email: "gus@new.example" } });
    expect(changed.status).toBe(200);
    const reply = await other(ada.apiKey as string, "/v1/me");
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text).email).toBe("gus@new.example");
    expect((await other(ada.apiKey as string, `/v1/matches/${match.id}`)).status).toBe(200);
  });

  it("the key's version read throttled answers 503 with no data, as the read failing before the route did", async () => {
    const { ada, match, other } = await aMatch(["Ivy", "Jo"]);
    expect((await other(ada.apiKey as string, `/v1/matches/${match.id}`)).status).toBe(200);
    const { db } = api.server.deps.store;
    const throttled = Object.assign(new Error("Rate of requests exceeds the allowed throughput"), {
      name: "ProvisionedThroughputExceededException",
    });
    db.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === "GetItemCommand") throw throttled;
        return next(args);
      },
      { step: "initialize", name: "throttle-version" },
    );
    try {
      const reply = await other(ada.apiKey as string, `/v1/matches/${match.id}`);
      expect(reply.status).toBe(503);
      expect(JSON.parse(reply.text).type).toBe("/problems/service-unavailable");
      expect(reply.text).not.toContain(match.id);
    } finally {
      db.middlewareStack.remove("throttle-version");
    }
    expect((await other(ada.apiKey as string, `/v1/matches/${match.id}`)).status).toBe(200);
  });
});
