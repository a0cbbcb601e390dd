import { mkdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import dynalite from "dynalite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { bundleLambda } from "../../infra/build-lambda";

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;

/** `POST /v1/players` as API Gateway (payload 2.0) hands it over. */
const newPlayer = {
  version: "2.0",
  routeKey: "$default",
  rawPath: "/v1/players",
  rawQueryString: "",
  headers: { host: "api.example", "content-type": "application/json" },
  requestContext: { http: { method: "POST", path: "/v1/players", sourceIp: "127.0.0.1" }, stage: "$default" },
  body: JSON.stringify({ name: "Ada" }),
  isBase64Encoded: false,
};

const credentials = ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_PROFILE"];

describe("the bundled API's credentials", () => {
  const db = dynalite({ createTableMs: 0 });
  let handler: Handler;
  let bundle: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => db.listen(0, "127.0.0.1", () => resolve()));
    const endpoint = `http://127.0.0.1:${(db.address() as AddressInfo).port}`;
    await ensureTable(dynamoClient(endpoint), "games-credentials");
    for (const name of credentials) delete process.env[name];
    // as on Lambda: no endpoint of our own, so the client is the deployed one (pointed at dynalite)
    delete process.env.DYNAMODB_ENDPOINT;
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
      AWS_REGION: "us-east-1",
      TABLE_NAME: "games-credentials",
      PUBLIC_URL: "https://games.example.test",
      CLIENT_URL: "https://games.example.test/matches/{matchId}",
      SIGNING_SECRET: "test-signing-secret-of-enough-length-0123456789",
    });
    const outdir = new URL("../../.build/test-lambda-credentials", import.meta.url).pathname;
    mkdirSync(outdir, { recursive: true });
    const file = await bundleLambda("api", outdir);
    bundle = readFileSync(file, "utf8");
    handler = (await import(pathToFileURL(file).href)).handler;
  });
  afterAll(() => new Promise<void>((resolve) => db.close(() => resolve())));

  it("are the environment's, as Lambda sets them for the function's role, and only those", async () => {
    // no profile, SSO or instance metadata is tried: without the variables there are none
    expect((await handler(newPlayer, {})).statusCode).toBe(500);
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: "AKIAEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "secret",
      AWS_SESSION_TOKEN: "token",
    });
    expect((await handler(newPlayer, {})).statusCode).toBe(201);
  });

  it("leave the SDK's default chain (profiles, SSO, instance metadata) out of the bundle", () => {
    expect(bundle).toContain("Unable to find environment variable credentials");
    expect(bundle).not.toContain("Could not load credentials from any providers");
  });
});
