import type { SESv2Client } from "@aws-sdk/client-sesv2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Mail, quotaPaced } from "../../functions/notify/email";

const mail = (i: number): Mail => ({
  to: `p${i}@example.test`,
  subject: "s",
  text: "t",
  html: "h",
  messageId: `m${i}`,
});

/** SES's GetAccount as the SDK answers it, with the account's quota of `maxSendRate` emails a second. */
const sesAccount = (maxSendRate: number) => {
  const calls: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      calls.push(command);
      return { SendQuota: { MaxSendRate: maxSendRate, Max24HourSend: 50_000, SentLast24Hours: 0 } };
    },
  } as unknown as SESv2Client;
  return { client, calls };
};

describe("the send rate", () => {
  afterEach(() => vi.useRealTimers());

  it("a consumer sends at most its share of SES's quota (MaxSendRate / consumers), reading the quota once", async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const ses = sesAccount(16);
    // 8 consumers share 16 a second: 2 a second each
    const counting = {
      async send(m: Mail) {
        sent.push(m.messageId);
        return "ok";
      },
    };
    const mailer = quotaPaced(counting, 8, ses.client);
    const all = Promise.all(Array.from({ length: 6 }, (_, i) => mailer.send(mail(i))));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1500);
    expect(sent).toHaveLength(6);
    await all;
    // in order, and the quota read once for the container's life
    expect(sent).toEqual(["m0", "m1", "m2", "m3", "m4", "m5"]);
    expect(ses.calls).toHaveLength(1);
  });
});
