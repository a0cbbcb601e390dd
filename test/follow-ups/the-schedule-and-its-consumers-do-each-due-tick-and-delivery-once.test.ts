import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WorkDone } from "../../functions/follow-ups/worker";
import type { StreamRecord } from "../../functions/lambda/stream-feed";
import { builtFunction } from "../faults/built-function";
import { clockAt, type LocalStack, localStack } from "../faults/local-stack";
import { throttleAllBut } from "../faults/scenario";
import { type SqsEventRecord, sqsWorkQueue } from "../support/sqs-work-queue";

type Worker = { handler: (event: { Records?: StreamRecord[] }) => Promise<WorkDone> };
type Consumer = {
  handler: (event: {
    Records: SqsEventRecord[];
  }) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;
};

const HOUR = 3_600_000;
const reads = new Set(["GetItem", "Query", "BatchGetItem"]);

/**
 * The built worker (stream and schedule) and work consumer, as `cdk synth` bundles them, with the
 * stack's environment: the worker hands due work to an SQS queue (a tiny SQS server), whose
 * messages reach the consumer as Lambda's SQS events; DynamoDB and SES behind fault proxies.
 */
describe("the schedule and its consumers, while DynamoDB throttles and fails writes", () => {
  let stack: LocalStack;
  let sqs: Awaited<ReturnType<typeof sqsWorkQueue>>;
  let worker: Worker;
  let consumer: Consumer;
  beforeAll(async () => {
    stack = await localStack();
    sqs = await sqsWorkQueue();
    Object.assign(process.env, { AWS_ENDPOINT_URL_SQS: sqs.url, WORK_QUEUE_URL: sqs.queueUrl });
    worker = await builtFunction<Worker>("worker");
    consumer = await builtFunction<Consumer>("work-consumer");
  }, 180_000);
  afterAll(async () => {
    vi.useRealTimers();
    delete process.env.WORK_QUEUE_URL;
    delete process.env.AWS_ENDPOINT_URL_SQS;
    await sqs.close();
    await stack.close();
  });

  it("does every due clock tick and delivery exactly once: 0 lost, 0 double", async () => {
    const start = Date.now();
    const matches: { id: string; players: { id: string; email: string }[] }[] = [];
    for (let i = 0; i < 4; i++) {
      const [host, guest] = [await stack.player(`Host${i}`), await stack.player(`Guest${i}`)];
      const clock = { moveHours: 4, remindHours: [1], onTimeout: "wait" };
      const created = await stack.api(
        "POST",
        "/v1/matches",
        { game: "santa-cruz", seats: 2, clock },
        host.key,
      );
      const inviteCode = created.body.inviteCode;
      await stack.api("POST", `/v1/matches/${created.body.id}/join`, { inviteCode }, guest.key);
      matches.push({ id: created.body.id, players: [host, guest] });
    }
    const drain = () => sqs.drain(consumer.handler, 4, 2);
    const followStream = async () => {
      for (let records = await stack.stream(); records.length > 0; records = await stack.stream())
        await worker.handler({ Records: records });
    };

    // the stream's batch fans the starts out and hands their deliveries to the queue, unsent
    await followStream();
    expect(sqs.waiting()).toHaveLength(8);
    expect(await stack.ses.sent()).toEqual([]);

    // consumers claim each delivery, then every other write is throttled: nothing is sent or kept;
    // handed over again, each finds its delivery claimed and leaves it to the claim's end
    stack.dynamo.inject(
      throttleAllBut(
        (call) =>
          reads.has(call.operation) || (call.operation === "UpdateItem" && call.body.includes("claimedBy")),
      ),
    );
    await drain();
    stack.dynamo.clear();
    expect(stack.dynamo.faulted.length).toBeGreaterThan(0);
    expect(await stack.ses.sent()).toEqual([]);
    expect(sqs.deadLetters()).toEqual([]);

    // a minute on, the claims still hold: the schedule queues the deliveries again, none is sent
    clockAt(new Date(start + 60_000));
    expect((await worker.handler({})).queued).toBe(8);
    await drain();
    expect(await stack.ses.sent()).toEqual([]);
    // once the claims lapsed, the schedule's next run sends each once
    clockAt(new Date(start + 6 * 60_000));
    await worker.handler({});
    await drain();
    expect(await stack.ses.sent()).toHaveLength(8);

    // an hour before the deadlines, every clock is due; the second tick's write that moves its clock
    // on fails (every SDK attempt of it), after its reminder's bookkeeping: that tick is handed over
    // again and its reminder made once
    let clockWrites = 0;
    stack.dynamo.inject((call) =>
      call.operation === "UpdateItem" && call.body.includes("SET gsi2pk") && [2, 3, 4].includes(++clockWrites)
        ? "fail"
        : null,
    );
    clockAt(new Date(start + 3.1 * HOUR));
    const ticked = await worker.handler({});
    expect(ticked.queued).toBe(4);
    await drain();
    stack.dynamo.clear();
    expect(clockWrites).toBeGreaterThanOrEqual(4);
    await followStream();
    await drain();
    // and a second run finds nothing left to do
    expect((await worker.handler({})).queued).toBe(0);

    const sent = await stack.ses.sent();
    const reminders = sent.filter((m) => m.subject.startsWith("Your turn clock is running out"));
    // each of the 8 people heard of their match's start once
    const starts = sent.filter((m) => !reminders.includes(m));
    expect(new Set(starts.map((m) => m.to.join())).size).toBe(8);
    expect(starts).toHaveLength(8);
    let awaited = 0;
    for (const match of matches) {
      const view = (await stack.api("GET", `/v1/matches/${match.id}`)).body;
      awaited += view.activeSeats.length;
      const due = Date.parse((await stack.deps.store.clockDue(match.id)) ?? "");
      expect(due).toBeGreaterThan(start + 3.9 * HOUR);
      for (const player of match.players) {
        const deliveries = await stack.deps.store.deliveriesOf(player.id, 20);
        expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => "delivered"));
      }
    }
    expect(reminders).toHaveLength(awaited);
    expect(sqs.waiting()).toEqual([]);
    expect(sqs.deadLetters()).toEqual([]);
  }, 240_000);
});
