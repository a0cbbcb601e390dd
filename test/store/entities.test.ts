import { PutItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { games } from "../../domain";
import { startSnapshot } from "../../functions/matches/current";
import { decodeChange } from "../../functions/store/changes";
import { decodeCursor, encodeCursor } from "../../functions/store/cursor";
import { deliveryItems } from "../../functions/store/entities/delivery";
import { noticeItems } from "../../functions/store/entities/notice";
import { playerItems } from "../../functions/store/entities/player";
import { retryItems } from "../../functions/store/entities/retry";
import { snapshotItems } from "../../functions/store/entities/snapshot";
import type { DeliveryRecord, NoticeRecord, SnapshotRecord } from "../../functions/store/records";
import { Store } from "../../functions/store/store";
import { workKeys } from "../../functions/store/table";
import { activeHeader, tableOnDynalite } from "./fixtures";

const db = tableOnDynalite("entities");
let store: Store;
let first: SnapshotRecord;
const header = activeHeader("m_entities");
beforeAll(async () => {
  store = new Store(db(), "entities");
  const game = games.get("santa-cruz");
  if (!game) throw new Error("Santa Cruz is hosted");
  first = startSnapshot(game, header);
  await store.createMatch(header);
  await store.putSnapshot(first);
});

const notice: NoticeRecord = {
  id: "invited-1",
  matchId: header.id,
  kind: "invited",
  playerIds: ["p_b"],
  at: "2026-01-01T00:00:00.000Z",
  version: 1,
};

const putRaw = (item: Record<string, unknown>) =>
  store.db.send(new PutItemCommand({ TableName: "entities", Item: marshall(item) }));

describe("changes", () => {
  it("are decoded from the item as the wire carries it: a snapshot or a notice, with a stable id; any other item is none", () => {
    const snapshot = decodeChange(marshall(snapshotItems.encode(first)));
    expect(snapshot).toMatchObject({ kind: "snapshot", matchId: header.id, version: first.version });
    expect(snapshot?.kind === "snapshot" && snapshot.snapshot).toEqual(first);
    expect(snapshot?.id).toBe(decodeChange(marshall(snapshotItems.encode(first)))?.id);
    const told = decodeChange(marshall(noticeItems.encode(notice)));
    expect(told?.kind === "notice" && told.notice).toEqual(notice);
    expect(told?.id).not.toBe(snapshot?.id);
    expect(decodeChange(marshall(playerItems.key("p_a")))).toBeNull();
  });
});

describe("the retry queue", () => {
  it("reads a retry the old worker kept (its stream record as JSON, the bytes broken) as the change it names, read again whole", async () => {
    const at = "2026-01-01T00:00:00.000Z";
    const key = snapshotItems.key(header.id, first.version);
    await putRaw({
      ...retryItems.key("legacy"),
      ...workKeys(store.shards, "retry", at, "legacy"),
      id: "legacy",
      attempts: 4,
      record: JSON.stringify({ key, item: { ...key, packed: { 0: 1, 1: 2 } } }),
    });
    const { due, malformed } = await store.dueWork("retry", new Date(at));
    expect(malformed).toEqual([]);
    expect(due).toEqual([
      {
        due: at,
        work: {
          id: "legacy",
          attempts: 4,
          change: { kind: "snapshot", matchId: header.id, version: first.version },
        },
      },
    ]);
    const [{ work }] = due;
    const change = await store.changeOf(work.change);
    expect(change?.kind === "snapshot" && change.snapshot).toEqual(first);
    await store.deleteRetry(work.id);
    expect((await store.dueWork("retry", new Date(at))).due).toEqual([]);
  });
});

describe("due work", () => {
  it("comes back checked; a malformed item is handed back apart, naming it, and the rest of its queue still comes", async () => {
    const delivery: DeliveryRecord = {
      id: "d1",
      playerId: "p_a",
      matchId: header.id,
      version: 1,
      kind: "yourTurn",
      channel: "email",
      status: "pending",
      attempts: [],
      nextAttemptAt: "2026-01-01T00:00:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    await store.createDelivery(delivery);
    await putRaw({
      ...deliveryItems.key("p_a", "d3"),
      ...workKeys(store.shards, "delivery", delivery.nextAttemptAt, "p_a#d3"),
      id: "d3",
    });
    const { due, malformed } = await store.dueWork("delivery", new Date("2026-01-02T00:00:00.000Z"));
    expect(due).toEqual([{ due: delivery.nextAttemptAt, work: delivery }]);
    expect(malformed.map((e) => e.message)).toEqual([
      expect.stringMatching(/DELIVERY#p_a\/d3 is malformed: playerId: /),
    ]);
  });
});

describe("'my games' cursors", () => {
  it("are opaque tokens that come back as the position they were made for", () => {
    const positions = [
      { awaiting: { updatedAt: "2026-01-01T00:00:00.000Z", matchId: "m_a-1" } },
      { membership: { status: "finished" as const, updatedAt: "2026-01-01T00:00:00.000Z", matchId: "m_b" } },
      { membership: null },
      { byId: "m_c" },
    ];
    for (const position of positions) {
      const token = encodeCursor(position, "p_ada");
      expect(token).toMatch(/^[\w-]+$/);
      expect(token).not.toContain(Buffer.from("p_ada").toString("base64url"));
      expect(decodeCursor(token, "p_ada")).toEqual(position);
    }
  });

  it("are refused in another player's list", () => {
    for (const position of [{ byId: "m_c" }, { membership: null }]) {
      expect(decodeCursor(encodeCursor(position, "p_ada"), "p_bea")).toBeNull();
    }
  });

  it("refuse any token the store did not make", () => {
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const owner = JSON.parse(Buffer.from(encodeCursor({ byId: "m_a" }, "p_ada"), "base64url").toString()).o;
    for (const bad of [
      "not-a-cursor",
      "%%%",
      Buffer.from("a|1234567890123#m_a").toString("base64url"),
      made({ v: 1, a: { at: "2026-01-01T00:00:00.000Z", id: "m_a" } }),
      made({ v: 2, a: { at: "2026-01-01T00:00:00.000Z", id: "m_a" } }),
      made({ v: 2, o: owner, a: { at: "yesterday", id: "m_a" } }),
      made({ v: 2, o: owner, a: { at: "2026-01-01T00:00:00.000Z", id: "m_a#x" } }),
      made({ v: 2, o: owner, m: { s: "won", at: "2026-01-01T00:00:00.000Z", id: "m_a" } }),
      made({ v: 2, o: "x".repeat(8), i: "m_a" }),
    ])
      expect(decodeCursor(bad, "p_ada")).toBeNull();
    expect(decodeCursor(made({ v: 2, o: owner, i: "m_a" }), "p_ada")).toEqual({ byId: "m_a" });
  });
});
