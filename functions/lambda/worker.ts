/**
 * The worker: DynamoDB Streams call it when a move or notice enters the outbox (so notices go out
 * at once), and a schedule calls it every minute for turn clocks, retries and digests. Both run
 * the same due work, which is safe to run twice.
 */
import { mailerFromEnv } from "../notify/email";
import { postWebhook } from "../notify/webhooks";
import { runDueWork } from "../notify/worker";
import { depsFromEnv } from "./deps";

const deps = {
  ...depsFromEnv(),
  notify: {
    mailer: mailerFromEnv("/tmp/outbox"),
    links: { publicUrl: process.env.PUBLIC_URL ?? "", clientUrl: process.env.CLIENT_URL },
    postWebhook,
  },
};

export async function handler(event: { Records?: unknown[] }) {
  const done = await runDueWork(deps);
  console.log(JSON.stringify({ trigger: event.Records ? "stream" : "schedule", ...done }));
  return done;
}
