import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WorkDone } from "../../functions/follow-ups/worker";
import type { StreamRecord } from "../../functions/lambda/stream-feed";
import { builtFunction } from "./built-function";
import { clockAt, type LocalStack, localStack } from "./local-stack";
import { runReplay } from "./replay-command";
import { ANSWERS_AT_MOST, receivedReply, turnIn } from "./replies";
import { adaAgainstTheComputer, throttleAllBut } from "./scenario";
import { sqsServer } from "./sqs-server";
import { streamsServer } from "./streams-server";

type Worker = { handler: (event: { Records?: StreamRecord[] }) => Promise<WorkDone> };

const keptForRetry = (call: { operation: string; body: string }) =>
  call.operation === "PutItem" && call.body.includes('"S":"RETRY#');

const STREAM_ARN =
  "arn:aws:dynamodb:eu-central-1:123456789012:table/games-faults/stream/2026-11-03T09:00:00.000";
const SHARD = "shardId-00000001762160400000-1a2b3c4d";

describe("npm run replay", () => {
  let stack: LocalStack;
  let worker: Worker;
  let sqs: Awaited<ReturnType<typeof sqsServer>>;
  let streams: Awaited<ReturnType<typeof streamsServer>>;
  let endpoints: Record<string, string>;
  beforeAll(async () => {
    stack = await localStack();
    [sqs, streams] = [await sqsServer(), await streamsServer()];
    endpoints = { AWS_ENDPOINT_URL_SQS: sqs.url, AWS_ENDPOINT_URL_DYNAMODB_STREAMS: streams.url };
    worker = await builtFunction<Worker>("worker");
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await Promise.all([sqs.close(), streams.close()]);
    await stack.close();
  });

  it("stream-failures: reads a given-up batch's changes again from the table and follows each once", async () => {
    const match = await adaAgainstTheComputer(stack, worker.handler);
    const sentBefore = (await stack.ses.sent()).length;
    const records = await stack.stream();
    // not even the retry write passes: the batch fails, and the mapping gives it up to its queue
    stack.dynamo.inject(() => "throttle");
    await expect(worker.handler({ Records: records })).rejects.toThrow(/provisioned throughput/);
    stack.dynamo.clear();
    const keys = records.map((r) => {
      const image = r.dynamodb?.NewImage as Record<string, { S: string }>;
      return { pk: image.pk, sk: image.sk };
    });
    const sequence = streams.append(keys);
    // a later change of another match, past the batch's range
    streams.append([{ pk: { S: "MATCH#m_later" }, sk: { S: "M#000000000001" } }]);
    const queue = sqs.queueUrl("games-faults-stream-failures");
    const failure = {
      requestContext: {
        requestId: "r-1",
        functionArn: "arn:aws:lambda:eu-central-1:123456789012:function:games-faults-worker",
        condition: "RetryAttemptsExhausted",
        approximateInvokeCount: 11,
      },
      responseContext: { statusCode: 200, executedVersion: "$LATEST", functionError: "Unhandled" },
      version: "1.0",
      timestamp: new Date().toISOString(),
      DDBStreamBatchInfo: {
        shardId: SHARD,
        startSequenceNumber: sequence[0],
        endSequenceNumber: sequence.at(-1),
        approximateArrivalOfFirstRecord: new Date().toISOString(),
        approximateArrivalOfLastRecord: new Date().toISOString(),
        batchSize: keys.length,
        streamArn: STREAM_ARN,
      },
    };
    await fetch(sqs.url, {
      method: "POST",
      headers: { "x-amz-target": "AmazonSQS.SendMessage", "content-type": "application/x-amz-json-1.0" },
      body: JSON.stringify({ QueueUrl: queue, MessageBody: JSON.stringify(failure) }),
    });

    const dry = await runReplay(["stream-failures", "--queue", queue], endpoints);
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.out).toContain(
      `stream batch ${SHARD} ${sequence[0]}..${sequence.at(-1)}: RetryAttemptsExhausted: ${keys.length} changes`,
    );
    expect(dry.out).not.toContain("m_later");
    expect((await match.state()).version).toBe(match.adaEndedAt);

    // the table still refuses what the worker reads: it keeps each change for retry, and the replay
    // says they failed again, exits 1 and keeps the dead letter, rather than "replayed"
    stack.dynamo.inject(throttleAllBut((call) => keptForRetry(call) || call.operation === "GetItem"));
    const failedAgain = await runReplay(["stream-failures", "--queue", queue, "--apply"], endpoints);
    stack.dynamo.clear();
    expect(failedAgain.code).toBe(1);
    expect(failedAgain.out).toMatch(/changes failed again \(kept in the retry queue\)/);
    expect(failedAgain.out).not.toContain(": replayed");
    expect(sqs.messages(queue)).toHaveLength(1);

    const applied = await runReplay(["stream-failures", "--queue", queue, "--apply"], endpoints);
    expect(applied).toMatchObject({ code: 0 });
    expect(applied.out).toContain(": replayed");
    expect(sqs.messages(queue)).toEqual([]);
    await match.streamUntilQuiet();
    const start = Date.now();
    for (const minutes of [10, 120]) {
      clockAt(new Date(start + minutes * 60_000));
      await worker.handler({});
      await match.streamUntilQuiet();
    }
    vi.useRealTimers();

    const after = await match.state();
    expect(after.activeSeats).toEqual([after.yourSeat]);
    expect(await match.computerMovesSinceAda()).toBeGreaterThan(0);
    expect(await match.retries()).toEqual([]);
    expect((await stack.deps.store.awaitingOf(match.ada.id)).map((a) => a.matchId)).toEqual([match.id]);
    expect(await stack.deps.store.clockDue(match.id)).not.toBeNull();
    const sent = (await stack.ses.sent()).slice(sentBefore);
    expect(sent.map((m) => [m.to, m.subject.replace(/ ·.*/, "")])).toEqual([
      [[match.ada.email], "It is your turn"],
    ]);
    expect(await match.undelivered()).toEqual([]);
  }, 180_000);

  it("inbound-mail: plays a stored reply the function never handled once, and never answers it twice", async () => {
    const turn = await turnIn(stack, "Eve", "Fay");
    const storedFrom = new Date(Date.now() - 1000).toISOString();
    const { key } = await receivedReply(stack, turn);
    const versionOf = async () => (await stack.deps.store.getMatch(turn.matchId))?.version;
    const answers = async () => (await stack.ses.sent()).filter((m) => m.to.includes(turn.player.email));

    const dry = await runReplay(["inbound-mail", "--key", key]);
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.out).toContain(`stored mail ${key}: to play+`);
    expect(dry.out).toContain("spam PASS, virus PASS, spf PASS, dkim PASS, dmarc PASS");
    expect(await versionOf()).toBe(turn.version);

    expect(await runReplay(["inbound-mail", "--key", key, "--apply"])).toMatchObject({ code: 0 });
    expect(await versionOf()).toBe(turn.version + 1);
    const answered = (await answers()).length;
    expect(answered).toBeLessThanOrEqual(ANSWERS_AT_MOST);
    // replayed again by time range: handled before, so neither played nor answered again
    const again = await runReplay(["inbound-mail", "--since", storedFrom, "--apply"]);
    expect(again.out).toContain(`stored mail ${key}: replayed`);
    expect(await versionOf()).toBe(turn.version + 1);
    expect(await answers()).toHaveLength(answered);
  }, 120_000);

  it("refuses arguments that name nothing to replay, with its usage, reading nothing", async () => {
    const refused = await runReplay(["everything"]);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain("usage: npm run replay -- stream-failures --queue <url> [--apply]");
    expect((await runReplay(["inbound-mail", "--since", "yesterday"])).out).toContain(
      "--since and --until are times",
    );
  });

  it("is in the runbook as this file runs it", () => {
    const runbook = readFileSync(new URL("../../docs/operations.md", import.meta.url), "utf8").replace(
      /\s+/g,
      " ",
    );
    for (const command of [
      "npm run replay -- inbound-failures --queue $QUEUE",
      "npm run replay -- stream-failures --queue $QUEUE",
      "npm run replay -- inbound-mail --key inbound/<messageId>",
      "npm run replay -- inbound-mail --since 2026-11-03T09:00:00Z --until 2026-11-03T10:00:00Z",
    ])
      expect(runbook).toContain(command);
    expect(runbook).toContain("with `--apply`");
  });
});
