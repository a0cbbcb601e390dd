import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../domain/catalog";
import { createApp } from "../../functions/app";
import type { LogLine } from "../../functions/log";
import { dynamoClient } from "../../functions/store/dynamo";
import { Store } from "../../functions/store/store";
import { newPlayer, startedMatch, useServer } from "../api/harness";
import { type Started, startServer } from "./processes";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The JSON lines a process wrote (the start-up banner is for people, and is not one). */
function jsonLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

describe("npm start's log: one JSON line per request", () => {
  let server: Started;
  let url: string;
  beforeAll(async () => {
    server = startServer({ DATA_DIR: "memory" });
    url = await server.url;
  });
  afterAll(() => server.stop());

  /** Sends a request and returns its answer with the log line that names its X-Request-Id. */
  async function logged(path: string, init: RequestInit = {}) {
    const res = await fetch(`${url}${path}`, init);
    const body = await res.text();
    const requestId = res.headers.get("x-request-id") as string;
    expect(requestId).toMatch(UUID);
    await expect
      .poll(() => jsonLines(server.stdout()).filter((l) => l.requestId === requestId))
      .toHaveLength(1);
    const line = jsonLines(server.stdout()).find((l) => l.requestId === requestId) as LogLine;
    return { res, body: body ? JSON.parse(body) : null, requestId, line };
  }

  it("names the request's id, method, path, status and duration, the same id as X-Request-Id", async () => {
    const { line, requestId } = await logged("/v1/games?limit=5");
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      requestId,
      method: "GET",
      path: "/v1/games",
      status: 200,
    });
    expect(typeof line.ms).toBe("number");
    expect(Date.parse(line.time as string)).not.toBeNaN();
  });

  it("puts the request's id in every problem's instance", async () => {
    const { res, body, requestId, line } = await logged("/v1/me", {
      headers: { authorization: "Bearer p_x.nope" },
    });
    expect(res.status).toBe(401);
    expect(body.instance).toBe(`urn:uuid:${requestId}`);
    expect(line.status).toBe(401);
    const unknown = await logged("/v1/nowhere");
    expect(unknown.body.instance).toBe(`urn:uuid:${unknown.requestId}`);
  });

  it("never holds an API key, a session key, a token or an Idempotency-Key that was just used", async () => {
    const created = await logged("/v1/players", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": "idem-key-4c1e7a2b-9f0d-4e3a-b5c6-d7e8f9a0b1c2",
      },
      body: JSON.stringify({ name: "Ada", email: "ada@example.test" }),
    });
    const apiKey: string = created.body.apiKey;
    const auth = { authorization: `Bearer ${apiKey}` };
    await logged("/v1/me", { headers: auth });
    const rotated = await logged("/v1/me/api-key", { method: "POST", headers: auth });
    const newKey: string = rotated.body.apiKey;
    await logged("/v1/me/matches", { headers: { authorization: `Bearer ${newKey}` } });
    const token = "eyJwdXJwb3NlIjoidW5zdWJzY3JpYmUifQ.c2VjcmV0LXNpZ25hdHVyZS12YWx1ZQ";
    const unsubscribe = await logged(`/v1/unsubscribe?token=${token}`);
    expect(unsubscribe.line.path).toBe("/v1/unsubscribe");

    const everything = server.stdout() + server.stderr();
    for (const secret of [
      apiKey,
      apiKey.split(".")[1],
      newKey,
      newKey.split(".")[1],
      token,
      "idem-key-4c1e7a2b",
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/bearer|authorization/i);
  });
});

describe("the worker's lines", () => {
  const lines: LogLine[] = [];
  const api = useServer({ log: (line) => lines.push(line) });

  it("carry an id of their own run, and what the run did", async () => {
    const players = [await newPlayer(api.url, "Ada"), await newPlayer(api.url, "Bea")];
    await startedMatch(players);
    const done = await api.server.work();
    const work = lines.filter((l) => l.msg === "work");
    expect(work).toEqual([
      expect.objectContaining({ level: "info", runId: expect.stringMatching(UUID), ...done }),
    ]);
    expect(work[0].requestId).toBeUndefined();
  });
});

describe("an answer the service could not give", () => {
  it("is logged as an error with what went wrong, while the caller sees only the request's id", async () => {
    const lines: LogLine[] = [];
    // nothing listens on port 9: every database call fails
    const store = new Store(dynamoClient("http://127.0.0.1:9"), "games");
    const app = createApp({ store, games: catalog, now: () => new Date(), log: (line) => lines.push(line) });
    const res = await app.request("/v1/matches/m_unreachable");
    expect(res.status).toBe(500);
    const problem = await res.json();
    expect(problem.type).toBe("/problems/internal-error");
    expect(JSON.stringify(problem)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "request",
        status: 500,
        requestId: problem.instance.replace("urn:uuid:", ""),
        error: expect.stringMatching(/ECONNREFUSED|connect/),
      }),
    ]);
  });

  it("is logged as a warning when it is the table's moment of overload, which the caller is told to retry", async () => {
    const lines: LogLine[] = [];
    const client = dynamoClient("http://127.0.0.1:9");
    // before the SDK's own retries: the table refuses every call as throttled
    client.middlewareStack.add(
      () => async () => {
        throw Object.assign(new Error("Rate of requests exceeds the allowed throughput"), {
          name: "ThrottlingException",
        });
      },
      { step: "initialize" },
    );
    const store = new Store(client, "games");
    const app = createApp({ store, games: catalog, now: () => new Date(), log: (line) => lines.push(line) });
    const res = await app.request("/v1/matches/m_throttled");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("1");
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "request",
        status: 503,
        error: expect.stringMatching(/Rate/),
      }),
    ]);
  });
});
