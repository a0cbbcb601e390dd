import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WorkDone } from "../../functions/follow-ups/worker";
import type { StreamRecord } from "../../functions/lambda/stream-feed";
import { builtFunction } from "./built-function";
import { clockAt, type LocalStack, localStack } from "./local-stack";
import { adaAgainstTheComputer, throttleAllBut } from "./scenario";

type Worker = { handler: (event: { Records?: StreamRecord[] }) => Promise<WorkDone> };

const keptForRetry = (call: { operation: string; body: string }) =>
  call.operation === "PutItem" && call.body.includes('"S":"RETRY#');

describe("a retry that fails again", () => {
  let stack: LocalStack;
  let worker: Worker;
  beforeAll(async () => {
    stack = await localStack();
    worker = await builtFunction<Worker>("worker");
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await stack.close();
  });

  it("is kept, backing off, through 3 failed tries; the 4th follows the move once and removes it", async () => {
    const match = await adaAgainstTheComputer(stack, worker.handler);
    const sentBefore = (await stack.ses.sent()).length;
    const records = await stack.stream();
    stack.dynamo.inject(throttleAllBut(keptForRetry));
    await worker.handler({ Records: records });

    // the schedule finds the retries and reads them (those calls pass), but every read of the change is throttled
    stack.dynamo.inject(
      throttleAllBut((call) => call.body.includes('"S":"RETRY#') || call.operation === "Query"),
    );
    const start = Date.now();
    const failedRuns: WorkDone[] = [];
    // due at once, then 30 s and 120 s after each failure
    for (const seconds of [1, 32, 155]) {
      clockAt(new Date(start + seconds * 1000));
      failedRuns.push(await worker.handler({}));
    }
    expect(failedRuns.map((run) => run.retriesFailed)).toEqual(failedRuns.map(() => records.length));
    expect(failedRuns.map((run) => run.standIns)).toEqual([0, 0, 0]);
    expect((await match.retries()).map((r) => r.attempts)).toEqual(records.map(() => 4));

    stack.dynamo.clear();
    clockAt(new Date(start + 800_000));
    const recovered = await worker.handler({});
    expect(recovered.retriesFailed).toBe(0);
    expect(await match.retries()).toEqual([]);
    await match.streamUntilQuiet();
    for (const minutes of [30, 120, 300]) {
      clockAt(new Date(start + minutes * 60_000));
      await worker.handler({});
      await match.streamUntilQuiet();
    }

    const after = await match.state();
    expect(after.activeSeats).toEqual([after.yourSeat]);
    expect(await match.computerMovesSinceAda()).toBeGreaterThan(0);
    expect((await stack.deps.store.awaitingOf(match.ada.id)).map((a) => a.matchId)).toEqual([match.id]);
    const sent = (await stack.ses.sent()).slice(sentBefore);
    expect(sent.map((m) => [m.to, m.subject.replace(/ ·.*/, "")])).toEqual([
      [[match.ada.email], "It is your turn"],
    ]);
    expect(await match.undelivered()).toEqual([]);
    const ids = await stack.messageIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength((await stack.ses.sent()).length);
  }, 180_000);
});
