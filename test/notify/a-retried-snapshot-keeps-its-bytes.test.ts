import { type DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { afterAll, describe, expect, it } from "vitest";
import { runDueWork } from "../../functions/follow-ups/worker";
import { streamFeed } from "../../functions/lambda/stream-feed";
import type { LogLine } from "../../functions/log";
import { snapshotItems } from "../../functions/store/entities/snapshot";
import { Client, inSeats, useServer } from "../api/harness";
import { confirmAddress, smtpReceiver } from "./receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const logged: LogLine[] = [];
const api = useServer({ smtpUrl: smtp.url, workIntervalMs: 0, log: (line) => logged.push(line) });

async function player(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  await confirmAddress(smtp.mails, email);
  return Object.assign(new Client(api.url, reply.body.apiKey), { id: reply.body.player.id as string, email });
}

/** Makes the next call of one kind fail before it reaches the database. */
function failOnce(db: DynamoDBClient, command: string) {
  const name = `fail-${Math.random()}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== command) return next(args);
      db.middlewareStack.remove(name);
      throw new Error(`injected failure of ${command}`);
    },
    { step: "initialize", name },
  );
}

/** The table's stream record of a new item, as Lambda hands it over: binary values in base64. */
async function streamRecord(db: DynamoDBClient, key: { pk: string; sk: string }) {
  const { Item } = await db.send(new GetItemCommand({ TableName: "games", Key: marshall(key) }));
  const image = JSON.parse(
    JSON.stringify(Item, (_, v) => (v instanceof Uint8Array ? Buffer.from(v).toString("base64") : v)),
  );
  return { eventName: "INSERT", dynamodb: { NewImage: image } };
}

describe("a change the worker failed on", () => {
  it("is retried with its packed snapshot whole, and what follows the move happens; a failed retry is logged, counted and kept", async () => {
    const [host, guest] = [await player("Host"), await player("Guest")];
    const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    await guest.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
    await api.server.work();
    const matchId: string = created.body.id;
    const mine = (await host.get(`/v1/matches/${matchId}`)).body;
    const bySeat = inSeats(mine, [host, guest]);
    const active = bySeat[mine.activeSeats[0]];
    const waiting = bySeat[1 - mine.activeSeats[0]];
    const before = (await active.get(`/v1/matches/${matchId}`)).body;
    const moved = await active.post(`/v1/matches/${matchId}/actions`, {
      action: before.legalActions[0],
      expectedVersion: before.version,
    });
    expect(moved.status).toBe(201);

    const { deps } = api.server;
    const db = deps.store.db;
    const record = await streamRecord(db, snapshotItems.key(matchId, moved.body.version));
    const told = () => smtp.mails.filter((m) => m.to.includes(waiting.email));
    const awaited = async () => (await deps.store.awaitingOf(waiting.id)).map((a) => a.matchId);
    const toldBefore = told().length;
    const start = new Date();

    // the fan-out's read of the players fails: the stream moves on, the change waits in the retry queue
    failOnce(db, "BatchGetItemCommand");
    const first = await runDueWork(deps, {
      now: start,
      feed: streamFeed(deps, [record], start),
      queues: false,
    });
    expect(first.fannedOut).toBe(0);
    // the turns are marked before the fan-out (a write done again alike), so "my games" is right at once
    expect(await awaited()).toContain(matchId);

    failOnce(db, "BatchGetItemCommand");
    const second = await runDueWork(deps, { now: start });
    expect(second.retriesFailed).toBe(1);
    expect(logged.filter((l) => l.msg === "retry failed")).toMatchObject([
      { level: "error", attempts: 1, error: expect.stringMatching(/injected failure/) },
    ]);
    expect(told()).toHaveLength(toldBefore);

    const third = await runDueWork(deps, { now: new Date(start.getTime() + 30_000) });
    expect(third.retriesFailed).toBe(0);
    expect(await awaited()).toContain(matchId);
    expect(told()).toHaveLength(toldBefore + 1);
    expect(told().at(-1)?.subject).toMatch(/^It is your turn/);
    // done with: the retry queue holds it no more
    expect((await deps.store.dueWork("retry", new Date(start.getTime() + 7_200_000))).due).toEqual([]);
  });
});
