/**
 * The worker: the table's stream calls it with each new snapshot (a move, a start) and notice, so
 * that notices go out at once, and a schedule calls it every minute for turn clocks, retries and
 * digests. Both run the same due work, which is safe to run twice.
 */
import { randomUUID } from "node:crypto";
import { loadedCatalog } from "../../domain";
import { functionConfig } from "../config";
import { runDueWork } from "../follow-ups/worker";
import { errorFields } from "../log";
import { mailerOf } from "../notify/email";
import { postWebhook } from "../notify/webhooks";
import { depsOf, secretRefresher } from "./deps";
import { type StreamRecord, streamFeed } from "./stream-feed";

const config = functionConfig();
const { links, ...shared } = depsOf(config, loadedCatalog);
const deps = {
  ...shared,
  notify: { mailer: mailerOf(config.mailTransport, config.mailFrom, "/tmp/outbox"), links, postWebhook },
};
const refreshSecret = secretRefresher(config, deps);

export async function handler(event: { Records?: StreamRecord[] }) {
  const runId = randomUUID();
  const trigger = event.Records ? "stream" : "schedule";
  try {
    await refreshSecret();
    const now = new Date();
    // a stream batch follows its records and sends what they made; the schedule reads the queues
    const done = await runDueWork(
      deps,
      event.Records ? { now, feed: streamFeed(deps, event.Records, now), queues: false } : { now },
    );
    deps.log({ level: "info", msg: "work", runId, trigger, ...done });
    return done;
  } catch (error) {
    deps.log({ level: "error", msg: "work failed", runId, trigger, ...errorFields(error) });
    throw error;
  }
}
