import type { AddressInfo } from "node:net";
import { ScanCommand } from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";
import { vi } from "vitest";
import { catalog } from "../../domain/catalog";
import { createApp } from "../../functions/app";
import { functionConfig } from "../../functions/config";
import type { Deps } from "../../functions/deps";
import { depsOf } from "../../functions/lambda/deps";
import type { StreamRecord } from "../../functions/lambda/stream-feed";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { streamed } from "../../functions/store/table";
import { confirmAddressToken } from "../../functions/tokens/confirm-address";
import { faultProxy } from "./fault-proxy";
import { localS3, S3RVER_KEYS } from "./local-s3";
import { localSes, messageIdsOf } from "./local-ses";

export const SECRET = "fault-injection-secret-of-enough-length-0123456789";
export const TABLE = "games-faults";
export const BUCKET = "games-faults-inbound";

/** Lambda's JSON form of an item: binary values as base64 text. */
const lambdaJson = (item: object) =>
  JSON.parse(
    JSON.stringify(item, (_, v) => (v instanceof Uint8Array ? Buffer.from(v).toString("base64") : v)),
  );

/**
 * dynalite, aws-ses-v2-local and s3rver, each behind a fault proxy, and the environment the stack gives
 * the functions pointing at the proxies (as AWS_ENDPOINT_URL_* reaches a deployed SDK client). The
 * test's own API and reads go to dynalite directly, so that faults touch only the functions.
 */
export async function localStack() {
  const db = dynalite({ createTableMs: 0 });
  await new Promise<void>((resolve) => db.listen(0, "127.0.0.1", () => resolve()));
  const direct = `http://127.0.0.1:${(db.address() as AddressInfo).port}`;
  const client = dynamoClient(direct, "eu-central-1");
  await ensureTable(client, TABLE);
  const [ses, s3] = [await localSes(), await localS3(BUCKET)];
  const dynamo = await faultProxy(direct, "dynamodb");
  const email = await faultProxy(ses.url, "sesv2");
  const bucket = await faultProxy(s3.url, "s3");
  delete process.env.DYNAMODB_ENDPOINT;
  Object.assign(process.env, {
    STAGE: "faults",
    TABLE_NAME: TABLE,
    AWS_REGION: "eu-central-1",
    AWS_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
    AWS_ENDPOINT_URL_SESV2: email.url,
    AWS_ENDPOINT_URL_S3: bucket.url,
    EMAIL_TRANSPORT: "ses",
    MAIL_FROM: "Async board games <games@example.test>",
    PUBLIC_URL: "https://games.example.test",
    CLIENT_URL: "https://games.example.test/matches/{matchId}",
    SIGNING_SECRET: SECRET,
    REPLY_DOMAIN: "play.example.test",
    INBOUND_BUCKET: BUCKET,
    INBOUND_PREFIX: "inbound/",
  });
  const deps: Deps = { ...depsOf({ ...functionConfig(), dynamoEndpoint: direct }, catalog), log: () => {} };
  const app = createApp(deps);
  const api = async (method: string, path: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const fed = new Set<string>();
  return {
    deps,
    api,
    ses,
    s3,
    dynamo,
    email,
    bucket,
    /** The Message-ID of every email that reached SES, in the order they did. */
    messageIds: () => messageIdsOf(email.passed),
    /** A player whose address is confirmed (only a confirmed address gets email). */
    async player(name: string) {
      const address = `${name.toLowerCase()}@example.test`;
      const made = await api("POST", "/v1/players", { name, email: address });
      const token = confirmAddressToken(deps, made.body.player.id, address);
      await api("POST", `/v1/confirm-address?token=${token}`, {});
      return { id: made.body.player.id as string, key: made.body.apiKey as string, email: address };
    },
    /** The table's stream: the new snapshots and notices not handed over yet, as Lambda hands them over. */
    async stream(): Promise<StreamRecord[]> {
      const { Items = [] } = await client.send(new ScanCommand({ TableName: TABLE }));
      const fresh = Items.filter((item) => {
        const sk = item.sk?.S ?? "";
        const key = `${item.pk?.S}|${sk}`;
        if (!Object.values(streamed).some((prefix) => sk.startsWith(prefix)) || fed.has(key)) return false;
        fed.add(key);
        return true;
      });
      return fresh.map((item) => ({ eventName: "INSERT", dynamodb: { NewImage: lambdaJson(item) } }));
    },
    async close() {
      for (const proxy of [dynamo, email, bucket]) await proxy.close();
      await ses.close();
      await s3.close();
      await new Promise<void>((resolve) => db.close(() => resolve()));
    },
  };
}

export type LocalStack = Awaited<ReturnType<typeof localStack>>;

/** The schedule's clock, moved on: the bundles read `Date` from this process (timers stay real). */
export function clockAt(at: Date): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

/** The JSON lines the functions write to stdout (their log, metrics included), parsed, from now on. */
export function capturedLog(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = chunk.toString();
    for (const line of text.split("\n").filter((l) => l.startsWith("{"))) lines.push(JSON.parse(line));
    return write(chunk, ...rest);
  }) as typeof process.stdout.write);
  return lines;
}
