import { ScanCommand } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { storedFollowers } from "../../functions/live/stored-readers";
import { type ConnectionRecord, connectionLifetimeSeconds } from "../../functions/store/entities/connection";
import { Store } from "../../functions/store/store";
import { table } from "../../functions/store/table";
import { tableOnDynalite } from "../store/fixtures";

const db = tableOnDynalite("live-connections");
let store: Store;
beforeAll(() => {
  store = new Store(db(), "live-connections");
});

const until = Math.ceil(Date.parse("2026-01-01T00:00:00Z") / 1000) + connectionLifetimeSeconds;
const player: ConnectionRecord = {
  connectionId: "c_player=",
  playerId: "p_a",
  credential: 0,
  matchIds: [],
  until,
};
const spectator: ConnectionRecord = {
  connectionId: "c_spectator=",
  playerId: null,
  credential: null,
  matchIds: [],
  until,
};

const allItems = async () => {
  const out = await db().send(new ScanCommand({ TableName: "live-connections" }));
  return (out.Items ?? []).map((item) => unmarshall(item));
};

describe("push-channel connections on API Gateway", () => {
  it("lists a match's readers in one query, each as player or spectator", async () => {
    await store.connect(player);
    await store.connect(spectator);
    await store.subscribe(await store.subscribe(player, "m_1"), "m_2");
    await store.subscribe(spectator, "m_1");
    const readers = await store.connectionsOf("m_1");
    expect(readers.sort((a, b) => a.connectionId.localeCompare(b.connectionId))).toEqual([
      { connectionId: "c_player=", playerId: "p_a", credential: 0 },
      { connectionId: "c_spectator=", playerId: null, credential: null },
    ]);
    expect(await store.connectionsOf("m_2")).toEqual([
      { connectionId: "c_player=", playerId: "p_a", credential: 0 },
    ]);
    expect((await store.getConnection("c_player="))?.matchIds).toEqual(["m_1", "m_2"]);
  });

  it("tells the worker which players follow a match: they are at the screen; spectators are nobody", async () => {
    expect(await storedFollowers({ store }, "m_1")).toEqual(new Set(["p_a"]));
    expect(await storedFollowers({ store }, "m_none")).toEqual(new Set());
  });

  it("every connection item carries the table's TTL, so a connection API Gateway dropped unseen goes too", async () => {
    const items = await allItems();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item[table.ttlAttribute]).toBe(until);
  });

  it("unsubscribing takes the connection off that match's readers only", async () => {
    const current = await store.getConnection("c_player=");
    if (!current) throw new Error("the connection is stored");
    await store.unsubscribe(current, "m_2");
    expect(await store.connectionsOf("m_2")).toEqual([]);
    expect((await store.getConnection("c_player="))?.matchIds).toEqual(["m_1"]);
    expect(await store.connectionsOf("m_1")).toHaveLength(2);
  });

  it("$disconnect's drop deletes the connection and its place among every match's readers", async () => {
    await store.drop("c_player=");
    await store.drop("c_spectator=");
    await store.drop("c_never_connected=");
    expect(await store.connectionsOf("m_1")).toEqual([]);
    expect(await allItems()).toEqual([]);
  });
});
