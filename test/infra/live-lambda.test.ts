import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { bundleLambda } from "../../infra/build-lambda";
import { httpApiEvent } from "./http-api-event";

type Answer = { statusCode: number; headers?: Record<string, string>; body?: string };
type Handler = (event: unknown, context?: unknown) => Promise<Answer>;

/** The WebSocket event API Gateway hands the live function, as recorded from a deployed stage. */
const wsEvent = (routeKey: string, connectionId: string, extra: object = {}) => ({
  requestContext: {
    routeKey,
    eventType: routeKey === "$connect" ? "CONNECT" : routeKey === "$disconnect" ? "DISCONNECT" : "MESSAGE",
    connectionId,
    domainName: "ws.example",
    stage: "live",
    apiId: "ws",
    requestId: `r-${Math.random()}`,
    connectedAt: Date.now(),
    messageDirection: "IN",
  },
  isBase64Encoded: false,
  ...extra,
});
const connectEvent = (connectionId: string, protocols: string) =>
  wsEvent("$connect", connectionId, {
    headers: { Host: "ws.example", "Sec-WebSocket-Protocol": protocols, "Sec-WebSocket-Version": "13" },
  });
const frameEvent = (connectionId: string, frame: object) =>
  wsEvent("$default", connectionId, { body: JSON.stringify(frame) });

