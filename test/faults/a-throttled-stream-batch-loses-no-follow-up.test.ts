import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WorkDone } from "../../functions/follow-ups/worker";
import type { StreamRecord } from "../../functions/lambda/stream-feed";
import { builtFunction } from "./built-function";
import { clockAt, type LocalStack, localStack } from "./local-stack";
import { adaAgainstTheComputer, type Match, throttleAllBut } from "./scenario";

type Worker = { handler: (event: { Records?: StreamRecord[] }) => Promise<WorkDone> };

describe("a move's stream record processed while DynamoDB throttles every call but the retry write", () => {
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

  it("keeps the change, and once the fault clears every follow-up happens exactly once", async () => {
    const match: Match = await adaAgainstTheComputer(stack, worker.handler);
    const sentBefore = (await stack.ses.sent()).length;
    const records = await stack.stream();
    expect(records.length).toBeGreaterThan(0);

    // the fault: every call throttled, but for the write that keeps the change to retry
    stack.dynamo.inject(
      throttleAllBut((call) => call.operation === "PutItem" && call.body.includes('"S":"RETRY#')),
    );
    const during = await worker.handler({ Records: records });
    stack.dynamo.clear();
    expect(during).toMatchObject({ fannedOut: 0, standIns: 0, delivered: 0 });
    expect(stack.dynamo.faulted.some((c) => c.fault === "throttle")).toBe(true);
    expect(await match.retries()).toHaveLength(records.length);

    // the schedule retries the changes: the computer replies, the stream follows its move
    const start = Date.now();
    clockAt(new Date(start + 60_000));
    const retried = await worker.handler({});
    expect(retried.retriesFailed).toBe(0);
    await match.streamUntilQuiet();
    // Ada moved at the screen a minute ago: her email waits for her to leave, then the schedule sends it
    for (const minutes of [10, 30, 120, 300]) {
      clockAt(new Date(start + minutes * 60_000));
      await worker.handler({});
      await match.streamUntilQuiet();
    }

    const after = await match.state();
    expect(after.activeSeats).toEqual([after.yourSeat]);
    expect(await match.computerMovesSinceAda()).toBeGreaterThan(0);
    expect(await match.retries()).toEqual([]);
    expect((await stack.deps.store.awaitingOf(match.ada.id)).map((a) => a.matchId)).toEqual([match.id]);
    const deadline = await stack.deps.store.clockDue(match.id);
    expect(Date.parse(deadline ?? "")).toBeGreaterThan(start + 23 * 3_600_000);
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
