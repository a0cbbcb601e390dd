/**
 * Chat polling: `GET /v1/matches/{matchId}/messages?after=<number>` starts after the newest message
 * a client holds. docs/api.md, Table chat: only the match's seated players read it (403 `forbidden`
 * for anyone else, 401 without a key), in the lobby, during the match and after it; `after` is a
 * message number (0 to the chat's bound, 1,000), and `after` with `cursor` says two things (400).
 * Each attack checks the status, the problem's `type` and `errors`, that no message text of the
 * match reaches a caller it should not, and that nothing is written.
 */
import { describe, expect, it } from "vitest";
import { MESSAGES_PER_MATCH } from "../../functions/chat/messages";
import {
  Client,
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

const SAID = ["secret plan one", "secret plan two", "secret plan three"];

/** Ada and Bea at a started match where Ada said SAID; Eve sits at none of it. */
async function table(): Promise<{ ada: Player; bea: Player; eve: Player; matchId: string; path: string }> {
  const ada = await newPlayer(api.url, "Ada");
  const bea = await newPlayer(api.url, "Bea");
  const eve = await newPlayer(api.url, "Eve");
  const match = await startedMatch([ada, bea]);
  const path = `/v1/matches/${match.id}/messages`;
  for (const text of SAID) expect((await ada.post(path, { text })).status).toBe(201);
  return { ada, bea, eve, matchId: match.id, path };
}

/** No text said at the table is in the answer. */
function expectNothingSaid(reply: Reply, label: string): void {
  const text = JSON.stringify(reply.body ?? "");
  for (const said of SAID) expect(text, label).not.toContain(said);
}

describe("chat polling with ?after=", () => {
  it("an `after` that is negative, past the chat's bound, huge, fractional or not a number is 400 naming `after`", async () => {
    const { bea, path } = await table();
    const before = await tableSnapshot(api.server);
    for (const after of [
      "-1",
      "-0.5",
      "-9007199254740993",
      String(MESSAGES_PER_MATCH + 1),
      "99999999999999999999",
      "1e400",
      "Infinity",
      "-Infinity",
      "1.5",
      "0.0001",
      "NaN",
      "soon",
      "1,2",
      "2;drop",
      "%00",
    ]) {
      const reply = await bea.get(`${path}?after=${after}`);
      expect(reply.status, after).toBe(400);
      expectProblem(reply, 400, "validation-error");
      // one entry or several (too small and not a safe integer at once), every one about `after`
      expect(new Set(reply.body.errors.map((e: Json) => e.path)), after).toEqual(new Set(["after"]));
      expectNothingSaid(reply, after);
    }
    // `after` twice is one value too many
    const twice = await bea.get(`${path}?after=1&after=2`);
    expectProblem(twice, 400, "validation-error");
    expect(await tableSnapshot(api.server)).toEqual(before);
  });

  it("an `after` at the bound or past the newest message is an empty last page, never a 5xx nor someone else's chat", async () => {
    const { bea, path } = await table();
    for (const after of [String(SAID.length), "999", String(MESSAGES_PER_MATCH)]) {
      const reply = await bea.get(`${path}?after=${after}`);
      expect(reply.status, after).toBe(200);
      expect(reply.body, after).toEqual({ messages: [], nextCursor: null });
    }
    // and 0 is the whole chat, in order
    const all = await bea.get(`${path}?after=0`);
    expect(all.body.messages.map((m: Json) => m.text)).toEqual(SAID);
  });

  it("`after` with any `cursor` (its own, another match's, a forged one) is 400 naming `after`, and shows nothing", async () => {
    const { bea, path } = await table();
    const other = await table();
    const own = (await bea.get(`${path}?limit=1`)).body.nextCursor as string;
    const foreign = (await other.ada.get(`${other.path}?limit=1`)).body.nextCursor as string;
    const forged = Buffer.from(JSON.stringify({ v: 1, list: "messages/x", after: -5 })).toString("base64url");
    const before = await tableSnapshot(api.server);
    for (const [label, cursor] of [
      ["own", own],
      ["another match's", foreign],
      ["forged", forged],
    ]) {
      const reply = await bea.get(`${path}?after=0&cursor=${encodeURIComponent(cursor)}`);
      expectProblem(reply, 400, "validation-error");
      expect(reply.body.errors, label).toEqual([
        { path: "after", code: "not-allowed", message: expect.any(String) },
      ]);
      expectNothingSaid(reply, label);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });

  it("a chat cursor forged with a negative, fractional, huge or textual `after` is 400 naming the cursor", async () => {
    const { bea, matchId, path } = await table();
    const cursorOf = (after: unknown) =>
      Buffer.from(JSON.stringify({ v: 1, list: `messages/${matchId}`, after })).toString("base64url");
    for (const after of [-1, 1.5, "1", null, Number.MAX_SAFE_INTEGER + 2, 1e21]) {
      const reply = await bea.get(`${path}?cursor=${cursorOf(after)}`);
      expect(reply.status, String(after)).toBeLessThan(500);
      expectProblem(reply, 400, "validation-error");
      expect(
        reply.body.errors.map((e: Json) => [e.path, e.code]),
        String(after),
      ).toEqual([["cursor", "not-allowed"]]);
    }
  });

  it("a non-member polling with any `after` is 403 and learns nothing; no key is 401", async () => {
    const { eve, path } = await table();
    const before = await tableSnapshot(api.server);
    for (const after of ["0", "1", "2", String(MESSAGES_PER_MATCH)]) {
      const reply = await eve.get(`${path}?after=${after}&limit=100`);
      expectProblem(reply, 403, "forbidden");
      expectNothingSaid(reply, `eve after=${after}`);
      const anonymous = await new Client(api.url).get(`${path}?after=${after}`);
      expectProblem(anonymous, 401, "unauthorized");
      expectNothingSaid(anonymous, `anonymous after=${after}`);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });

  it("a seat's cursor, passed to a non-member, does not open the chat to them", async () => {
    const { bea, eve, path } = await table();
    const cursor = (await bea.get(`${path}?limit=1`)).body.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const reply = await eve.get(`${path}?cursor=${encodeURIComponent(cursor)}`);
    expectProblem(reply, 403, "forbidden");
    expectNothingSaid(reply, "eve with bea's cursor");
  });

  it("the chat stays the table's after the end: a spectator of the finished match, or someone who left the lobby, is 403", async () => {
    // a lobby: Cy sits, says something, leaves; he no longer reads it
    const ada = await newPlayer(api.url, "Ada");
    const cy = await newPlayer(api.url, "Cy");
    const lobby = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    expect((await cy.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode })).status).toBe(
      200,
    );
    const path = `/v1/matches/${lobby.id}/messages`;
    expect((await cy.post(path, { text: "brb" })).status).toBe(201);
    expect((await ada.post(path, { text: SAID[0] })).status).toBe(201);
    expect((await cy.post(`/v1/matches/${lobby.id}/leave`)).status).toBe(200);
    for (const after of ["0", "1"]) {
      const reply = await cy.get(`${path}?after=${after}`);
      expectProblem(reply, 403, "forbidden");
      expectNothingSaid(reply, `left, after=${after}`);
    }

    // a finished match (both resigned into an end): its chat is not public with its history
    const { ada: a, bea: b, eve, matchId, path: chat } = await table();
    expect((await a.post(`/v1/matches/${matchId}/resign`)).status).toBe(200);
    expect((await b.get(`/v1/matches/${matchId}`)).body.status).toBe("finished");
    expect((await b.get(`${chat}?after=0`)).body.messages.map((m: Json) => m.text)).toEqual(SAID);
    const spectator = await eve.get(`${chat}?after=0`);
    expectProblem(spectator, 403, "forbidden");
    expectNothingSaid(spectator, "finished, spectator");
    expect(JSON.stringify((await eve.get(`/v1/matches/${matchId}/history`)).body)).not.toContain(SAID[0]);
  });
});
