import { GetItemCommand, PutItemCommand, ScanCommand } from "@aws-sdk/client-dynamodb";
import { marshall, unmarshall } from "@aws-sdk/util-dynamodb";
import { describe, expect, test } from "vitest";
import { backfillMyGames } from "../../functions/ops/backfill-my-games";
import { awaitingItems } from "../../functions/store/entities/awaiting";
import { membershipItems } from "../../functions/store/entities/membership";
import { newPlayer, type Player, startedMatch, useServer } from "../api/harness";

const api = useServer();

interface Listed {
  id: string;
  game: string;
  activeSeats: number[];
  version: number;
  updatedAt: string;
}

/** Rewrites a player's membership as an earlier release left it: no turn on it, but an `AWAIT#` item of its own. */
async function asEarlierRelease(playerId: string, match: Listed, seat: number) {
  const { db, tableName } = api.server.deps.store;
  const key = marshall(membershipItems.key(playerId, match.id));
  const { Item } = await db.send(new GetItemCommand({ TableName: tableName, Key: key }));
  const { awaiting: _a, awaitingSk: _s, listSk, ...old } = unmarshall(Item ?? {});
  await db.send(new PutItemCommand({ TableName: tableName, Item: marshall({ ...old, gsi1sk: listSk }) }));
  const turn = {
    playerId,
    matchId: match.id,
    game: match.game,
    seat,
    activeSeats: match.activeSeats,
    version: match.version,
    updatedAt: match.updatedAt,
  };
  await db.send(new PutItemCommand({ TableName: tableName, Item: marshall(awaitingItems.encode(turn)) }));
}

const awaitingYou = async (player: Player, matchId: string) =>
  (await player.get("/v1/me/matches")).body.matches.find((m: { id: string }) => m.id === matchId)
    ?.awaitingYou;

describe("the one-off backfill of my games", () => {
  test("moves each turn an earlier release kept apart onto its membership, drops those that ended, and runs again harmlessly", async () => {
    const [ada, bea] = [await newPlayer(api.url, "Ada"), await newPlayer(api.url, "Bea")];
    const match = await startedMatch([ada, bea]);
    const [turnOf, other] = match.seats[match.activeSeats[0]].player.id === ada.id ? [ada, bea] : [bea, ada];
    const seatOf = (p: Player) =>
      match.seats.findIndex((s: { player: { id: string } | null }) => s.player?.id === p.id);
    // the player whose turn it is, as an earlier release wrote it; and a stale entry of one whose turn ended
    await asEarlierRelease(turnOf.id, match, seatOf(turnOf));
    await asEarlierRelease(other.id, match, seatOf(other));
    expect(await awaitingYou(turnOf, match.id)).toBe(false);

    expect(await backfillMyGames(api.server.deps.store)).toEqual({ moved: 1, dropped: 1 });
    expect(await awaitingYou(turnOf, match.id)).toBe(true);
    expect(await awaitingYou(other, match.id)).toBe(false);
    const { db, tableName } = api.server.deps.store;
    const left = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: awaitingItems.everyOne.FilterExpression,
        ExpressionAttributeValues: marshall(awaitingItems.everyOne.ExpressionAttributeValues),
      }),
    );
    expect(left.Items).toEqual([]);
    expect(await backfillMyGames(api.server.deps.store)).toEqual({ moved: 0, dropped: 0 });
  });
});
