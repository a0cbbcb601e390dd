import { UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { games } from "../../domain";
import { startSnapshot } from "../../functions/matches/current";
import { snapshotItems } from "../../functions/store/entities/snapshot";
import { Store } from "../../functions/store/store";
import { activeHeader, tableOnDynalite } from "./fixtures";

const db = tableOnDynalite("written");
let writer: Store;
let reader: Store;
beforeAll(() => {
  writer = new Store(db(), "written");
  // another process: it never wrote the snapshot, so it unpacks and checks what it reads
  reader = new Store(db(), "written");
});

async function written(id: string) {
  const game = games.get("santa-cruz");
  if (!game) throw new Error("Santa Cruz is hosted");
  const first = startSnapshot(
    game,
    activeHeader(id, {
      moveHours: 24,
      remindHours: [],
      onTimeout: "wait",
      standIn: "quick",
      vacationDays: 0,
    }),
  );
  expect(await writer.putSnapshot(first)).toBe(true);
  return first;
}

describe("a snapshot read back by the process that wrote it", () => {
  it("is the record written while the item is the one written, and what any reader reads", async () => {
    const first = await written("m_same");
    expect(await writer.getSnapshot(first.matchId, first.version)).toBe(first);
    expect(await reader.getSnapshot(first.matchId, first.version)).toEqual(first);
  });

  it("is read afresh once the item changed: the clocks the worker sets in place", async () => {
    const first = await written("m_clocks");
    const clocks = { "0": { since: first.at, deadline: null, reminded: 1, vacationUsed: 0 } };
    await writer.setSnapshotClocks(first.matchId, first.version, clocks);
    const read = await writer.getSnapshot(first.matchId, first.version);
    expect(read).not.toBe(first);
    expect(read?.clocks).toEqual(clocks);
  });

  it("is read afresh when an attribute was added to the item by another hand", async () => {
    const first = await written("m_by_hand");
    await writer.db.send(
      new UpdateItemCommand({
        TableName: "written",
        Key: marshall(snapshotItems.key(first.matchId, first.version)),
        UpdateExpression: "SET rulesVersion = :old",
        ExpressionAttributeValues: marshall({ ":old": 99 }),
      }),
    );
    expect((await writer.getSnapshot(first.matchId, first.version))?.rulesVersion).toBe(99);
  });
});
