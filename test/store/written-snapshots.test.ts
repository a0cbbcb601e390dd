import type { AddressInfo } from "node:net";
import { UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import dynalite from "dynalite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games } from "../../domain";
import { startSnapshot } from "../../functions/matches/current";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import type { MatchHeader } from "../../functions/store/records";
import { Store } from "../../functions/store/store";
import { keys } from "../../functions/store/table";

const server = dynalite({ createTableMs: 0 });
let writer: Store;
let reader: Store;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const db = dynamoClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await ensureTable(db, "written");
  writer = new Store(db, "written");
  // another process: it never wrote the snapshot, so it unpacks and checks what it reads
  reader = new Store(db, "written");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function header(id: string): MatchHeader {
  return {
    id,
    game: "santa-cruz",
    status: "active",
    seatCount: 2,
    seats: [
      { playerId: "p_a", name: "Ada" },
      { playerId: "p_b", name: "Bea" },
    ],
    options: { setAssignment: "draft" },
    createdBy: "p_a",
    inviteCode: "code",
    seed: id,
    seedCommitment: "x",
    version: 2,
    rulesVersion: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    clock: { moveHours: 24, remindHours: [], onTimeout: "wait", standIn: "quick", vacationDays: 0 },
  };
}

async function written(id: string) {
  const game = games.get("santa-cruz");
  if (!game) throw new Error("Santa Cruz is hosted");
  const first = startSnapshot(game, header(id));
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
        Key: marshall(keys.snapshot(first.matchId, first.version)),
        UpdateExpression: "SET rulesVersion = :old",
        ExpressionAttributeValues: marshall({ ":old": 99 }),
      }),
    );
    expect((await writer.getSnapshot(first.matchId, first.version))?.rulesVersion).toBe(99);
  });
});
