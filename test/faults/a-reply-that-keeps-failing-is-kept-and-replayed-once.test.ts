import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtFunction } from "./built-function";
import { type LocalStack, localStack } from "./local-stack";
import { runReplay } from "./replay-command";
import { ANSWERS_AT_MOST, receivedReply, type Turn, turnIn } from "./replies";
import { sqsServer } from "./sqs-server";

type Inbound = { handler: (event: unknown) => Promise<void> };

/** Lambda's tries of an asynchronous event: the first and `retryAttempts: 2` (infra/stack.ts; test/infra/stack.test.ts pins it). */
const TRIES = 3;

describe("a reply by email while the table or the bucket fails", () => {
  let stack: LocalStack;
  let inbound: Inbound;
  let sqs: Awaited<ReturnType<typeof sqsServer>>;
  beforeAll(async () => {
    stack = await localStack();
    sqs = await sqsServer();
    inbound = await builtFunction<Inbound>("inbound");
  }, 120_000);
  afterAll(async () => {
    await sqs.close();
    await stack.close();
  });

  const versionOf = async (turn: Turn) => (await stack.deps.store.getMatch(turn.matchId))?.version;
  const answersTo = async (turn: Turn) =>
    (await stack.ses.sent()).filter((m) => m.to.includes(turn.player.email));

  it("is tried again by Lambda with the same event: it plays once and is never answered twice", async () => {
    const turn = await turnIn(stack, "Bo", "Ada");
    const { event } = await receivedReply(stack, turn);
    stack.bucket.inject(() => "fail");
    await expect(inbound.handler(event)).rejects.toThrow();
    stack.bucket.clear();
    stack.dynamo.inject(() => "throttle");
    await expect(inbound.handler(event)).rejects.toThrow(/provisioned throughput/);
    stack.dynamo.clear();
    await inbound.handler(event);
    const answered = (await answersTo(turn)).length;
    // SES or Lambda delivers the event again after it was handled
    await inbound.handler(event);

    expect(await versionOf(turn)).toBe(turn.version + 1);
    expect(answered).toBeLessThanOrEqual(ANSWERS_AT_MOST);
    expect(await answersTo(turn)).toHaveLength(answered);
  });

  it("fails 3 times into the dead-letter queue with its reason, and `npm run replay` plays it once", async () => {
    const turn = await turnIn(stack, "Cy", "Di");
    const { event } = await receivedReply(stack, turn);
    const queue = sqs.queueUrl("games-faults-inbound-failures");
    stack.bucket.inject(() => "throttle");
    let reason = "";
    for (let attempt = 0; attempt < TRIES; attempt++)
      reason = await inbound.handler(event).then(
        () => "",
        (error: Error) => error.message,
      );
    stack.bucket.clear();
    expect(reason).toMatch(/reduce your request rate/);
    // what Lambda's on-failure destination sends once the tries are spent
    const failure = {
      version: "1.0",
      timestamp: new Date().toISOString(),
      requestContext: {
        requestId: "c1b2d3e4-0000-4000-8000-000000000001",
        functionArn: "arn:aws:lambda:eu-central-1:123456789012:function:games-faults-inbound:$LATEST",
        condition: "RetriesExhausted",
        approximateInvokeCount: TRIES,
      },
      requestPayload: event,
      responseContext: { statusCode: 200, executedVersion: "$LATEST", functionError: "Unhandled" },
      responsePayload: { errorType: "SlowDown", errorMessage: reason },
    };
    await fetch(sqs.url, {
      method: "POST",
      headers: { "x-amz-target": "AmazonSQS.SendMessage", "content-type": "application/x-amz-json-1.0" },
      body: JSON.stringify({ QueueUrl: queue, MessageBody: JSON.stringify(failure) }),
    });
    expect(await versionOf(turn)).toBe(turn.version);

    const endpoint = { AWS_ENDPOINT_URL_SQS: sqs.url };
    const dry = await runReplay(["inbound-failures", "--queue", queue], endpoint);
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.out).toContain("1 to replay (dry run: --apply replays them)");
    expect(dry.out).toContain("RetriesExhausted: Please reduce your request rate.");
    expect(await versionOf(turn)).toBe(turn.version);

    const applied = await runReplay(["inbound-failures", "--queue", queue, "--apply"], endpoint);
    expect(applied).toMatchObject({ code: 0 });
    expect(applied.out).toMatch(/inbound event \S+: replayed/);
    expect(await versionOf(turn)).toBe(turn.version + 1);
    const answered = (await answersTo(turn)).length;
    expect(answered).toBeLessThanOrEqual(ANSWERS_AT_MOST);
    expect(sqs.messages(queue)).toEqual([]);
    // the same event once more (a second replay, or Lambda's own late try): nothing more
    await inbound.handler(event);
    expect(await versionOf(turn)).toBe(turn.version + 1);
    expect(await answersTo(turn)).toHaveLength(answered);
  });
});
