import type { Deps } from "../../functions/deps";
import type { Mail, Mailer } from "../../functions/notify/email";
import { postWebhook } from "../../functions/notify/webhooks";
import type { LocalStack } from "../faults/local-stack";

/**
 * A mailer that keeps what it sends and, while held, keeps each send waiting until `release()`:
 * a sender caught between its claim and its record.
 */
export function heldMailer() {
  const sent: Mail[] = [];
  let held: Promise<void> | null = null;
  let release = () => {};
  const waiting: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      waiting.push(mail);
      if (held) await held;
      waiting.splice(waiting.indexOf(mail), 1);
      sent.push(mail);
      return `250 ${mail.messageId}`;
    },
  };
  return {
    mailer,
    sent,
    waiting,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => {
      held = null;
      release();
    },
  };
}

/** The stack's deps with notifications through `mailer`, as the worker and the consumers have them. */
export const notifying = (stack: LocalStack, mailer: Mailer): Deps => ({
  ...stack.deps,
  notify: {
    mailer,
    links: {
      publicUrl: "https://games.example.test",
      clientUrl: "https://games.example.test/matches/{matchId}",
    },
    postWebhook,
  },
});

/** A started match of `host` and `guest` (both confirmed players). */
export async function startedMatch(stack: LocalStack, host: { key: string }, guest: { key: string }) {
  const created = await stack.api("POST", "/v1/matches", { game: "santa-cruz", seats: 2 }, host.key);
  await stack.api(
    "POST",
    `/v1/matches/${created.body.id}/join`,
    { inviteCode: created.body.inviteCode },
    guest.key,
  );
  return created.body.id as string;
}
