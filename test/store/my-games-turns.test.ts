import { PutItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { describe, expect, test } from "vitest";
import { myMatches } from "../../functions/matches/my-matches";
import { membershipItems } from "../../functions/store/entities/membership";
import type { MembershipRecord } from "../../functions/store/records";
import { Store } from "../../functions/store/store";
import { tableOnDynalite } from "./fixtures";

const db = tableOnDynalite("my-games-turns");
const store = () => new Store(db(), "my-games-turns");

const membership = (playerId: string, matchId: string, status: MembershipRecord["status"] = "active") => ({
  playerId,
  matchId,
  game: "santa-cruz",
  seat: 1,
  status,
  activeSeats: [0],
  version: 2,
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const turn = (playerId: string, matchId: string) => ({
  playerId,
  matchId,
  game: "santa-cruz",
  seat: 1,
  activeSeats: [1],
  version: 7,
  updatedAt: "2026-01-02T00:00:00.000Z",
});

async function listed(playerId: string, limit = 20) {
  return (await myMatches({ store: store() }, { id: playerId }, { limit })).matches.map((m) => ({
    id: m.id,
    status: m.status,
    awaitingYou: m.awaitingYou,
    version: m.version,
  }));
}

describe("my games: a turn rides on the membership", () => {
  test("a turn told before its membership is written lists at once, and the membership's write keeps it", async () => {
    await store().putAwaiting(turn("p_early", "m_1"));
    expect(await listed("p_early")).toEqual([{ id: "m_1", status: "active", awaitingYou: true, version: 7 }]);
    await store().putMembership(membership("p_early", "m_1"));
    expect(await listed("p_early")).toEqual([{ id: "m_1", status: "active", awaitingYou: true, version: 7 }]);
    await store().deleteAwaiting("p_early", "m_1");
    expect(await listed("p_early")).toEqual([
      { id: "m_1", status: "active", awaitingYou: false, version: 2 },
    ]);
  });

  test("a turn that ends before its membership is written leaves nothing listed", async () => {
    await store().putAwaiting(turn("p_brief", "m_1"));
    await store().deleteAwaiting("p_brief", "m_1");
    expect(await listed("p_brief")).toEqual([]);
  });

  test("the end of a match takes its turn off, and a late retry of a turn does not put it back", async () => {
    await store().putMembership(membership("p_end", "m_1"));
    await store().putAwaiting(turn("p_end", "m_1"));
    await store().putMembership(membership("p_end", "m_1", "finished"));
    expect(await listed("p_end")).toEqual([
      { id: "m_1", status: "finished", awaitingYou: false, version: 2 },
    ]);
    await store().putAwaiting(turn("p_end", "m_1"));
    expect(await listed("p_end")).toEqual([
      { id: "m_1", status: "finished", awaitingYou: false, version: 2 },
    ]);
    expect(await store().awaitingOf("p_end")).toEqual([]);
  });

  test("a change followed late (a retry after newer ones) neither ends a newer turn nor brings back an ended one", async () => {
    const now = (version: number) => ({
      matchId: "m_3",
      status: "active" as const,
      activeSeats: [0],
      version,
      updatedAt: "2026-01-03T00:00:00.000Z",
    });
    await store().putMembership(membership("p_late", "m_3"));
    // version 7 gives the turn; 8 ends it; 9 gives it again
    await store().putAwaiting(turn("p_late", "m_3"));
    await store().deleteAwaiting("p_late", "m_3", null, now(8));
    await store().putAwaiting({ ...turn("p_late", "m_3"), version: 9 });
    // version 8's end, retried late, leaves the turn of 9
    await store().deleteAwaiting("p_late", "m_3", null, now(8));
    expect((await store().awaitingOf("p_late")).map((a) => a.version)).toEqual([9]);
    // 10 ends it; 7's turn, retried late, does not bring it back
    await store().deleteAwaiting("p_late", "m_3", null, now(10));
    await store().putAwaiting(turn("p_late", "m_3"));
    expect(await store().awaitingOf("p_late")).toEqual([]);
    expect(await listed("p_late")).toEqual([
      { id: "m_3", status: "active", awaitingYou: false, version: 10 },
    ]);
  });

  test("a membership written by an earlier release (no listSk) takes a turn and gives it back in its place", async () => {
    const { listSk: _l, ...old } = membershipItems.encode(membership("p_old", "m_2"));
    await db().send(new PutItemCommand({ TableName: "my-games-turns", Item: marshall(old) }));
    await store().putMembership({ ...membership("p_old", "m_1"), updatedAt: "2026-01-03T00:00:00.000Z" });
    await store().putAwaiting(turn("p_old", "m_2"));
    expect(await listed("p_old")).toEqual([
      { id: "m_2", status: "active", awaitingYou: true, version: 7 },
      { id: "m_1", status: "active", awaitingYou: false, version: 2 },
    ]);
    await store().deleteAwaiting("p_old", "m_2");
    expect(await listed("p_old")).toEqual([
      { id: "m_1", status: "active", awaitingYou: false, version: 2 },
      { id: "m_2", status: "active", awaitingYou: false, version: 2 },
    ]);
  });

  test("a page past DynamoDB's 1 MB a request still gets its cursor: nothing is silently dropped", async () => {
    // 60 KB of padding each: 20 of them are more than one request's 1 MB
    const pad = "x".repeat(60_000);
    const ids = Array.from({ length: 30 }, (_, i) => `m_${String(i).padStart(2, "0")}`);
    for (const [i, id] of ids.entries()) {
      const item = membershipItems.encode({
        ...membership("p_big", id),
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
      await db().send(new PutItemCommand({ TableName: "my-games-turns", Item: marshall({ ...item, pad }) }));
    }
    const first = await myMatches({ store: store() }, { id: "p_big" }, { limit: 20 });
    expect(first.matches).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await myMatches(
      { store: store() },
      { id: "p_big" },
      { limit: 20, cursor: first.nextCursor ?? "" },
    );
    expect([...first.matches, ...second.matches].map((m) => m.id)).toEqual([...ids].reverse());
    expect(second.nextCursor).toBeNull();
  });
});
