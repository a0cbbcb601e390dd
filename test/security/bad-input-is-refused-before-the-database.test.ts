import { request } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "../../functions/http/body-limits";
import {
  Client,
  expectProblem,
  newPlayer,
  type Player,
  type Reply,
  tableSnapshot,
  useServer,
} from "../api/harness";

const api = useServer();
/** Each database call: its command and input, as sent. */
const calls: { command: string; input: string }[] = [];
let ada: Player;
let matchId: string;

beforeAll(async () => {
  api.server.deps.store.db.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push({ command: String(context.commandName), input: JSON.stringify(args.input) });
      return next(args);
    },
    { step: "initialize", name: "count-database-calls" },
  );
  ada = await newPlayer(api.url, "Ada");
  matchId = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body.id;
});

/**
 * The request is refused with that problem, with no database call but the check of the caller's
 * own credentials (one read of their player item, which every authenticated request makes).
 */
async function refusedBeforeTheDatabase(send: () => Promise<Reply>, status: number, kind: string) {
  const before = calls.length;
  const reply = await send();
  expectProblem(reply, status, kind);
  const made = calls.slice(before);
  expect(
    made.filter((c) => !(c.command === "GetItemCommand" && c.input.includes(`"PLAYER#${ada?.id}"`))),
  ).toEqual([]);
  expect(made.length).toBeLessThanOrEqual(1);
  return reply;
}

const threeKb = "a".repeat(3 * 1024);

describe("ids are checked for length and form before any database call (keys may not exceed 2 KB)", () => {
  it("in paths", async () => {
    for (const path of [
      `/v1/matches/${threeKb}`,
      `/v1/matches/${threeKb}/moves`,
      `/v1/matches/${threeKb}/history`,
      `/v1/games/${threeKb}`,
      `/v1/matches/${encodeURIComponent("m_ü€")}`,
    ]) {
      await refusedBeforeTheDatabase(() => ada.get(path), 400, "validation-error");
    }
    await refusedBeforeTheDatabase(
      () => ada.request("DELETE", `/v1/me/sessions/${threeKb}`),
      400,
      "validation-error",
    );
  });

  it("in bearer keys", async () => {
    for (const key of [`${threeKb}.secretsecretsecretsecret`, `p_x.${threeKb}.secretsecretsecretsecret`]) {
      await refusedBeforeTheDatabase(
        () => new Client(api.url, key).get(`/v1/matches/${matchId}`),
        401,
        "unauthorized",
      );
    }
  });

  it("in an invitation's playerId", async () => {
    await refusedBeforeTheDatabase(
      () => ada.post(`/v1/matches/${matchId}/invites`, { playerId: threeKb }),
      400,
      "validation-error",
    );
  });

  it("in a page number past any version a match can reach", async () => {
    await refusedBeforeTheDatabase(
      () => ada.get(`/v1/matches/${matchId}/moves?after=99999999998`),
      400,
      "validation-error",
    );
  });
});

describe("Authorization is `Bearer <key>` exactly", () => {
  it("refuses anything around or after the key", async () => {
    for (const header of [
      `Bearer ${ada.apiKey} garbage`,
      `Bearer\t${ada.apiKey}`,
      `Bearer${ada.apiKey}`,
      `Bearer ${ada.apiKey},other`,
      `Basic ${ada.apiKey}`,
      `Bearer ${ada.apiKey}.extra.part`,
      "Bearer",
    ]) {
      await refusedBeforeTheDatabase(
        () => new Client(api.url).get("/v1/me", { Authorization: header }),
        401,
        "unauthorized",
      );
    }
  });

  it("takes the scheme in any case and one or more spaces after it, as RFC 9110 says", async () => {
    for (const header of [`bearer ${ada.apiKey}`, `BEARER ${ada.apiKey}`, `Bearer   ${ada.apiKey}`]) {
      const reply = await new Client(api.url).get("/v1/me", { Authorization: header });
      expect(reply.status, header).toBe(200);
      expect(reply.body.id).toBe(ada.id);
    }
  });
});

