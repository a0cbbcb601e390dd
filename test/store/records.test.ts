import { PutItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { games } from "../../domain";
import { startSnapshot } from "../../functions/matches/current";
import { playerItems } from "../../functions/store/entities/player";
import { MalformedRecord } from "../../functions/store/records";
import { Store } from "../../functions/store/store";
import { activeHeader, tableOnDynalite } from "./fixtures";

const db = tableOnDynalite("records");
let store: Store;
beforeAll(() => {
  store = new Store(db(), "records");
});

const header = activeHeader("m_records");

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
        Item: marshall({ ...playerItems.key("p_bad"), id: "p_bad", name: 7, keyHash: "h", createdAt: "now" }),
      }),
    );
    const read = store.getPlayer("p_bad");
    await expect(read).rejects.toThrow(MalformedRecord);
    await expect(read).rejects.toThrow(/PLAYER#p_bad\/PROFILE is malformed: name: .*; email: /);
  });
});
