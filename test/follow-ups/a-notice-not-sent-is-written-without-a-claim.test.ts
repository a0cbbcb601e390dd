import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doWork } from "../../functions/follow-ups/do-work";
import { runDueWork } from "../../functions/follow-ups/worker";
import { streamFeed } from "../../functions/lambda/stream-feed";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import type { DeliveryRecord } from "../../functions/store/records";
import { type LocalStack, localStack } from "../faults/local-stack";
import { heldMailer, notifying, startedMatch } from "./senders";

type Player = Awaited<ReturnType<LocalStack["player"]>>;

const CALM_MS = ACTIVE_MINUTES * 60_000;
const asItem = (d: DeliveryRecord) => ({ kind: "delivery" as const, playerId: d.playerId, id: d.id });

describe("a notice not sent is written without a claim", () => {
  let stack: LocalStack;
  /** Writes to each player's deliveries, by command: what the worker spent on them. */
  const writes: { command: string; pk: string }[] = [];
  beforeAll(async () => {
    stack = await localStack();
    stack.deps.store.db.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: { pk?: { S?: string } }; Item?: { pk?: { S?: string } } };
        const pk = input.Key?.pk?.S ?? input.Item?.pk?.S ?? "";
        if (/Put|Update|Delete/.test(context.commandName ?? "") && pk.startsWith("DELIVERY#"))
          writes.push({ command: context.commandName ?? "", pk });
        return next(args);
      },
      { step: "initialize", name: "delivery-writes" },
    );
  }, 60_000);
  afterAll(() => stack.close());

  /** Plays the awaited player's first legal action at the screen (an API key, no reply by email); false when neither is awaited. */
  async function moveAtScreen(matchId: string, players: Player[]): Promise<Player | null> {
    for (const p of players) {
      const seen = (await stack.api("GET", `/v1/matches/${matchId}`, undefined, p.key)).body;
      if (!seen.awaitingYou) continue;
      const action = seen.legalActions[0];
      const made = await stack.api(
        "POST",
        `/v1/matches/${matchId}/actions`,
        { action, expectedVersion: seen.version },
        p.key,
      );
      expect(made.status).toBe(201);
      return p;
    }
    return null;
  }

  it("a turn notice to a reader who just ended a turn at the screen is made held to the minutes' end, then settled once when their turn is gone", async () => {
    const [ada, bo] = [await stack.player("Ada"), await stack.player("Bo")];
    const matchId = await startedMatch(stack, ada, bo);
    const mail = heldMailer();
    const deps = notifying(stack, mail.mailer);
    const follow = async () => {
      const now = new Date();
      await runDueWork(deps, { now, feed: streamFeed(deps, await stack.stream(), now), queues: false });
    };
    await follow();
    const ownTurnEnds = new Map<string, string>();
    let reader: Player | null = null;
    let held: DeliveryRecord | undefined;
    // moves at the screen until a player's turn comes back to them after they ended one themselves
    for (let i = 0; i < 40 && !held; i++) {
      const mover = await moveAtScreen(matchId, [ada, bo]);
      if (!mover) break;
      const after = (await stack.api("GET", `/v1/matches/${matchId}`, undefined, mover.key)).body;
      if (!after.awaitingYou) ownTurnEnds.set(mover.id, await moveAt(matchId, after.version, mover));
      writes.length = 0;
      await follow();
      for (const p of [ada, bo]) {
        const [newest] = await stack.deps.store.deliveriesOf(p.id, 1);
        if (newest?.kind === "yourTurn" && newest.version === after.version && ownTurnEnds.has(p.id)) {
          reader = p;
          held = newest;
        }
      }
    }
    if (!held || !reader) throw new Error("no turn came back to a player who ended one at the screen");
    const endedAt = ownTurnEnds.get(reader.id) as string;
    expect(held).toMatchObject({ status: "pending", attempts: [] });
    expect(held.nextAttemptAt).toBe(new Date(Date.parse(endedAt) + CALM_MS).toISOString());
    // made with its time: one write, nothing looked at or held after
    expect(writes.filter((w) => w.pk === `DELIVERY#${reader?.id}`)).toEqual([
      { command: "PutItemCommand", pk: `DELIVERY#${reader.id}` },
    ]);
    const sentOf = (d: DeliveryRecord) => mail.sent.filter((m) => m.messageId.includes(d.id));
    expect(sentOf(held)).toEqual([]);

    // the reader plays the turn at the screen; when the notice falls due, another sender holds it
    expect(await moveAtScreen(matchId, [reader])).toBe(reader);
    await follow();
    const due = new Date(Date.parse(held.nextAttemptAt) + 1000);
    const until = new Date(due.getTime() + 60_000).toISOString();
    expect(await stack.deps.store.claimDelivery(held, { by: "another", until }, due)).toBe(true);
    writes.length = 0;
    expect(await doWork(deps, asItem(held), due)).toEqual({ delivered: 0, failed: 0 });
    expect(await stack.deps.store.getDelivery(reader.id, held.id)).toMatchObject({
      status: "pending",
      attempts: [],
    });

    // once that claim has lapsed, the notice is settled as not sent: one conditional write, no claim
    writes.length = 0;
    const later = new Date(Date.parse(until) + 1000);
    expect(await doWork(deps, asItem(held), later)).toEqual({ delivered: 1, failed: 0 });
    expect(writes).toEqual([{ command: "PutItemCommand", pk: `DELIVERY#${reader.id}` }]);
    const settled = await stack.deps.store.getDelivery(reader.id, held.id);
    expect(settled?.status).toBe("delivered");
    expect(settled?.attempts.map((a) => a.detail)).toEqual(["not sent: it is no longer your turn"]);
    expect(sentOf(held)).toEqual([]);
  });

  /** When the move that made `version` was made. */
  async function moveAt(matchId: string, version: number, p: Player): Promise<string> {
    const path = `/v1/matches/${matchId}/moves?after=${version - 1}&limit=1`;
    return (await stack.api("GET", path, undefined, p.key)).body.moves[0].at;
  }
});