describe("the bundled live function and the worker's push on API Gateway", () => {
  const db = dynalite({ createTableMs: 0 });
  /** What the management API received: each connection's frames, in order. */
  const posted = new Map<string, Array<{ type: string; [k: string]: unknown }>>();
  const gone = new Set<string>();
  const managementApi = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const id = decodeURIComponent((req.url ?? "").replace(/^\/live\/@connections\//, ""));
      if (gone.has(id)) {
        res.writeHead(410, { "x-amzn-errortype": "GoneException", "content-type": "application/json" });
        res.end(JSON.stringify({ message: "Gone" }));
        return;
      }
      posted.set(id, [...(posted.get(id) ?? []), JSON.parse(body)]);
      res.writeHead(200).end();
    });
  });
  let api: Handler;
  let live: Handler;
  let worker: (event: unknown) => Promise<{ failed: number }>;
  const call = async (method: string, path: string, options: { body?: unknown; key?: string } = {}) => {
    const res = await api(httpApiEvent(method, path, options), {});
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => db.listen(0, "127.0.0.1", () => resolve()));
    await new Promise<void>((resolve) => managementApi.listen(0, "127.0.0.1", () => resolve()));
    const endpoint = `http://127.0.0.1:${(db.address() as AddressInfo).port}`;
    await ensureTable(dynamoClient(endpoint), "games-live");
    process.env.TABLE_NAME = "games-live";
    process.env.DYNAMODB_ENDPOINT = endpoint;
    process.env.PUBLIC_URL = "https://games.example.test";
    process.env.CLIENT_URL = "https://games.example.test/matches/{matchId}";
    process.env.SIGNING_SECRET = "test-signing-secret-of-enough-length-0123456789";
    // what the stack gives the live function and the worker: the stage's management endpoint
    process.env.LIVE_ENDPOINT = `http://127.0.0.1:${(managementApi.address() as AddressInfo).port}/live`;
    process.env.AWS_REGION = "eu-central-1";
    process.env.AWS_ACCESS_KEY_ID = "local";
    process.env.AWS_SECRET_ACCESS_KEY = "local";
    const outdir = new URL("../../.build/test-live-lambda", import.meta.url).pathname;
    mkdirSync(outdir, { recursive: true });
    const load = async (name: "api" | "live" | "worker") =>
      (await import(pathToFileURL(await bundleLambda(name, outdir)).href)).handler;
    [api, live, worker] = await Promise.all([load("api"), load("live"), load("worker")]);
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => managementApi.close(() => resolve()));
    await new Promise<void>((resolve) => db.close(() => resolve()));
  });

  /** The stream's records of one new snapshot, as Lambda hands them to the worker. */
  const snapshotRecord = async (matchId: string, version: number) => {
    const out = await dynamoClient(process.env.DYNAMODB_ENDPOINT).send(
      new QueryCommand({
        TableName: "games-live",
        KeyConditionExpression: "pk = :pk AND sk = :sk",
        ExpressionAttributeValues: {
          ":pk": { S: `MATCH#${matchId}` },
          ":sk": { S: `M#${String(version).padStart(9, "0")}` },
        },
      }),
    );
    const lambdaJson = (item: object) =>
      JSON.parse(
        JSON.stringify(item, (_, v) => (v instanceof Uint8Array ? Buffer.from(v).toString("base64") : v)),
      );
    expect(out.Items).toHaveLength(1);
    return (out.Items ?? []).map((item) => ({
      eventName: "INSERT",
      dynamodb: { NewImage: lambdaJson(item) },
    }));
  };

  it("a forged key is refused at $connect, and nothing is stored for it", async () => {
    const ada = await call("POST", "/v1/players", { body: { name: "Ada" } });
    const forged = `${ada.body.apiKey.slice(0, -4)}AAAA`;
    expect((await live(connectEvent("c_forged=", `live.v1, key.${forged}`))).statusCode).toBe(401);
    await live(frameEvent("c_forged=", { type: "ping" }));
    expect(posted.get("c_forged=")).toBeUndefined();
  });

  it("a subscribed player receives their own view's frame after a move, a spectator the spectator's; a gone connection is dropped", async () => {
    const ada = await call("POST", "/v1/players", { body: { name: "Ada" } });
    const bo = await call("POST", "/v1/players", { body: { name: "Bo" } });
    const created = await call("POST", "/v1/matches", {
      body: { game: "santa-cruz", seats: 2, seed: "live" },
      key: ada.body.apiKey,
    });
    const matchId = created.body.id;
    await call("POST", `/v1/matches/${matchId}/join`, {
      body: { inviteCode: created.body.inviteCode },
      key: bo.body.apiKey,
    });

    const connected = await live(connectEvent("c_ada=", `live.v1, key.${ada.body.apiKey}`));
    // the answer names the channel's own protocol, never the key
    expect(connected).toMatchObject({ statusCode: 200, headers: { "Sec-WebSocket-Protocol": "live.v1" } });
    expect((await live(connectEvent("c_spectator=", "live.v1"))).statusCode).toBe(200);
    expect((await live(connectEvent("c_gone=", "live.v1"))).statusCode).toBe(200);
    for (const id of ["c_ada=", "c_spectator=", "c_gone="]) {
      expect((await live(frameEvent(id, { type: "subscribe", matchId }))).statusCode).toBe(200);
    }
    expect(posted.get("c_ada=")?.map((f) => f.type)).toEqual(["subscribed", "version"]);
    expect(posted.get("c_spectator=")?.map((f) => f.type)).toEqual(["subscribed", "version"]);

    const seen = await call("GET", `/v1/matches/${matchId}`, { key: ada.body.apiKey });
    const seat: number = seen.body.activeSeats[0];
    // the seats are drawn at the start: the mover is whoever sits in the awaited one
    const mover = [ada, bo].find((p) => seen.body.seats[seat]?.player?.id === p.body.player.id);
    const mine = await call("GET", `/v1/matches/${matchId}`, { key: mover?.body.apiKey });
    const moved = await call("POST", `/v1/matches/${matchId}/actions`, {
      body: { action: mine.body.legalActions[0], expectedVersion: mine.body.version },
      key: mover?.body.apiKey,
    });
    expect(moved.status).toBe(201);
    gone.add("c_gone=");
    const done = await worker({ Records: await snapshotRecord(matchId, moved.body.version) });
    expect(done.failed).toBe(0);

    const last = (id: string) => posted.get(id)?.at(-1);
    const adaView = await call("GET", `/v1/matches/${matchId}`, { key: ada.body.apiKey });
    const spectatorView = await call("GET", `/v1/matches/${matchId}`);
    expect(last("c_ada=")).toMatchObject({ type: "version", matchId, version: moved.body.version });
    expect(last("c_ada=")?.match).toEqual(adaView.body);
    expect(last("c_spectator=")).toMatchObject({ type: "version", matchId, version: moved.body.version });
    expect(last("c_spectator=")?.match).toEqual(spectatorView.body);
    expect(adaView.body).not.toEqual(spectatorView.body);

    // the gone connection left the match's readers: a second push posts to it no more
    gone.delete("c_gone=");
    await worker({ Records: await snapshotRecord(matchId, moved.body.version) });
    expect(posted.get("c_gone=")?.map((f) => f.type)).toEqual(["subscribed", "version"]);

    // $disconnect drops the spectator: the next push reaches Ada alone
    await live(wsEvent("$disconnect", "c_spectator="));
    const before = posted.get("c_spectator=")?.length;
    await worker({ Records: await snapshotRecord(matchId, moved.body.version) });
    expect(posted.get("c_spectator=")?.length).toBe(before);
    expect(last("c_ada=")?.type).toBe("version");
  });

  it("a message said at the table is posted by the bundled API to the seated readers alone, and stands when a post fails", async () => {
    const cy = await call("POST", "/v1/players", { body: { name: "Cy" } });
    const di = await call("POST", "/v1/players", { body: { name: "Di" } });
    const created = await call("POST", "/v1/matches", {
      body: { game: "santa-cruz", seats: 2, seed: "chat" },
      key: cy.body.apiKey,
    });
    const matchId = created.body.id;
    await call("POST", `/v1/matches/${matchId}/join`, {
      body: { inviteCode: created.body.inviteCode },
      key: di.body.apiKey,
    });
    const readers = { "c_cy=": cy.body.apiKey, "c_di=": di.body.apiKey, "c_watcher=": null };
    for (const [id, key] of Object.entries(readers)) {
      expect((await live(connectEvent(id, key ? `live.v1, key.${key}` : "live.v1"))).statusCode).toBe(200);
      expect((await live(frameEvent(id, { type: "subscribe", matchId }))).statusCode).toBe(200);
    }
    const said = await call("POST", `/v1/matches/${matchId}/messages`, {
      body: { text: "Good luck!" },
      key: cy.body.apiKey,
    });
    expect(said.status).toBe(201);
    const chatOf = (id: string) => (posted.get(id) ?? []).filter((f) => f.type === "chat");
    const listed = await call("GET", `/v1/matches/${matchId}/messages`, { key: di.body.apiKey });
    for (const id of ["c_cy=", "c_di="])
      expect(chatOf(id)).toEqual([{ type: "chat", matchId, message: listed.body.messages[0] }]);
    expect(chatOf("c_watcher=")).toEqual([]);

    // API Gateway refusing the post: the message is written and answered all the same
    gone.add("c_di=");
    const again = await call("POST", `/v1/matches/${matchId}/messages`, {
      body: { text: "Still there?" },
      key: cy.body.apiKey,
    });
    expect(again.status).toBe(201);
    const after = await call("GET", `/v1/matches/${matchId}/messages`, { key: cy.body.apiKey });
    expect(after.body.messages.map((m: { text: string }) => m.text)).toEqual(["Good luck!", "Still there?"]);
    expect(chatOf("c_di=")).toHaveLength(1);
    expect(chatOf("c_cy=")).toHaveLength(2);
    gone.delete("c_di=");
  });

  it("a key rotated after its connection showed it is cut off: told why, forgotten, and posted nothing more", async () => {
    const eve = await call("POST", "/v1/players", { body: { name: "Eve" } });
    const fay = await call("POST", "/v1/players", { body: { name: "Fay" } });
    const created = await call("POST", "/v1/matches", {
      body: { game: "santa-cruz", seats: 2, seed: "rotated" },
      key: eve.body.apiKey,
    });
    const matchId = created.body.id;
    await call("POST", `/v1/matches/${matchId}/join`, {
      body: { inviteCode: created.body.inviteCode },
      key: fay.body.apiKey,
    });
    await live(connectEvent("c_eve=", `live.v1, key.${eve.body.apiKey}`));
    await live(frameEvent("c_eve=", { type: "subscribe", matchId }));
    expect(posted.get("c_eve=")?.map((f) => f.type)).toEqual(["subscribed", "version"]);

    const rotated = await call("POST", "/v1/me/api-key", { key: eve.body.apiKey });
    expect(rotated.status).toBe(200);
    const said = await call("POST", `/v1/matches/${matchId}/messages`, {
      body: { text: "secret table talk" },
      key: fay.body.apiKey,
    });
    expect(said.status).toBe(201);
    const frames = () => posted.get("c_eve=") ?? [];
    expect(frames().map((f) => f.type)).toEqual(["subscribed", "version", "problem"]);
    expect(frames()[2]).toMatchObject({ problem: { status: 401 } });
    expect(JSON.stringify(frames())).not.toContain("secret table talk");
    // forgotten: its next frame finds no connection, and the match's pushes skip it
    expect((await live(frameEvent("c_eve=", { type: "subscribe", matchId }))).statusCode).toBe(410);
    const seen = await call("GET", `/v1/matches/${matchId}`, { key: fay.body.apiKey });
    expect(seen.body.version).toBeGreaterThan(0);
    await worker({ Records: await snapshotRecord(matchId, seen.body.version) });
    expect(frames()).toHaveLength(3);
  });
});
