import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WorkDone } from "../../functions/follow-ups/worker";
import type { StreamRecord } from "../../functions/lambda/stream-feed";
import { builtFunction } from "./built-function";
import { capturedLog, clockAt, type LocalStack, localStack } from "./local-stack";

type Worker = { handler: (event: { Records?: StreamRecord[] }) => Promise<WorkDone> };

describe("email while SES times out or throttles", () => {
  let stack: LocalStack;
  let worker: Worker;
  let log: Record<string, unknown>[];
  beforeAll(async () => {
    stack = await localStack();
    worker = await builtFunction<Worker>("worker");
    log = capturedLog();
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    await stack.close();
  });

  /** Ada opens a match and Bo joins: the start's stream record makes an email for each. */
  async function started(ada: string, bo: string) {
    const [host, guest] = [await stack.player(ada), await stack.player(bo)];
    const created = await stack.api("POST", "/v1/matches", { game: "santa-cruz", seats: 2 }, host.key);
    await stack.api(
      "POST",
      `/v1/matches/${created.body.id}/join`,
      { inviteCode: created.body.inviteCode },
      guest.key,
    );
    return { players: [host, guest], records: await stack.stream() };
  }

  const deliveriesOf = async (playerIds: string[]) =>
    (await Promise.all(playerIds.map((id) => stack.deps.store.deliveriesOf(id, 50)))).flat();

  /** Runs the schedule once the next attempt of these deliveries is due; false when none is pending. */
  async function scheduleNextAttempt(playerIds: string[]): Promise<boolean> {
    const pending = (await deliveriesOf(playerIds)).filter((d) => d.status === "pending");
    if (pending.length === 0) return false;
    clockAt(new Date(Math.max(...pending.map((d) => Date.parse(d.nextAttemptAt))) + 1000));
    await worker.handler({});
    return true;
  }

  /** Runs the schedule at each next attempt until no delivery is pending (bounded). */
  async function scheduleUntilSettled(playerIds: string[]) {
    for (let run = 0; run < 10 && (await scheduleNextAttempt(playerIds)); run++);
  }

  it("retries a send that timed out, then was throttled, and sends each email exactly once when SES answers", async () => {
    const { players, records } = await started("Ada", "Bo");
    const ids = players.map((p) => p.id);
    const sentBefore = (await stack.ses.sent()).length;
    stack.email.inject(() => "timeout");
    expect(await worker.handler({ Records: records })).toMatchObject({ delivered: 0, failed: 0 });
    stack.email.inject(() => "throttle");
    expect(await scheduleNextAttempt(ids)).toBe(true);
    expect((await stack.ses.sent()).length).toBe(sentBefore);
    stack.email.clear();
    await scheduleUntilSettled(ids);
    // a later run finds nothing to send again
    clockAt(new Date(Date.now() + 86_400_000));
    await worker.handler({});

    expect(stack.email.faulted.map((c) => c.fault)).toEqual(expect.arrayContaining(["timeout", "throttle"]));
    const sent = (await stack.ses.sent()).slice(sentBefore);
    expect(sent.map((m) => m.to[0]).sort()).toEqual(players.map((p) => p.email).sort());
    const messageIds = await stack.messageIds();
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(messageIds).toHaveLength((await stack.ses.sent()).length);
    const deliveries = await deliveriesOf(ids);
    expect(deliveries.map((d) => [d.status, d.attempts.length > 1])).toEqual(
      deliveries.map(() => ["delivered", true]),
    );
  });

  it("marks an email failed after its last attempt and counts it in DeliveriesFailed, never sending it", async () => {
    const logged = log.length;
    const { players, records } = await started("Cy", "Di");
    const ids = players.map((p) => p.id);
    const sentBefore = (await stack.ses.sent()).length;
    stack.email.inject(() => "throttle");
    await worker.handler({ Records: records });
    await scheduleUntilSettled(ids);
    stack.email.clear();

    const deliveries = await deliveriesOf(ids);
    expect(deliveries.map((d) => d.status)).toEqual(["failed", "failed"]);
    expect(deliveries.every((d) => d.attempts.length === deliveries[0].attempts.length)).toBe(true);
    expect((await stack.ses.sent()).length).toBe(sentBefore);
    const failedCounts = log.filter((l) => l.msg === "metric" && typeof l.DeliveriesFailed === "number");
    expect(failedCounts.reduce((sum, l) => sum + (l.DeliveriesFailed as number), 0)).toBe(2);
    expect(failedCounts.every((l) => l.Channel === "email")).toBe(true);
    // each email SES did not take is counted as it happens, for the alarm that says email is down
    const refused = log.slice(logged).filter((l) => l.msg === "metric" && typeof l.MailRefused === "number");
    expect(refused.length).toBe(deliveries.reduce((sum, d) => sum + d.attempts.length, 0));
  });
});