/**
 * A request on a connection of its own: the server answers a body over the cap without reading it
 * and closes the connection, which a pooled client would try to use again.
 */
function oneShot(method: string, path: string, body: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const out = request(`${api.url}${path}`, {
      method,
      agent: false,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${ada.apiKey}` },
    });
    out.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => {
        const headers = new Headers(res.headers as Record<string, string>);
        resolve({ status: res.statusCode ?? 0, headers, body: JSON.parse(text) });
        out.destroy();
      });
    });
    out.on("error", (error) => setTimeout(() => reject(error), 1000));
    out.end(body);
  });
}

/** Streams `bytes` in chunks without a Content-Length, as a client that never says how much is coming. */
function streamed(path: string, bytes: number): Promise<{ status: number; type: string; sent: number }> {
  let sent = 0;
  return new Promise((resolve, reject) => {
    const out = request(`${api.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
    });
    out.on("response", (res) => {
      res.resume();
      resolve({
        status: res.statusCode ?? 0,
        type: String(res.headers["content-type"]),
        sent,
      });
      out.destroy();
    });
    out.on("error", (error) => setTimeout(() => reject(error), 1000));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const more = () => {
      while (sent < bytes && !out.destroyed) {
        sent += chunk.length;
        if (!out.write(chunk)) return void out.once("drain", more);
      }
      if (!out.destroyed) out.end();
    };
    more();
  });
}

describe("bodies are capped before they are read whole", () => {
  it(`answers 413 to a body over ${MAX_BODY_BYTES} bytes, and stores nothing`, async () => {
    const table = await tableSnapshot(api.server);
    const name = "x".repeat(MAX_BODY_BYTES);
    await refusedBeforeTheDatabase(
      () => oneShot("POST", "/v1/players", JSON.stringify({ name })),
      413,
      "payload-too-large",
    );
    expect(await tableSnapshot(api.server)).toEqual(table);
  });

  it("stops reading a streamed body at the cap: 300 MB are refused without waiting for them", async () => {
    const answer = await streamed("/v1/players", 300 * 1024 * 1024);
    expect(answer).toMatchObject({ status: 413, type: expect.stringMatching(/^application\/problem\+json/) });
    // the answer came while the client had written a small part of what it meant to send
    expect(answer.sent).toBeLessThan(32 * 1024 * 1024);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with 400 before parsing it`, async () => {
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const arrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    for (const raw of [objects(MAX_JSON_DEPTH + 1), objects(5_000), arrays(20_000)]) {
      const reply = await refusedBeforeTheDatabase(
        () => ada.request("POST", "/v1/matches", { raw, headers: { "Content-Type": "application/json" } }),
        400,
        "validation-error",
      );
      expect(reply.body.detail).toMatch(/nests deeper/);
    }
    const shallow = await ada.request("POST", "/v1/matches", {
      raw: arrays(MAX_JSON_DEPTH),
      headers: { "Content-Type": "application/json" },
    });
    expectProblem(shallow, 400, "validation-error");
    expect(shallow.body.detail).not.toMatch(/nests deeper/);
  });
});

describe("every stored string has a length limit", () => {
  it("a webhook URL over 2,048 characters is refused, and one of 500 KB is refused unread", async () => {
    const long = `https://hooks.example/${"a".repeat(3000)}`;
    const reply = await ada.request("PUT", "/v1/me/notifications", { body: { webhook: { url: long } } });
    expectProblem(reply, 400, "validation-error");
    const huge = `https://hooks.example/${"a".repeat(500 * 1024)}`;
    const refused = await oneShot("PUT", "/v1/me/notifications", JSON.stringify({ webhook: { url: huge } }));
    expectProblem(refused, 413, "payload-too-large");
  });

  it("a problem kind that is not one of ours is 404, however it is spelled", async () => {
    for (const kind of ["constructor", "__proto__", "toString"]) {
      expectProblem(await new Client(api.url).get(`/problems/${kind}`), 404, "not-found");
    }
  });
});
