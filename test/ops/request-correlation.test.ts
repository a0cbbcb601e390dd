import { afterAll, describe, expect, it, vi } from "vitest";
import { jsonLog, type LogLine } from "../../functions/log";
import { messageIdOf } from "../../functions/notify/mail";
import { Client, inSeats, type Json, useServer } from "../api/harness";
import { confirmAddress, smtpReceiver } from "../notify/receivers";

/** The JSON log's lines, as npm start and the functions write them to stdout. */
const lines: LogLine[] = [];
const write = process.stdout.write.bind(process.stdout) as (...args: unknown[]) => boolean;
vi.spyOn(process.stdout, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
  const text = String(chunk);
  if (!text.startsWith('{"time"')) return write(chunk, ...rest);
  for (const line of text.trim().split("\n")) lines.push(JSON.parse(line));
  return true;
}) as typeof process.stdout.write);
const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const api = useServer({ smtpUrl: smtp.url, log: jsonLog });

let count = 0;
async function player() {
  const address = `corr-${++count}-${Date.now()}@example.test`;
  const made = await new Client(api.url).post("/v1/players", { name: `C${count}`, email: address });
  await confirmAddress(smtp.mails, address);
  return Object.assign(new Client(api.url, made.body.apiKey), { address, id: made.body.player.id as string });
}

describe("a move's request id, through the worker, to the email it causes", () => {
  it("the move's lines carry its X-Request-Id with the match and version, which the worker's delivery line and the email's Message-ID name", async () => {
    const [host, guest] = [await player(), await player()];
    const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    await guest.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
    await api.server.work();
    const first: Json = (await host.get(`/v1/matches/${created.body.id}`)).body;
    const bySeat = inSeats(first, [host, guest]);
    const mover = bySeat[first.activeSeats[0]];
    const mine: Json = (await mover.get(`/v1/matches/${created.body.id}`)).body;
    const moved = await mover.post(`/v1/matches/${created.body.id}/actions`, {
      action: mine.legalActions[0],
      expectedVersion: mine.version,
    });
    expect(moved.status).toBe(201);
    const requestId = moved.headers.get("x-request-id");

    const move = lines.find((l) => l.msg === "move" && l.requestId === requestId);
    expect(move).toMatchObject({ matchId: created.body.id, version: moved.body.version });
    const metric = lines.find((l) => l.msg === "metric" && l.Moves === 1 && l.requestId === requestId);
    expect(metric).toBeDefined();

    await api.server.work();
    const deliveries = lines.filter(
      (l) => l.msg === "delivery" && l.matchId === created.body.id && l.version === moved.body.version,
    );
    expect(deliveries.length).toBeGreaterThan(0);
    const emailed = deliveries.filter((l) => l.channel === "email" && l.outcome === "delivered");
    expect(emailed.length).toBeGreaterThan(0);
    const messageIds = smtp.mails.map((m) => m.messageId);
    for (const line of emailed) expect(messageIds).toContain(messageIdOf(String(line.deliveryId)));
    // each a valid RFC 5322 id: dot-atom text, no colon
    for (const id of messageIds) expect(id).toMatch(/^<[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9.-]+>$/);
  });
});
