import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doWork } from "../../functions/follow-ups/do-work";
import { runDueWork } from "../../functions/follow-ups/worker";
import { streamFeed } from "../../functions/lambda/stream-feed";
import { messageIdOf } from "../../functions/notify/mail";
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

  it("the schedule never merges away a delivery a consumer claimed and is sending: the newer one waits for the next run", async () => {
    const [cy, di] = [await stack.player("Merge1"), await stack.player("Merge2")];
    await startedMatch(stack, cy, di);
    const now = new Date();
    await runDueWork(stack.deps, {
      now,
      feed: streamFeed(stack.deps, await stack.stream(), now),
      queues: false,
    });
    const [d1] = await stack.deps.store.deliveriesOf(di.id, 10);
    // the other player's own notice is not sent, so that the held mailer holds only Di's
    expect(
      (await stack.api("PUT", "/v1/me/notifications", { email: { when: "never" } }, cy.key)).status,
    ).toBe(200);
    // a second notice to the same reader about the same match, a moment newer
    const later = new Date(Date.parse(d1.createdAt) + 1).toISOString();
    const d2: DeliveryRecord = { ...d1, id: `${later}_${d1.kind}_second`, createdAt: later };
    expect(await stack.deps.store.createDelivery(d2)).toBe(true);
    const mail = heldMailer();
    const deps = notifying(stack, mail.mailer);
    const at = new Date(now.getTime() + 1000);
    mail.hold();
    const consumer = doWork(deps, asItem(d1), at);
    while (mail.waiting.length < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    // the schedule's minute comes while d1 is being sent: it sees d1 and d2 due
    await runDueWork(deps, { now: at });
    mail.release();
    await consumer;
    const sentToDi = mail.sent.filter((m) => m.to === di.email);
    expect(sentToDi).toHaveLength(1);
    const [first, second] = [
      await stack.deps.store.getDelivery(di.id, d1.id),
      await stack.deps.store.getDelivery(di.id, d2.id),
    ];
    expect(first?.status).toBe("delivered");
    expect(first?.attempts.at(-1)?.detail).not.toMatch(/merged/);
    expect(second?.status).toBe("pending");
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
    expect(mail.sent.map((m) => [m.to, m.messageId])).toEqual([[cy.email, messageIdOf(d.id)]]);
  });
});
