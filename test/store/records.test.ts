import type { AddressInfo } from "node:net";
import { PutItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import dynalite from "dynalite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games } from "../../domain";
import { startSnapshot } from "../../functions/matches/current";
import { dynamoClient, ensureTable } from "../../functions/store/dynamo";
import { MalformedRecord, type MatchHeader } from "../../functions/store/records";
import { Store } from "../../functions/store/store";
import { keys } from "../../functions/store/table";

const server = dynalite({ createTableMs: 0 });
let store: Store;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const db = dynamoClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await ensureTable(db, "records");
  store = new Store(db, "records");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const header: MatchHeader = {
  id: "m_records",
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
  seed: "records",
  seedCommitment: "x",
  version: 2,
  rulesVersion: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  clock: null,
};

describe("records read from the table", () => {
  it("come back as they were written: a snapshot's state packed, and unpacked whole", async () => {
    await store.createMatch(header);
    const game = games.get("santa-cruz");
    if (!game) throw new Error("Santa Cruz is hosted");
    const first = startSnapshot(game, header);
    expect(await store.putSnapshot(first)).toBe(true);
    expect(await store.putSnapshot(first)).toBe(false);
    expect(await store.getSnapshot(header.id, header.version)).toEqual(first);
    const match = await store.getMatch(header.id);
    expect(match?.state).toEqual(first.state);
    expect(match?.version).toBe(header.version);
  });

  it("are checked against their schema: a malformed item is a clear error naming it", async () => {
    await store.db.send(
      new PutItemCommand({
        TableName: "records",
        Item: marshall({ ...keys.player("p_bad"), id: "p_bad", name: 7, keyHash: "h", createdAt: "now" }),
      }),
    );
    const read = store.getPlayer("p_bad");
    await expect(read).rejects.toThrow(MalformedRecord);
    await expect(read).rejects.toThrow(/PLAYER#p_bad\/PROFILE is malformed: name: .*; email: /);
  });
});
