/**
 * `GET /v1/me/matches` pages by an opaque cursor in two orders (`turn`, and `id`, whose cursor is
 * the `{byId}` form). docs/api.md, Paging: "A cursor is opaque and names its list and owner: one of
 * another list, match or player is refused with `400 validation-error`", and a cursor of one order
 * is refused by the other. Each attack here sends a cursor it should not and checks the answer is a
 * clear 400 naming `cursor` (never a 5xx), that nothing of another player's list is shown, and that
 * nothing is written.
 */
import { describe, expect, it } from "vitest";
import {
  expectProblem,
  type Json,
  newPlayer,
  type Player,
  type Reply,
  startedMatch,
  tableSnapshot,
  useServer,
} from "../api/harness";

const api = useServer();

/** The version and owner fields of a real cursor of the reader's: a forgery that gets them right is judged on the rest. */
async function ownTokenFields(reader: { get(path: string): Promise<{ body: Json }> }) {
  const real = (await reader.get("/v1/me/matches?order=id&limit=1")).body.nextCursor as string;
  const { v, o } = JSON.parse(Buffer.from(real, "base64url").toString());
  return { v, o };
}

const b64 = (value: unknown) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`;

/** The refusal every bad cursor gets: 400 validation-error, its errors entry naming `cursor`. */
function expectCursorRefused(reply: Reply, label: string): void {
  expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(400);
  expectProblem(reply, 400, "validation-error");
  expect(reply.body.errors, label).toEqual([
    expect.objectContaining({ path: "cursor", code: expect.stringMatching(/^(not-allowed|too-big)$/) }),
  ]);
}

/**
 * Two players who share no match: each opens `count` lobbies of their own (a lobby is a membership
 * too), so each has a list of several pages and a cursor of it.
 */
async function twoLists(count = 3): Promise<{ ada: Player; bea: Player; adas: string[]; beas: string[] }> {
  const ada = await newPlayer(api.url, "Ada");
  const bea = await newPlayer(api.url, "Bea");
  const open = async (p: Player) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const made = await p.post("/v1/matches", { game: "santa-cruz", seats: 2 });
      expect(made.status).toBe(201);
      ids.push(made.body.id);
    }
    return ids.sort();
  };
  return { ada, bea, adas: await open(ada), beas: await open(bea) };
}

/** The ids a list answer shows (none for a refusal). */
const shownIds = (reply: Reply): string[] =>
  reply.status === 200 ? reply.body.matches.map((m: Json) => m.id as string) : [];

describe("GET /v1/me/matches?order=id: a cursor belongs to its order, its list and its reader", () => {
  it("another player's order=id cursor is refused with 400 and shows none of their matches", async () => {
    const { ada, bea, adas, beas } = await twoLists();
    const theirs = await bea.get("/v1/me/matches?order=id&limit=1");
    expect(theirs.status).toBe(200);
    expect(theirs.body.matches.map((m: Json) => m.id)).toEqual([beas[0]]);
    const cursor = theirs.body.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));

    const before = await tableSnapshot(api.server);
    const reply = await ada.get(withCursor("/v1/me/matches?order=id&limit=10", cursor));
    // whatever the status, nothing of Bea's list may be shown to Ada
    for (const id of shownIds(reply)) {
      expect(beas).not.toContain(id);
      expect(adas).toContain(id);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
    expectCursorRefused(reply, "Bea's order=id cursor sent by Ada");
  });

  it("another player's turn-order cursor is refused with 400 and shows none of their matches", async () => {
    const { ada, bea, adas, beas } = await twoLists();
    const cursor = (await bea.get("/v1/me/matches?limit=1")).body.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const before = await tableSnapshot(api.server);
    const reply = await ada.get(withCursor("/v1/me/matches?limit=10", cursor));
    for (const id of shownIds(reply)) {
      expect(beas).not.toContain(id);
      expect(adas).toContain(id);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
    expectCursorRefused(reply, "Bea's turn cursor sent by Ada");
  });

  it("a cursor of one order sent with the other is refused either way, its errors entry naming the cursor", async () => {
    const { ada } = await twoLists();
    const byId = (await ada.get("/v1/me/matches?order=id&limit=1")).body.nextCursor as string;
    const byTurn = (await ada.get("/v1/me/matches?order=turn&limit=1")).body.nextCursor as string;
    const before = await tableSnapshot(api.server);
    expectCursorRefused(
      await ada.get(withCursor("/v1/me/matches?order=turn", byId)),
      "id cursor, order=turn",
    );
    expectCursorRefused(await ada.get(withCursor("/v1/me/matches", byId)), "id cursor, no order");
    expectCursorRefused(
      await ada.get(withCursor("/v1/me/matches?order=id", byTurn)),
      "turn cursor, order=id",
    );
    expect(await tableSnapshot(api.server)).toEqual(before);
    // each still pages its own order
    expect((await ada.get(withCursor("/v1/me/matches?order=id", byId))).status).toBe(200);
    expect((await ada.get(withCursor("/v1/me/matches?order=turn", byTurn))).status).toBe(200);
  });

  it("a forged order=id cursor (garbage, another shape, a bad match id, extra fields) is a 400, never a 5xx", async () => {
    const { ada, adas } = await twoLists(2);
    const v = await ownTokenFields(ada);
    const forged: [string, string][] = [
      ["garbage", "not-a-cursor"],
      ["not base64url", "%%%***"],
      ["base64 of text", b64("hello")],
      ["base64 of a JSON array", b64([1, "m_x"])],
      ["base64 of JSON null", b64(null)],
      ["another version", b64({ v: 1, i: adas[0] })],
      ["no owner", b64({ v: 2, i: adas[0] })],
      ["no version", b64({ i: adas[0] })],
      ["the id as a number", b64({ ...v, i: 12345 })],
      ["the id null", b64({ ...v, i: null })],
      ["the id not a match id", b64({ ...v, i: "p_notamatch" })],
      ["a key-breaking id", b64({ ...v, i: "m_a#PLAYER#x" })],
      ["an id with a space", b64({ ...v, i: "m_a b" })],
      ["an id with a newline", b64({ ...v, i: "m_a\n" })],
      ["an empty id", b64({ ...v, i: "m_" })],
      ["an extra field", b64({ ...v, i: adas[0], owner: "p_x" })],
      ["a __proto__ field", `${b64('{"v":1,"i":"m_abc","__proto__":{"i":"m_zz"}}')}`],
      ["the store's field name", b64({ ...v, byId: adas[0] })],
      ["another list's format", b64({ ...v, list: "me/matches", after: adas[0] })],
      ["a turn and an id at once", b64({ ...v, i: adas[0], m: null })],
    ];
    const before = await tableSnapshot(api.server);
    for (const [label, cursor] of forged) {
      const reply = await ada.get(withCursor("/v1/me/matches?order=id", cursor));
      expect(reply.status, label).toBeLessThan(500);
      expectCursorRefused(reply, label);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });

  it("an oversized cursor is a 400 naming the cursor, not a 5xx, whatever it holds", async () => {
    const { ada, adas } = await twoLists(2);
    const real = (await ada.get("/v1/me/matches?order=id&limit=1")).body.nextCursor as string;
    const v = await ownTokenFields(ada);
    const oversized: [string, string][] = [
      ["201 characters", "A".repeat(201)],
      ["8 000 characters", "A".repeat(8000)],
      ["a real cursor padded past the bound", `${real}${"A".repeat(201)}`],
      ["a well-formed token with a long match id", b64({ ...v, i: `m_${"x".repeat(400)}` })],
      ["a well-formed token just past 200 characters", b64({ ...v, i: `m_${"y".repeat(145)}` })],
      ["a long id inside the bound", b64({ ...v, i: `m_${adas[0].slice(2)}${"z".repeat(100)}` })],
    ];
    const before = await tableSnapshot(api.server);
    for (const [label, cursor] of oversized) {
      const reply = await ada.get(withCursor("/v1/me/matches?order=id", cursor));
      expect(reply.status, label).toBeLessThan(500);
      if (cursor.length > 200) {
        expectProblem(reply, 400, "validation-error");
        expect(
          reply.body.errors.map((e: Json) => e.path),
          label,
        ).toEqual(["cursor"]);
      } else {
        // a token in the bound that names a match id past all of Ada's is a page of Ada's own or none
        expect(reply.status, label).toBe(200);
        for (const id of shownIds(reply)) expect(adas).toContain(id);
      }
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });

  it("a cursor of another list entirely (chat, moves, history, deliveries, lobby, leaderboard) is refused by both orders", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const bea = await newPlayer(api.url, "Bea");
    const match = await startedMatch([ada, bea]);
    // a few messages and moves, so that the chat and the moves have a next page
    for (const text of ["one", "two", "three"])
      expect((await ada.post(`/v1/matches/${match.id}/messages`, { text })).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const active = match.seats[(await ada.get(`/v1/matches/${match.id}`)).body.activeSeats[0]].player.id;
      const mover = active === ada.id ? ada : bea;
      const view = (await mover.get(`/v1/matches/${match.id}`)).body;
      expect(
        (
          await mover.post(`/v1/matches/${match.id}/actions`, {
            action: view.legalActions[0],
            expectedVersion: view.version,
          })
        ).status,
      ).toBe(201);
    }
    const chat = (await ada.get(`/v1/matches/${match.id}/messages?limit=1`)).body.nextCursor as string;
    const moves = (await ada.get(`/v1/matches/${match.id}/moves?limit=1`)).body.nextCursor as string;
    expect(chat).toEqual(expect.any(String));
    expect(moves).toEqual(expect.any(String));
    const made: [string, string][] = [
      ["chat", chat],
      ["moves", moves],
      // other lists' cursors in their own format, as those routes would make them
      ["history", b64({ v: 1, list: `history/${match.id}`, after: 1 })],
      ["deliveries", b64({ v: 1, list: `deliveries/${ada.id}`, after: "2026-01-01T00:00:00.000Z" })],
      ["leaderboard", b64({ v: 1, list: "leaderboard/santa-cruz", after: "x" })],
      ["lobby", b64({ v: 1, list: "lobby/santa-cruz", after: "x" })],
    ];
    const before = await tableSnapshot(api.server);
    for (const [label, cursor] of made) {
      expectCursorRefused(await ada.get(withCursor("/v1/me/matches?order=id", cursor)), `${label}, order=id`);
      expectCursorRefused(await ada.get(withCursor("/v1/me/matches", cursor)), `${label}, order=turn`);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
    // and a my-matches cursor is refused by the chat and the moves in turn (a lobby more makes a next page)
    expect((await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 })).status).toBe(201);
    const idCursor = (await ada.get("/v1/me/matches?order=id&limit=1")).body.nextCursor as string;
    expect(idCursor).toEqual(expect.any(String));
    expectCursorRefused(
      await ada.get(withCursor(`/v1/matches/${match.id}/messages`, idCursor)),
      "my-matches cursor on chat",
    );
    expectCursorRefused(
      await ada.get(withCursor(`/v1/matches/${match.id}/moves`, idCursor)),
      "my-matches cursor on moves",
    );
  });
});
