import { ScanCommand } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { afterAll, describe, expect, it } from "vitest";
import { shardOf, workShards } from "../../functions/store/table";
import { Client, useServer } from "../api/harness";
import { confirmAddress, smtpReceiver } from "../notify/receivers";

const HOUR = 3_600_000;
const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const clock = { offset: 0 };
// the queues spread over as many index partitions as on AWS
const api = useServer({
  smtpUrl: smtp.url,
  workShards,
  now: () => new Date(Date.now() + clock.offset),
});

const hhmm = (d: Date) =>
  `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;

/** A player with email, in quiet hours for the next hour: their email waits in the queue until then. */
async function player(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  await confirmAddress(smtp.mails, email);
  const p = Object.assign(new Client(api.url, reply.body.apiKey), {
    id: reply.body.player.id as string,
    email,
  });
  const now = Date.now();
  const quietHours = { from: hhmm(new Date(now - HOUR)), to: hhmm(new Date(now + HOUR)) };
  await p.request("PUT", "/v1/me/notifications", { body: { quietHours, timeZone: "UTC" } });
  return p;
}

/** The work-queue partitions items of the table sit in now. */
async function queuedIn(prefix: string): Promise<string[]> {
  const { db, tableName } = api.server.deps.store;
  const out = await db.send(new ScanCommand({ TableName: tableName }));
  return (out.Items ?? [])
    .map((item) => unmarshall(item).gsi2pk as string | undefined)
    .filter((pk): pk is string => pk?.startsWith(prefix) ?? false);
}

describe("work queues spread over shards", () => {
  it("spreads ids evenly over a queue's shards", () => {
    const counts = new Array(workShards.delivery).fill(0);
    for (let i = 0; i < 3200; i++) counts[shardOf(`p_${i}#delivery-${i}`, workShards.delivery)]++;
    expect(Math.min(...counts)).toBeGreaterThan(50);
    expect(Math.max(...counts)).toBeLessThan(150);
  });

  it("lets the worker find every due clock and delivery, whichever shard it is in", async () => {
    // 24 matches spread 24 clocks over 8 shards and 48 deliveries over 32: most shards hold some
    const matches = 24;
    const players = await Promise.all(Array.from({ length: matches * 2 }, (_, i) => player(`S${i}`)));
    for (let i = 0; i < matches; i++) {
      const [host, guest] = [players[2 * i], players[2 * i + 1]];
      const created = await host.post("/v1/matches", {
        game: "santa-cruz",
        seats: 2,
        clock: { moveHours: 4, remindHours: [1], onTimeout: "wait" },
      });
      await guest.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
    }
    const clocks = new Set(await queuedIn("WORK#clock#"));
    expect(clocks.size).toBeGreaterThan(workShards.clock / 2);

    // every player hears of the start once their quiet hours end: 48 deliveries wait in most shards
    await api.server.work();
    expect(new Set(await queuedIn("WORK#delivery#")).size).toBeGreaterThan(workShards.delivery / 2);
    expect(smtp.mails).toEqual([]);
    clock.offset = 1.1 * HOUR;
    await api.server.work();
    expect(smtp.mails.length).toBe(matches * 2);
    expect(await queuedIn("WORK#delivery#")).toEqual([]);

    // an hour before each deadline, every match's clock is due: one reminder for each seat to act
    clock.offset = 3.5 * HOUR;
    const done = await api.server.work();
    expect(done.clocks).toBe(matches);
    const reminders = smtp.mails.filter((m) => m.subject.startsWith("Your turn clock is running out"));
    expect(reminders.length).toBe(matches);
    // each clock waits for its deadline now, in the shard it was in
    expect(new Set(await queuedIn("WORK#clock#"))).toEqual(clocks);
  });
});
