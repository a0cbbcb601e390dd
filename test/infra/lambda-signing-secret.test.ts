import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import dynalite from "dynalite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../functions/deps";
import { SECRET_CACHE_MS, signingSecretReader } from "../../functions/lambda/signing-secret";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { unsubscribeToken } from "../../functions/tokens/unsubscribe";
import { bundleLambda } from "../../infra/build-lambda";
import { httpApiEvent } from "./http-api-event";

const ARN = "arn:aws:secretsmanager:eu-central-1:123456789012:secret:games-test-signing-AbCdEf";
const A = "key-a-Zk3Qw9Lp2Xv7Rt5Ny8Bm4Hc6Jd1Fg0Ks7Vb";
const B = "key-b-Pq7Wn2Mz5Xc9Lv3Kb8Tr6Yh1Gd4Fs0Ja2Qe";
const keyringA = JSON.stringify({ id: "a", secret: A });
const rotatedToB = JSON.stringify({
  id: "b",
  secret: B,
  previous: { id: "a", secret: A, until: new Date(Date.now() + 86_400_000).toISOString() },
});

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => resolve(text));
  });

/**
 * Secrets Manager's GetSecretValue as the SDK speaks it (one JSON 1.1 POST, named by X-Amz-Target):
 * a stand-in with the real protocol, holding one secret that a test may rotate or break.
 */
function secretsManager() {
  const state = { secret: keyringA, failing: false, calls: [] as { target: string; secretId: string }[] };
  const server = createServer(async (request, response) => {
    const { SecretId } = JSON.parse(await body(request));
    state.calls.push({ target: String(request.headers["x-amz-target"]), secretId: SecretId });
    const json = { "content-type": "application/x-amz-json-1.1" };
    if (state.failing) {
      response.writeHead(500, json).end(JSON.stringify({ __type: "InternalServiceError", message: "down" }));
      return;
    }
    response.writeHead(200, json).end(
      JSON.stringify({
        ARN,
        Name: "games-test-signing",
        SecretString: state.secret,
        VersionId: "v1",
        VersionStages: ["AWSCURRENT"],
        CreatedDate: 1_764_000_000,
      }),
    );
  });
  return { state, server };
}

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;

const event = (method: string, path: string, body?: unknown) => httpApiEvent(method, path, { body });

describe("the signing secret on AWS: read from Secrets Manager at run time, kept minutes", () => {
  const db = dynalite({ createTableMs: 0 });
  const { state, server } = secretsManager();
  let handler: Handler;

  beforeAll(async () => {
    await new Promise<void>((resolve) => db.listen(0, "127.0.0.1", () => resolve()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const endpoint = `http://127.0.0.1:${(db.address() as AddressInfo).port}`;
    await ensureTable(dynamoClient(endpoint), "games-secrets");
    // what the stack gives the API: where the secret is, never its value
    delete process.env.SIGNING_SECRET;
    Object.assign(process.env, {
      TABLE_NAME: "games-secrets",
      DYNAMODB_ENDPOINT: endpoint,
      AWS_REGION: "eu-central-1",
      AWS_ACCESS_KEY_ID: "AKIAEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "example-secret-access-key",
      AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      PUBLIC_URL: "https://games.example.test",
      CLIENT_URL: "https://games.example.test/matches/{matchId}",
      SIGNING_SECRET_ARN: ARN,
    });
    const outdir = new URL("../../.build/test-lambda-secret", import.meta.url).pathname;
    mkdirSync(outdir, { recursive: true });
    handler = (await import(pathToFileURL(await bundleLambda("api", outdir)).href)).handler;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => db.close(() => resolve()));
  });

  it("the bundled API reads the keyring by its ARN, once for many requests, and verifies by key id", async () => {
    const ada = JSON.parse((await handler(event("POST", "/v1/players", { name: "Ada" }), {})).body);
    const unsubscribe = (secret: string) =>
      handler(
        event(
          "GET",
          `/v1/unsubscribe?token=${unsubscribeToken({ signingSecret: secret, now: () => new Date() } as Deps, ada.player)}`,
        ),
        {},
      );

    expect((await unsubscribe(keyringA)).statusCode).toBe(200);
    // a key the secret does not hold, under an id it does: refused
    const forged = JSON.stringify({ id: "a", secret: B });
    expect((await unsubscribe(forged)).statusCode).toBe(400);
    expect(state.calls).toEqual([{ target: "secretsmanager.GetSecretValue", secretId: ARN }]);
  });

  it("a reader sees a rotation once its 5 minutes pass, and keeps the key it has while Secrets Manager fails", async () => {
    state.secret = keyringA;
    state.failing = false;
    let now = 0;
    const read = signingSecretReader({ arn: ARN }, "eu-central-1", () => now);
    const before = state.calls.length;
    expect(await read()).toBe(keyringA);
    state.secret = rotatedToB;
    now = SECRET_CACHE_MS - 1;
    expect(await read()).toBe(keyringA);
    expect(state.calls.length - before).toBe(1);
    now = SECRET_CACHE_MS;
    expect(await read()).toBe(rotatedToB);
    expect(state.calls.length - before).toBe(2);
    state.failing = true;
    now = 2 * SECRET_CACHE_MS;
    expect(await read()).toBe(rotatedToB);
    // asked again (the SDK retries a 500 itself), and answered with the key it had
    expect(state.calls.length - before).toBeGreaterThan(2);
  });

  it("a reader with nothing read yet fails loudly, and refuses a secret that is no keyring", async () => {
    state.failing = true;
    await expect(signingSecretReader({ arn: ARN }, "eu-central-1")()).rejects.toThrow();
    state.failing = false;
    state.secret = JSON.stringify({ id: "a", secret: "too short" });
    await expect(signingSecretReader({ arn: ARN }, "eu-central-1")()).rejects.toThrow(/not a keyring/);
  });
});
