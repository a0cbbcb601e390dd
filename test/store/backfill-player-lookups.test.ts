import { DeleteItemCommand, GetItemCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall, unmarshall } from "@aws-sdk/util-dynamodb";
import { describe, expect, test } from "vitest";
import { backfillPlayerLookups } from "../../functions/ops/backfill-player-lookups";
import { addressItems } from "../../functions/store/entities/address";
import { playerItems } from "../../functions/store/entities/player";
import { playerNameItems } from "../../functions/store/entities/player-name";
import { newPlayer, useServer } from "../api/harness";

const api = useServer();

/** The ids filed under a name. */
const idsNamed = async (name: string, limit: number) =>
  (await api.server.deps.store.playersFiledUnder(name, limit)).map((entry) => entry.playerId);

/** Makes a player as an earlier release left them: a profile with an address and no lookup items. */
async function asEarlierRelease(name: string, email: string | null) {
  const { db, tableName } = api.server.deps.store;
  const made = await newPlayer(api.url, name);
  const key = marshall(playerItems.key(made.id));
  const { Item } = await db.send(new GetItemCommand({ TableName: tableName, Key: key }));
  const { emailStatus: _status, ...profile } = unmarshall(Item ?? {});
  await db.send(new PutItemCommand({ TableName: tableName, Item: marshall({ ...profile, email }) }));
  await db.send(
    new DeleteItemCommand({ TableName: tableName, Key: marshall(playerNameItems.key(name, made.id)) }),
  );
  return made;
}

describe("backfilling the name and address lookups of players made before them", () => {
  test("files each earlier player under their name and confirmed address, keeps an address confirmed since by someone else, and may run again", async () => {
    const store = api.server.deps.store;
    const stamp = Date.now().toString(36);
    const old = await asEarlierRelease(`Oldtimer ${stamp}`, `old-${stamp}@example.com`);
    const quiet = await asEarlierRelease(`Quiet ${stamp}`, null);
    const shared = await asEarlierRelease(`Sharer ${stamp}`, `shared-${stamp}@example.com`);
    // someone confirmed the shared address since: it stays theirs
    const newer = await newPlayer(api.url, `Newer ${stamp}`);
    await store.putAddress(`shared-${stamp}@example.com`, newer.id);
    expect(await idsNamed(`Oldtimer ${stamp}`, 2)).toEqual([]);
    expect(await store.playerIdAt(`old-${stamp}@example.com`)).toBeNull();

    const first = await backfillPlayerLookups(store);
    expect(first.players).toBeGreaterThanOrEqual(4);
    expect(first.addressesHeld).toBeGreaterThanOrEqual(1);
    expect(await idsNamed(`Oldtimer ${stamp}`, 2)).toEqual([old.id]);
    expect(await idsNamed(`quiet ${stamp}`, 2)).toEqual([quiet.id]);
    expect(await store.playerIdAt(`OLD-${stamp}@example.com`)).toBe(old.id);
    expect(await store.playerIdAt(`shared-${stamp}@example.com`)).toBe(newer.id);
    expect(await idsNamed(`Sharer ${stamp}`, 2)).toEqual([shared.id]);

    // an invitation by name now finds the earlier player
    const host = await newPlayer(api.url, `Host ${stamp}`);
    const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    expect(
      (await host.post(`/v1/matches/${created.body.id}/invites`, { name: `Oldtimer ${stamp}` })).status,
    ).toBe(202);

    const again = await backfillPlayerLookups(store);
    expect(again.players).toBeGreaterThanOrEqual(first.players);
    expect(await idsNamed(`Oldtimer ${stamp}`, 5)).toEqual([old.id]);
    const { Item } = await store.db.send(
      new GetItemCommand({
        TableName: store.tableName,
        Key: marshall(addressItems.key(`shared-${stamp}@example.com`)),
      }),
    );
    expect(unmarshall(Item ?? {}).playerId).toBe(newer.id);
  });
});
