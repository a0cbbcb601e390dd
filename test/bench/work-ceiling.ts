/**
 * The work ceiling: due clock ticks and deliveries done per minute by 1 and by 8 consumers, as the
 * schedule hands them over (`functions/follow-ups/`), against the local stack (dynalite in process,
 * the work queues spread over as many shards as on AWS, emails rendered and handed to a mailer
 * that keeps them). `npx tsx test/bench/work-ceiling.ts` prints its table; BENCH_WORK sets the items.
 */
import { pathToFileURL } from "node:url";
import { inProcessQueue } from "../../functions/follow-ups/work-queue";
import { runDueWork } from "../../functions/follow-ups/worker";
import { startLocal } from "../../functions/local-server";
import { workShards } from "../../functions/store/table";
import { confirmAddressToken } from "../../functions/tokens/confirm-address";
import { Client, newPlayer } from "../api/harness";
import { markdownTable } from "./report";

const HOUR = 3_600_000;
const progress = (text: string) => process.stderr.write(`\r\x1b[K  ${text}`);
const hhmm = (d: Date) =>
  `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;

/**
 * `items` started matches with a 4-hour clock and a reminder an hour before the deadline; each
 * guest's address is confirmed and in quiet hours for the next hour, so its start's email waits:
 * an hour on, `items` deliveries are due; three hours on, `items` clocks.
 */
async function seeded(items: number) {
  const clock = { offset: 0 };
  const server = await startLocal({
    port: 0,
    dataDir: null,
    workIntervalMs: 0,
    webDir: null,
    workShards,
    now: () => new Date(Date.now() + clock.offset),
  });
  const host = await newPlayer(server.url, "Host");
  const now = Date.now();
  const quietHours = { from: hhmm(new Date(now - HOUR)), to: hhmm(new Date(now + HOUR)) };
  for (let i = 0; i < items; i++) {
    if (i % 20 === 0) progress(`work ceiling: seeding match ${i + 1} of ${items}`);
    const email = `guest-${i}@example.test`;
    const made = await new Client(server.url).post("/v1/players", { name: `Guest ${i}`, email });
    const guest = new Client(server.url, made.body.apiKey);
    await guest.post(
      `/v1/confirm-address?token=${confirmAddressToken(server.deps, made.body.player.id, email)}`,
      {},
    );
    await guest.request("PUT", "/v1/me/notifications", { body: { quietHours, timeZone: "UTC" } });
    const created = await host.post("/v1/matches", {
      game: "santa-cruz",
      seats: 2,
      clock: { moveHours: 4, remindHours: [1], onTimeout: "wait" },
    });
    await guest.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
  }
  // the starts fanned out; the guests' emails held for their quiet hours
  await server.work();
  return { server, clock };
}

/** What `consumers` do with the due work at an hour (deliveries) and three hours on (clocks). */
async function drained(items: number, consumers: number) {
  const { server, clock } = await seeded(items);
  let sent = 0;
  const deps = {
    ...server.deps,
    notify: {
      ...(server.deps.notify as NonNullable<typeof server.deps.notify>),
      mailer: { send: async () => `kept ${++sent}` },
    },
  };
  const queue = inProcessQueue(deps, consumers);
  try {
    const timed = async (offset: number) => {
      clock.offset = offset;
      const started = performance.now();
      const done = await runDueWork(deps, { now: deps.now(), queue });
      return { done, ms: performance.now() - started };
    };
    progress(`work ceiling: ${consumers} consumer(s) sending ${items} deliveries`);
    const deliveries = await timed(1.1 * HOUR);
    progress(`work ceiling: ${consumers} consumer(s) ticking ${items} clocks`);
    const clocks = await timed(3.1 * HOUR);
    const perMinute = (count: number, ms: number) => Math.round((count / ms) * 60_000);
    return {
      consumers,
      "deliveries sent": `${deliveries.done.delivered} (${sent} emails)`,
      "deliveries a minute": perMinute(deliveries.done.delivered, deliveries.ms),
      "clock ticks": clocks.done.clocks,
      "clock ticks a minute": perMinute(clocks.done.clocks, clocks.ms),
    };
  } finally {
    await server.close();
  }
}

/** The table: the same seeded work drained by 1 and by 8 consumers (in one process, sharing its cores). */
export async function benchWorkCeiling(items = 400, consumerCounts = [1, 8]) {
  const rows = [];
  for (const consumers of consumerCounts) rows.push(await drained(items, consumers));
  process.stderr.write("\r\x1b[K");
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  console.log(markdownTable(await benchWorkCeiling(Number(process.env.BENCH_WORK ?? 400))));
}
