import { createHash, createHmac } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { crc32 } from "node:zlib";
import { DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { bundleLambda } from "../../infra/build-lambda";
import { lambdaBuild } from "../../infra/bundling";

/** What the functions import from the AWS SDK, bundled as they are (infra/sdk-trim.ts trims it). */
const sdkEntry = `
export { DynamoDBClient, GetItemCommand, PutItemCommand, TransactWriteItemsCommand, ConditionalCheckFailedException, TransactionCanceledException } from "@aws-sdk/client-dynamodb";
export { S3Client, GetObjectCommand } from "@aws-sdk/client-s3";
export { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
`;

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An answer given in AWS's place: DynamoDB's JSON errors, an S3 object, SES's reply. */
interface Answer {
  status: number;
  body: string | Buffer;
  headers?: Record<string, string>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** Checks a request's SigV4 signature as AWS does, from the request as it arrived. */
function signatureOf(seen: Seen, secretAccessKey: string) {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=(\w+)\/(\d{8})\/([\w-]+)\/(\w+)\/aws4_request, SignedHeaders=([\w;-]+), Signature=([0-9a-f]{64})$/.exec(
      String(seen.headers.authorization),
    );
  if (!auth) return null;
  const [, accessKeyId, day, region, service, signedHeaders, signature] = auth;
  const [path, query = ""] = seen.path.split("?");
  const payloadHash = String(seen.headers["x-amz-content-sha256"] ?? sha256(seen.body));
  const canonical = [
    seen.method,
    path,
    query.split("&").filter(Boolean).sort().join("&"),
    ...signedHeaders.split(";").map((name) => `${name}:${String(seen.headers[name]).trim()}`),
    "",
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", seen.headers["x-amz-date"], scope, sha256(canonical)].join("\n");
  const key = [day, region, service, "aws4_request"].reduce(
    (k, part) => hmac(k, part),
    Buffer.from(`AWS4${secretAccessKey}`),
  );
  return {
    accessKeyId,
    region,
    service,
    signedHeaders: signedHeaders.split(";"),
    payloadSigned: payloadHash === "UNSIGNED-PAYLOAD" || payloadHash === sha256(seen.body),
    valid: hmac(key, toSign).toString("hex") === signature,
  };
}

const dynamoError = (status: number, type: string, fields: object) => ({
  status,
  headers: { "content-type": "application/x-amz-json-1.0" },
  body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, ...fields }),
});

const credentials = {
  AWS_ACCESS_KEY_ID: "AKIDTRIMTEST",
  AWS_SECRET_ACCESS_KEY: "trim-secret",
  AWS_SESSION_TOKEN: "trim-token",
};

describe("the AWS SDK as the functions bundle it (trimmed)", () => {
  const db = dynalite({ createTableMs: 0 });
  /** In front of dynalite: records each request, and answers it itself while answers are queued. */
  const seen: Seen[] = [];
  const answers: Answer[] = [];
  const front = createServer(async (req, res) => {
    const body = Buffer.concat(await req.toArray());
    seen.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
    const answer = answers.shift();
    if (answer) {
      res.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    const { port } = db.address() as AddressInfo;
    const onward = request(
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    onward.end(body);
  });
  /** The bundle's exports, imported at run time. */
  let sdk: any;
  let api: Handler;
  const table = "games-sdk-trim";
  const since = () => {
    const from = seen.length;
    return () => seen.slice(from);
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => db.listen(0, "127.0.0.1", () => resolve()));
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", () => resolve()));
    const { port } = db.address() as AddressInfo;
    await ensureTable(dynamoClient(`http://127.0.0.1:${port}`), table);
    const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    delete process.env.DYNAMODB_ENDPOINT;
    Object.assign(process.env, credentials, {
      AWS_REGION: "eu-west-1",
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_ENDPOINT_URL_SESV2: endpoint,
      TABLE_NAME: table,
      PUBLIC_URL: "https://games.example.test",
      CLIENT_URL: "https://games.example.test/matches/{matchId}",
      SIGNING_SECRET: "test-signing-secret-of-enough-length-0123456789",
    });
    const outdir = new URL("../../.build/test-sdk-trim", import.meta.url).pathname;
    mkdirSync(outdir, { recursive: true });
    await build({
      ...lambdaBuild,
      stdin: { contents: sdkEntry, resolveDir: process.cwd(), loader: "js" },
      outfile: `${outdir}/sdk.mjs`,
      logLevel: "silent",
    });
    sdk = await import(pathToFileURL(`${outdir}/sdk.mjs`).href);
    api = (await import(pathToFileURL(await bundleLambda("api", outdir)).href)).handler;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await new Promise<void>((resolve) => db.close(() => resolve()));
  });

  it("signs DynamoDB requests with SigV4 for the environment's credentials, region and endpoint", async () => {
    const sent = since();
    const client = new sdk.DynamoDBClient({});
    await client.send(
      new sdk.PutItemCommand({ TableName: table, Item: { pk: { S: "sig" }, sk: { S: "1" } } }),
    );
    const [put] = sent();
    expect(put.headers["x-amz-target"]).toBe("DynamoDB_20120810.PutItem");
    expect(put.headers["x-amz-security-token"]).toBe(credentials.AWS_SESSION_TOKEN);
    expect(signatureOf(put, credentials.AWS_SECRET_ACCESS_KEY)).toEqual({
      accessKeyId: credentials.AWS_ACCESS_KEY_ID,
      region: "eu-west-1",
      service: "dynamodb",
      signedHeaders: expect.arrayContaining(["host", "x-amz-date", "x-amz-target", "x-amz-security-token"]),
      payloadSigned: true,
      valid: true,
    });
    expect(signatureOf(put, "another-secret")?.valid).toBe(false);
  });

  it("retries a DynamoDB 500 and a throttle, then gives up, as the SDK's standard strategy does", async () => {
    const key = { pk: { S: "retry" }, sk: { S: "1" } };
    await new sdk.DynamoDBClient({}).send(
      new sdk.PutItemCommand({ TableName: table, Item: { ...key, n: { N: "7" } } }),
    );
    /** What a client does through two faults, then through faults that do not stop. */
    const through = async (client: DynamoDBClient) => {
      let sent = since();
      answers.push(
        dynamoError(500, "InternalServerError", { message: "Internal server error" }),
        dynamoError(400, "ThrottlingException", {
          message: "Rate of requests exceeds the allowed throughput.",
        }),
      );
      const got = await client.send(new GetItemCommand({ TableName: table, Key: key }));
      const recovered = { item: got.Item, attempts: got.$metadata.attempts, sent: sent().map(attempt) };
      // each attempt is signed afresh
      expect(sent().every((r) => signatureOf(r, credentials.AWS_SECRET_ACCESS_KEY)?.valid)).toBe(true);
      sent = since();
      answers.push(
        ...Array.from({ length: 10 }, () => dynamoError(503, "InternalServerError", { message: "busy" })),
      );
      const failed = await client
        .send(new GetItemCommand({ TableName: table, Key: key }))
        .catch((e: unknown) => e);
      answers.length = 0;
      return { recovered, failed: { error: pick(failed), sent: sent().map(attempt) } };
    };
    const attempt = (r: Seen) => r.headers["amz-sdk-request"];
    const pick = (e: unknown) => {
      const { name, $fault, $metadata } = e as {
        name: string;
        $fault: string;
        $metadata: { attempts: number };
      };
      return { name, $fault, attempts: $metadata.attempts };
    };
    const bundled = await through(new sdk.DynamoDBClient({}));
    expect(bundled.recovered).toMatchObject({ item: { ...key, n: { N: "7" } }, attempts: 3 });
    expect(bundled.failed.error).toMatchObject({ name: "InternalServerError", $fault: "server" });
    expect(bundled.failed.sent.length).toBeGreaterThan(2);
    // the same attempts as the SDK from node_modules, untrimmed
    expect(bundled).toEqual(await through(new DynamoDBClient({})));
  });

  it("surfaces DynamoDB's modelled errors as their classes, with their fields", async () => {
    const client = new sdk.DynamoDBClient({});
    const item = { pk: { S: "once" }, sk: { S: "1" } };
    const putOnce = new sdk.PutItemCommand({
      TableName: table,
      Item: item,
      ConditionExpression: "attribute_not_exists(pk)",
    });
    await client.send(putOnce);
    const again = await client.send(putOnce).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(sdk.ConditionalCheckFailedException);
    expect(again).toMatchObject({ name: "ConditionalCheckFailedException", $fault: "client" });
    expect(again.$metadata.httpStatusCode).toBe(400);
    // not retried: a client's error
    expect(again.$metadata.attempts).toBe(1);

    // as DynamoDB answers when asked for the item that failed the condition (dynalite does not)
    answers.push(
      dynamoError(400, "ConditionalCheckFailedException", {
        message: "The conditional request failed",
        Item: item,
      }),
    );
    const withItem = await client.send(putOnce).catch((e: unknown) => e);
    expect(withItem).toBeInstanceOf(sdk.ConditionalCheckFailedException);
    expect(withItem.Item).toEqual(item);

    // DynamoDB's answer to a transaction whose condition failed (dynalite has no transactions)
    const reasons = [
      { Code: "None" },
      { Code: "ConditionalCheckFailed", Message: "The conditional request failed" },
    ];
    answers.push(
      dynamoError(400, "TransactionCanceledException", {
        Message:
          "Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]",
        CancellationReasons: reasons,
      }),
    );
    const cancelled = await client
      .send(new sdk.TransactWriteItemsCommand({ TransactItems: [{ Put: { TableName: table, Item: item } }] }))
      .catch((e: unknown) => e);
    expect(cancelled).toBeInstanceOf(sdk.TransactionCanceledException);
    expect(cancelled).not.toBeInstanceOf(sdk.ConditionalCheckFailedException);
    expect(cancelled.name).toBe("TransactionCanceledException");
    expect(cancelled.CancellationReasons).toEqual(reasons);
    expect(cancelled.message).toMatch(/ConditionalCheckFailed\]$/);
  });

  it("reads an S3 object (inbound's GetObject): path-style at the endpoint, signed for s3, its checksum checked", async () => {
    const raw = Buffer.from("From: ada@example.test\r\nSubject: Re: your turn\r\n\r\nplay A\r\n");
    const checksum = (data: Buffer) => {
      const out = Buffer.alloc(4);
      out.writeUInt32BE(crc32(data));
      return out.toString("base64");
    };
    const object = (body: Buffer, sum: string) => ({
      status: 200,
      headers: {
        "content-type": "message/rfc822",
        "content-length": String(body.length),
        "x-amz-checksum-crc32": sum,
      },
      body,
    });
    const sent = since();
    const s3 = new sdk.S3Client({ region: "eu-west-1" });
    answers.push(object(raw, checksum(raw)));
    const got = await s3.send(new sdk.GetObjectCommand({ Bucket: "games-dev-inbound", Key: "inbound/m-1" }));
    expect(Buffer.from(await got.Body.transformToByteArray())).toEqual(raw);
    const [get] = sent();
    expect(get.method).toBe("GET");
    expect(get.path.split("?")[0]).toBe("/games-dev-inbound/inbound/m-1");
    expect(signatureOf(get, credentials.AWS_SECRET_ACCESS_KEY)).toMatchObject({
      service: "s3",
      payloadSigned: true,
      valid: true,
    });

    answers.push(object(raw, checksum(Buffer.from("another message"))));
    const corrupt = await s3.send(
      new sdk.GetObjectCommand({ Bucket: "games-dev-inbound", Key: "inbound/m-1" }),
    );
    await expect(corrupt.Body.transformToByteArray()).rejects.toThrow(/checksum/i);
  });

  it("sends an email through SESv2 (the worker's SendEmail) with the raw message, signed for ses", async () => {
    const raw = Buffer.from(
      "From: games@example.test\r\nTo: ada@example.test\r\nSubject: Your turn\r\n\r\nIt is your turn\r\n",
    );
    const sent = since();
    answers.push({
      status: 200,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ MessageId: "ses-1" }),
    });
    const ses = new sdk.SESv2Client({});
    const out = await ses.send(
      new sdk.SendEmailCommand({
        Destination: { ToAddresses: ["ada@example.test"] },
        Content: { Raw: { Data: raw } },
      }),
    );
    expect(out.MessageId).toBe("ses-1");
    const [post] = sent();
    expect([post.method, post.path]).toEqual(["POST", "/v2/email/outbound-emails"]);
    expect(JSON.parse(post.body.toString())).toEqual({
      Destination: { ToAddresses: ["ada@example.test"] },
      Content: { Raw: { Data: raw.toString("base64") } },
    });
    expect(signatureOf(post, credentials.AWS_SECRET_ACCESS_KEY)).toMatchObject({
      region: "eu-west-1",
      service: "ses",
      valid: true,
    });
  });

  it("serves the API's requests through a DynamoDB fault: the bundled function's client retries", async () => {
    const sent = since();
    answers.push(dynamoError(500, "InternalServerError", { message: "Internal server error" }));
    const created = await api(
      {
        version: "2.0",
        routeKey: "$default",
        rawPath: "/v1/players",
        rawQueryString: "",
        headers: { host: "api.example", "content-type": "application/json" },
        requestContext: {
          http: { method: "POST", path: "/v1/players", sourceIp: "127.0.0.1" },
          stage: "$default",
        },
        body: JSON.stringify({ name: "Ada" }),
        isBase64Encoded: false,
      },
      {},
    );
    expect(created.statusCode).toBe(201);
    const [failed, retried] = sent();
    expect(retried.headers["x-amz-target"]).toBe(failed.headers["x-amz-target"]);
    expect(retried.headers["amz-sdk-request"]).toMatch(/^attempt=2; max=\d+$/);
    expect(signatureOf(retried, credentials.AWS_SECRET_ACCESS_KEY)?.valid).toBe(true);
  });

  it("fails the build when a module a replacement was written against has changed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sdk-trim-"));
    try {
      const pkg = join(dir, "node_modules/@aws-sdk/endpoint-cache");
      mkdirSync(join(pkg, "dist-es"), { recursive: true });
      writeFileSync(
        join(pkg, "package.json"),
        JSON.stringify({ name: "@aws-sdk/endpoint-cache", module: "./dist-es/index.js" }),
      );
      writeFileSync(
        join(pkg, "dist-es/index.js"),
        "export class EndpointCache {}\nexport const lookUpEndpoint = () => undefined;\n",
      );
      const built = build({
        ...lambdaBuild,
        stdin: {
          contents: 'export { EndpointCache } from "@aws-sdk/endpoint-cache";',
          resolveDir: dir,
          loader: "js",
        },
        write: false,
        logLevel: "silent",
      });
      await expect(built).rejects.toThrow(/@aws-sdk\/endpoint-cache\/dist-es\/index\.js changed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
