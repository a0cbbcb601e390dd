/**
 * A notice's deliveries are made by the reader's settings when it happens, and judged by them again
 * when each comes due (held by quiet hours, calm email, a retry): a channel turned off meanwhile, or
 * email moved to the digest or from it, sends nothing more of what was made before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueWork } from "../../functions/follow-ups/worker";
import { streamFeed } from "../../functions/lambda/stream-feed";
import { type LocalStack, localStack } from "../faults/local-stack";
import { heldMailer, notifying, startedMatch } from "./senders";

describe("a channel turned off before its notice comes due", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await localStack();
  }, 60_000);
  afterAll(() => stack.close());

  /** A started match's notices fanned out (no mailer: nothing sent yet), then settings changed. */
  async function pendingThenChanged(host: string, guest: string, change: Record<string, unknown>) {
    const [a, b] = [await stack.player(host), await stack.player(guest)];
    await startedMatch(stack, a, b);
    const now = new Date();
    await runDueWork(stack.deps, {
      now,
      feed: streamFeed(stack.deps, await stack.stream(), now),
      queues: false,
    });
    expect((await stack.deps.store.deliveriesOf(a.id, 10)).map((d) => d.status)).toEqual(["pending"]);
    expect((await stack.api("PUT", "/v1/me/notifications", change, a.key)).status).toBe(200);
    const mail = heldMailer();
    await runDueWork(notifying(stack, mail.mailer), { now: new Date(now.getTime() + 1000) });
    return {
      a,
      b,
      sent: mail.sent.map((m) => m.to),
      deliveries: await stack.deps.store.deliveriesOf(a.id, 10),
    };
  }

  it("email turned off: the pending email is not sent, and says why", async () => {
    const { a, b, sent, deliveries } = await pendingThenChanged("Ada", "Bo", { email: { when: "never" } });
    expect(sent).toEqual([b.email]);
    expect(sent).not.toContain(a.email);
    expect(deliveries.map((d) => [d.status, d.attempts.at(-1)?.detail])).toEqual([
      ["delivered", "not sent: email is off for this notice"],
    ]);
  });

  it("email moved to the digest: the pending single email is not sent (the digest tells from then on)", async () => {
    const { a, sent } = await pendingThenChanged("Cy", "Di", { email: { when: "digest" } });
    expect(sent).not.toContain(a.email);
  });
});
