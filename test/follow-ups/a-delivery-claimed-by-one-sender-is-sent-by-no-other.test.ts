import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doWork } from "../../functions/follow-ups/do-work";
import { runDueWork } from "../../functions/follow-ups/worker";
import { streamFeed } from "../../functions/lambda/stream-feed";
import type { DeliveryRecord } from "../../functions/store/records";
import { type LocalStack, localStack } from "../faults/local-stack";
import { heldMailer, notifying, startedMatch } from "./senders";

const asItem = (d: DeliveryRecord) => ({ kind: "delivery" as const, playerId: d.playerId, id: d.id });

describe("a delivery is claimed before it is sent", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await localStack();
  }, 60_000);
  afterAll(() => stack.close());

  it("the stream's worker and a queue consumer racing for the same delivery send it exactly once", async () => {
    const [ada, bo] = [await stack.player("Ada"), await stack.player("Bo")];
    await startedMatch(stack, ada, bo);
    const mail = heldMailer();
    const deps = notifying(stack, mail.mailer);
    const now = new Date();

    // the stream's batch fans the start out and sends both deliveries, and waits in the middle of sending
    mail.hold();
    const streamed = runDueWork(deps, {
      now,
      feed: streamFeed(deps, await stack.stream(), now),
      queues: false,
    });
    while (mail.waiting.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    const deliveries = [
      ...(await stack.deps.store.deliveriesOf(ada.id, 10)),
      ...(await stack.deps.store.deliveriesOf(bo.id, 10)),
    ];
    expect(deliveries.map((d) => d.status)).toEqual(["pending", "pending"]);

    // the schedule found them due meanwhile: consumers take the same deliveries, and leave them
    const raced = await Promise.all(deliveries.map((d) => doWork(deps, asItem(d), now)));
    expect(raced).toEqual([
      { delivered: 0, failed: 0 },
      { delivered: 0, failed: 0 },
    ]);
    mail.release();
    expect(await streamed).toMatchObject({ delivered: 2, failed: 0 });

    // a message handed over again after the send finds it done
    for (const d of deliveries) expect(await doWork(deps, asItem(d), now)).toEqual({});
    expect(mail.sent.map((m) => m.to).sort()).toEqual([ada.email, bo.email]);
  });

  it("a sender that died after claiming leaves the delivery to the next one once its claim lapses", async () => {
    const [cy, di] = [await stack.player("Cy"), await stack.player("Di")];
    await startedMatch(stack, cy, di);
    const mail = heldMailer();
    const deps = notifying(stack, mail.mailer);
    const now = new Date();
    // fanned out, not sent: no mailer
    await runDueWork(stack.deps, {
      now,
      feed: streamFeed(stack.deps, await stack.stream(), now),
      queues: false,
    });
    const [d] = await stack.deps.store.deliveriesOf(cy.id, 10);
    expect(
      await stack.deps.store.claimDelivery(
        d,
        { by: "died", until: new Date(now.getTime() + 300_000).toISOString() },
        now,
      ),
    ).toBe(true);

    expect(await doWork(deps, asItem(d), new Date(now.getTime() + 60_000))).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(mail.sent).toEqual([]);
    expect(await doWork(deps, asItem(d), new Date(now.getTime() + 301_000))).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(await doWork(deps, asItem(d), new Date(now.getTime() + 302_000))).toEqual({});
    expect(mail.sent.map((m) => [m.to, m.messageId])).toEqual([[cy.email, expect.stringContaining(d.id)]]);
  });
});
