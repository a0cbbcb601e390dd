import { mkdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../functions/deps";
import { openApiPath } from "../../functions/http/openapi-json";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { unsubscribeToken } from "../../functions/tokens/unsubscribe";
import { bundleLambda } from "../../infra/build-lambda";
import { httpApiEvent } from "./http-api-event";

type Handler = (
  event: unknown,
  context: unknown,
) => Promise<{ statusCode: number; headers: Record<string, string>; body: string }>;

const event = httpApiEvent;

describe("the bundled Lambda handler", () => {
  const db = dynalite({ createTableMs: 0 });
  let handler: Handler;
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; key?: string; headers?: Record<string, string> } = {},
  ) => {
    const res = await handler(event(method, path, options), {});
    const json = res.headers["content-type"]?.includes("json");
    return {
      status: res.statusCode,
      body: res.body && json ? JSON.parse(res.body) : res.body,
      headers: res.headers,
    };
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => db.listen(0, "127.0.0.1", () => resolve()));
    const endpoint = `http://127.0.0.1:${(db.address() as AddressInfo).port}`;
    await ensureTable(dynamoClient(endpoint), "games-test");
    process.env.TABLE_NAME = "games-test";
    process.env.DYNAMODB_ENDPOINT = endpoint;
    // what the stack gives the worker: the site's pages to link to, and the secret that signs the links
    process.env.PUBLIC_URL = "https://games.example.test";
    process.env.CLIENT_URL = "https://games.example.test/matches/{matchId}";
    process.env.SIGNING_SECRET = "test-signing-secret-of-enough-length-0123456789";
    // inside the repository, so that the runtime-provided AWS SDK resolves from node_modules
    const outdir = new URL("../../.build/test-lambda", import.meta.url).pathname;
    mkdirSync(outdir, { recursive: true });
    const file = await bundleLambda("api", outdir);
    handler = (await import(pathToFileURL(file).href)).handler;
  });
  afterAll(() => new Promise<void>((resolve) => db.close(() => resolve())));

  /** The table's stream records of a match's new snapshots and notices, as Lambda hands them over. */
  const streamRecords = async (matchId: string) => {
    const client = dynamoClient(process.env.DYNAMODB_ENDPOINT);
    const out = await client.send(
      new QueryCommand({
        TableName: "games-test",
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": { S: `MATCH#${matchId}` } },
      }),
    );
    // binary attributes come as base64 text
    const lambdaJson = (item: object) =>
      JSON.parse(
        JSON.stringify(item, (_, v) => (v instanceof Uint8Array ? Buffer.from(v).toString("base64") : v)),
      );
    return (out.Items ?? [])
      .filter((item) => /^[MN]#/.test(item.sk?.S ?? ""))
      .map((item) => ({ eventName: "INSERT", dynamodb: { NewImage: lambdaJson(item) } }));
  };

  it("plays a short game through API Gateway v2 events", async () => {
    const ada = await call("POST", "/v1/players", { body: { name: "Ada" } });
    const bo = await call("POST", "/v1/players", { body: { name: "Bo" } });
    expect(ada.status).toBe(201);
    // the function's first request touching a game: its options are checked by its listing, unloaded
    const refused = await call("POST", "/v1/matches", {
      body: { game: "santa-cruz", seats: 2, options: { setAssignment: "nope" } },
      key: ada.body.apiKey,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(["options.setAssignment"]);
    const created = await call("POST", "/v1/matches", {
      body: { game: "santa-cruz", seats: 2, seed: "lambda" },
      key: ada.body.apiKey,
    });
    expect(created.status).toBe(201);
    const joined = await call("POST", `/v1/matches/${created.body.id}/join`, {
      body: { inviteCode: created.body.inviteCode },
      key: bo.body.apiKey,
    });
    expect(joined.body.status).toBe("active");
    // the players' keys in the seat order the start drew
    const keys = joined.body.seats.map((s: { player: { id: string } }) =>
      s.player.id === ada.body.player.id ? ada.body.apiKey : bo.body.apiKey,
    );
    for (let step = 0; step < 6; step++) {
      const seen = await call("GET", `/v1/matches/${created.body.id}`, { key: keys[0] });
      const seat = seen.body.activeSeats[0];
      const mine = await call("GET", `/v1/matches/${created.body.id}`, { key: keys[seat] });
      expect(mine.headers.etag).toBe(`"v${mine.body.version}-s${seat}"`);
      const moved = await call("POST", `/v1/matches/${created.body.id}/actions`, {
        body: { action: mine.body.legalActions[0], expectedVersion: mine.body.version },
        key: keys[seat],
      });
      expect(moved.status).toBe(201);
      expect(moved.body.version).toBe(mine.body.version + 1);
    }
    const stale = await call("POST", `/v1/matches/${created.body.id}/actions`, {
      body: { action: { type: "chooseSet", set: "A" }, expectedVersion: 0 },
      key: keys[0],
    });
    expect(stale.status).toBe(409);
    expect(stale.headers["content-type"]).toBe("application/problem+json");
    const unknown = await call("GET", "/nowhere");
    expect(unknown.body.type).toBe("/problems/not-found");
  });

  it("answers a browser on the site's origin with the one CORS policy, and names every answer", async () => {
    const site = "https://games.example.test";
    const preflight = await call("OPTIONS", "/v1/matches", {
      headers: { origin: site, "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(site);
    const stranger = await call("GET", "/v1/games", { headers: { origin: "https://evil.example" } });
    expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
    const missing = await call("GET", "/v1/matches/m_none");
    expect(missing.body.instance).toBe(`urn:uuid:${missing.headers["x-request-id"]}`);
  });

  it("answers GET /openapi.json with the committed document, naming its public address first whatever the Host", async () => {
    const text = readFileSync(openApiPath, "utf8");
    // beside the bundle, as the stack uploads its folder: the function never generates it
    const beside = new URL("../../.build/test-lambda/openapi.json", import.meta.url);
    expect(readFileSync(beside, "utf8")).toBe(text);
    const committed = JSON.parse(text);
    const doc = await call("GET", "/openapi.json", { headers: { host: "evil.example" } });
    expect(doc.status).toBe(200);
    expect(doc.body).toEqual({
      ...committed,
      servers: [{ url: "https://games.example.test", description: "This server" }, ...committed.servers],
    });
  });

  it("answers GET /asyncapi.json with the committed push-channel document, bundled in", async () => {
    const committed = JSON.parse(readFileSync("openapi/asyncapi.json", "utf8"));
    const doc = await call("GET", "/asyncapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body).toEqual(committed);
  });

  it("shows the unsubscribe page, whose links need the client's address", async () => {
    const ada = await call("POST", "/v1/players", { body: { name: "Ada", email: "ada@example.test" } });
    const deps = { signingSecret: process.env.SIGNING_SECRET, now: () => new Date() } as Deps;
    const token = unsubscribeToken(deps, ada.body.player);
    const page = await call("GET", `/v1/unsubscribe?token=${token}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    // the web client's sign-in page: an unsubscribe link signs nobody in
    expect(page.body).toContain('href="https://games.example.test/signin"');
    expect(page.body).not.toContain("#sign-in=");
  });

  it("runs the bundled worker on a stream event: the move's notice is fanned out and settled", async () => {
    const outdir = new URL("../../.build/test-lambda", import.meta.url).pathname;
    const worker = (await import(pathToFileURL(await bundleLambda("worker", outdir)).href)).handler;
    const ada = await call("POST", "/v1/players", { body: { name: "Ada", email: "ada@example.test" } });
    const bo = await call("POST", "/v1/players", { body: { name: "Bo", email: "bo@example.test" } });
    const created = await call("POST", "/v1/matches", {
      body: { game: "santa-cruz", seats: 2 },
      key: ada.body.apiKey,
    });
    const joined = await call("POST", `/v1/matches/${created.body.id}/join`, {
      body: { inviteCode: created.body.inviteCode },
      key: bo.body.apiKey,
    });
    const done = await worker({ Records: await streamRecords(created.body.id) });
    expect(done.failed).toBe(0);
    // the start's notices for both, by email: the last seat (as the start drew it) drafts first, the
    // other that the match began; neither confirmed their address, so each is settled unsent
    const boFirst = joined.body.yourSeat === 1;
    for (const [who, kind] of [
      [ada, boFirst ? "matchStarted" : "yourTurn"],
      [bo, boFirst ? "yourTurn" : "matchStarted"],
    ] as const) {
      const log = await call("GET", "/v1/me/deliveries", { key: who.body.apiKey });
      expect(
        log.body.deliveries.map(
          (d: { channel: string; status: string; kind: string; attempts: { detail: string }[] }) => [
            d.channel,
            d.status,
            d.kind,
            d.attempts.map((a) => a.detail),
          ],
        ),
      ).toEqual([["email", "skipped", kind, ["not sent: unconfirmed-address"]]]);
    }
    // nothing is left to do, and a second run sends nothing again
    expect(await worker({})).toMatchObject({ fannedOut: 0, delivered: 0, failed: 0 });
  });
});
