import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueWork } from "../../functions/follow-ups/worker";
import { streamFeed } from "../../functions/lambda/stream-feed";
import { cappedUntil, EMAILS_PER_ADDRESS_PER_HOUR } from "../../functions/notify/recipient-cap";
import { type LocalStack, localStack } from "../faults/local-stack";
import { heldMailer, notifying, startedMatch } from "./senders";

const HOUR = 3_600_000;

describe("the per-recipient cap", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await localStack();
  }, 60_000);
  afterAll(() => stack.close());

  it("sends one address at most 60 notification emails an hour; the rest wait for the next hour, none dropped", async () => {
    const ada = await stack.player("Ada");
    const matches = 4;
    for (let i = 0; i < matches; i++) await startedMatch(stack, ada, await stack.player(`Rival${i}`));
    const mail = heldMailer();
    const deps = notifying(stack, mail.mailer);
    // the cap counts in the window of the run's time, however long the run takes
    const now = new Date();
    // Ada's address got all but 2 of this hour's emails already
    for (let i = 0; i < EMAILS_PER_ADDRESS_PER_HOUR - 2; i++)
      expect(await cappedUntil(deps, ada.email, now)).toBeNull();
    await runDueWork(deps, { now, feed: streamFeed(deps, await stack.stream(), now), queues: false });

    const toAda = () => mail.sent.filter((m) => m.to === ada.email);
    expect(toAda()).toHaveLength(2);
    const waiting = (await stack.deps.store.deliveriesOf(ada.id, 50)).filter((d) => d.status === "pending");
    expect(waiting).toHaveLength(matches - 2);
    const nextHour = new Date(Math.ceil(now.getTime() / HOUR) * HOUR);
    for (const d of waiting) {
      expect(d.nextAttemptAt).toBe(nextHour.toISOString());
      // deferred, not tried: no attempt is counted against it
      expect(d.attempts).toEqual([]);
    }
    // every rival got theirs at once: the cap is per address
    expect(mail.sent.length - toAda().length).toBe(matches);

    // still within the hour nothing more goes; in the next hour the rest do, once
    expect(await runDueWork(deps, { now: new Date(nextHour.getTime() - 1000) })).toMatchObject({
      delivered: 0,
    });
    expect(await runDueWork(deps, { now: nextHour })).toMatchObject({ delivered: waiting.length, failed: 0 });
    expect(toAda()).toHaveLength(matches);
    expect(new Set(toAda().map((m) => m.messageId)).size).toBe(matches);
    const all = await stack.deps.store.deliveriesOf(ada.id, 50);
    expect(all.map((d) => d.status)).toEqual(all.map(() => "delivered"));
  }, 120_000);
});
