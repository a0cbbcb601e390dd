import { UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { describe, expect, test, vi } from "vitest";
import { chatSince } from "../../functions/notify/table-talk";
import { textsFor } from "../../functions/notify/texts/texts";
import { headerItems } from "../../functions/store/entities/match-header";
import { newPlayer, startedMatch, useServer } from "../api/harness";

const api = useServer();
const texts = textsFor("en");

async function table() {
  const [ada, bea] = [await newPlayer(api.url, "Ada"), await newPlayer(api.url, "Bea")];
  const match = await startedMatch([ada, bea]);
  return { ada, bea, matchId: match.id as string };
}

/** What `chatSince` quotes to Bea, who last looked at `seenAt`, and how many times it read the chat. */
async function quotedToBea(matchId: string, beaId: string, seenAt: string) {
  const { store } = api.server.deps;
  const reads = vi.spyOn(store, "chatMessages");
  try {
    const match = await store.getMatch(matchId);
    const said = await chatSince(
      { store },
      {
        matchId,
        playerId: beaId,
        version: match?.version ?? 0,
        unseen: { moves: [], earlier: false, seenAt },
        chattedAt: match?.chattedAt,
        recentChat: match?.recentChat,
      },
      texts,
    );
    return { said, reads: reads.mock.calls.length };
  } finally {
    reads.mockRestore();
  }
}

describe("a notice reads the table's chat only when the match's header says it spoke since the reader looked", () => {
  test("a new match says it has no chat: its notices read none", async () => {
    const { bea, matchId } = await table();
    expect((await api.server.deps.store.getMatch(matchId))?.chattedAt).toBe("");
    expect(await quotedToBea(matchId, bea.id, new Date(0).toISOString())).toEqual({ said: [], reads: 0 });
  });

  test("a message notes its time on the header, and itself once written: a reader who looked before it quotes it from there without reading the chat, one who looked after reads nothing", async () => {
    const { ada, bea, matchId } = await table();
    const before = new Date(Date.now() - 60_000).toISOString();
    const posted = await ada.post(`/v1/matches/${matchId}/messages`, { text: "hello" });
    expect(posted.status).toBe(201);
    const header = await api.server.deps.store.getMatch(matchId);
    expect(header?.chattedAt).toBe(posted.body.at);
    expect(header?.recentChat).toMatchObject({
      number: 1,
      messages: [{ number: 1, text: "hello", at: posted.body.at }],
      before: "",
    });
    expect(await quotedToBea(matchId, bea.id, before)).toEqual({ said: ["Ada said: “hello”"], reads: 0 });
    expect(await quotedToBea(matchId, bea.id, posted.body.at)).toEqual({ said: [], reads: 0 });
  });

  test("the header's message is the table's alone: the match as anyone reads it never carries it", async () => {
    const { ada, bea, matchId } = await table();
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "secret plan" });
    const stranger = await newPlayer(api.url, "Cy");
    for (const reader of [ada, bea, stranger]) {
      const read = await reader.get(`/v1/matches/${matchId}`);
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain("secret plan");
    }
  });

  test("the header holds the newest 3 messages: two said since the reader looked are quoted from there, more than it holds are read from the chat", async () => {
    const { ada, bea, matchId } = await table();
    const before = new Date(Date.now() - 60_000).toISOString();
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "one" });
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "two" });
    expect(await quotedToBea(matchId, bea.id, before)).toEqual({
      said: ["Ada said: “one”", "Ada said: “two”"],
      reads: 0,
    });
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "three" });
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "four" });
    const held = (await api.server.deps.store.getMatch(matchId))?.recentChat;
    expect(held?.messages.map((m) => m.text)).toEqual(["two", "three", "four"]);
    expect(await quotedToBea(matchId, bea.id, before)).toEqual({
      said: ["Ada said: “one”", "Ada said: “two”", "Ada said: “three”", "Ada said: “four”"],
      reads: 1,
    });
  });

  test("the header holds no more than 600 characters of them: two long messages since the reader looked are read from the chat", async () => {
    const { ada, bea, matchId } = await table();
    const before = new Date(Date.now() - 60_000).toISOString();
    const [first, second] = ["a".repeat(400), "b".repeat(400)];
    await ada.post(`/v1/matches/${matchId}/messages`, { text: first });
    await ada.post(`/v1/matches/${matchId}/messages`, { text: second });
    const held = (await api.server.deps.store.getMatch(matchId))?.recentChat;
    expect(held?.messages.map((m) => m.text)).toEqual([second]);
    expect(await quotedToBea(matchId, bea.id, before)).toEqual({
      said: [`Ada said: “${first}”`, `Ada said: “${second}”`],
      reads: 1,
    });
  });

  test("a reader who looked between two messages is quoted the newest from the header alone", async () => {
    const { ada, bea, matchId } = await table();
    const first = await ada.post(`/v1/matches/${matchId}/messages`, { text: "one" });
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "two" });
    expect(await quotedToBea(matchId, bea.id, first.body.at)).toEqual({
      said: ["Ada said: “two”"],
      reads: 0,
    });
  });

  test("the newest message the reader's own: nothing to quote, and no read", async () => {
    const { ada, bea, matchId } = await table();
    const seen = await ada.post(`/v1/matches/${matchId}/messages`, { text: "seen already" });
    await bea.post(`/v1/matches/${matchId}/messages`, { text: "mine" });
    expect(await quotedToBea(matchId, bea.id, seen.body.at)).toEqual({ said: [], reads: 0 });
  });

  test("a message written but not yet put on the header (a crash between the two): the chat is read, and quotes it", async () => {
    const { ada, bea, matchId } = await table();
    const { store } = api.server.deps;
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "noted" });
    const at = new Date(Date.now() + 1000).toISOString();
    await store.markChatted(matchId, at);
    await store.putChatMessage({
      matchId,
      number: 2,
      playerId: ada.id,
      seat: 0,
      name: "Ada",
      text: "cut",
      at,
    });
    const seenAt = new Date(Date.now() - 60_000).toISOString();
    expect(await quotedToBea(matchId, bea.id, seenAt)).toEqual({
      said: ["Ada said: “noted”", "Ada said: “cut”"],
      reads: 1,
    });
  });

  test("the header's update throttled after the message is written: the message stands (201, listed), and the next notice reads the chat and quotes it", async () => {
    const { ada, bea, matchId } = await table();
    const { store } = api.server.deps;
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "noted" });
    const throttled = Object.assign(new Error("Rate of requests exceeds the allowed throughput"), {
      name: "ProvisionedThroughputExceededException",
    });
    store.db.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { UpdateExpression?: string };
        if (context.commandName === "UpdateItemCommand" && input.UpdateExpression?.includes("recentChat"))
          throw throttled;
        return next(args);
      },
      { step: "initialize", name: "throttle-last-chat" },
    );
    try {
      const posted = await ada.post(`/v1/matches/${matchId}/messages`, { text: "throttled" });
      expect(posted.status).toBe(201);
    } finally {
      store.db.middlewareStack.remove("throttle-last-chat");
    }
    const listed = (await bea.get(`/v1/matches/${matchId}/messages`)).body.messages;
    expect(listed.map((m: { text: string }) => m.text)).toEqual(["noted", "throttled"]);
    expect((await store.getMatch(matchId))?.recentChat?.messages.map((m) => m.text)).toEqual(["noted"]);
    const seenAt = new Date(Date.now() - 60_000).toISOString();
    expect(await quotedToBea(matchId, bea.id, seenAt)).toEqual({
      said: ["Ada said: “noted”", "Ada said: “throttled”"],
      reads: 1,
    });
  });

  test("an older message never replaces a newer one on the header", async () => {
    const { ada, matchId } = await table();
    const { store } = api.server.deps;
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "one" });
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "two" });
    const one = { number: 1, playerId: ada.id, seat: 0, name: "Ada", text: "one", at: "" };
    await store.noteRecentChat(matchId, { number: 1, messages: [one], before: "" });
    const held = (await store.getMatch(matchId))?.recentChat;
    expect(held?.number).toBe(2);
    expect(held?.messages.map((m) => m.text)).toEqual(["one", "two"]);
  });

  test("an older time never replaces a newer one on the header", async () => {
    const { ada, matchId } = await table();
    const posted = await ada.post(`/v1/matches/${matchId}/messages`, { text: "first" });
    await api.server.deps.store.markChatted(matchId, new Date(0).toISOString());
    expect((await api.server.deps.store.getMatch(matchId))?.chattedAt).toBe(posted.body.at);
  });

  test("a match made before the header kept it reads its chat as before, and keeps the time from its next message on", async () => {
    const { ada, bea, matchId } = await table();
    const { store } = api.server.deps;
    await ada.post(`/v1/matches/${matchId}/messages`, { text: "from before" });
    await store.db.send(
      new UpdateItemCommand({
        TableName: store.tableName,
        Key: marshall(headerItems.key(matchId)),
        UpdateExpression: "REMOVE chattedAt",
      }),
    );
    expect((await store.getMatch(matchId))?.chattedAt).toBeUndefined();
    const seenAt = new Date(Date.now() - 60_000).toISOString();
    expect(await quotedToBea(matchId, bea.id, seenAt)).toEqual({
      said: ["Ada said: “from before”"],
      reads: 1,
    });
    const next = await ada.post(`/v1/matches/${matchId}/messages`, { text: "after" });
    expect((await store.getMatch(matchId))?.chattedAt).toBe(next.body.at);
  });

  test("a message cut short after its note costs a notice one read and quotes nothing that was not written", async () => {
    const { bea, matchId } = await table();
    const { store } = api.server.deps;
    const at = new Date().toISOString();
    await store.markChatted(matchId, at);
    const seenAt = new Date(Date.now() - 60_000).toISOString();
    expect(await quotedToBea(matchId, bea.id, seenAt)).toEqual({ said: [], reads: 1 });
  });

  test("a lobby changed while a message was noted is changed again on the fresh header: the message's time is never put back", async () => {
    const [ada, bea] = [await newPlayer(api.url, "Ada"), await newPlayer(api.url, "Bea")];
    const { store } = api.server.deps;
    const lobby = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    const read = await store.getMatch(lobby.id);
    if (!read) throw new Error("no lobby");
    const posted = await ada.post(`/v1/matches/${lobby.id}/messages`, { text: "who comes?" });
    expect(posted.status).toBe(201);
    // a change decided on the header as read before the message
    expect(await store.replaceMatch({ ...read, version: read.version + 1 }, read.version)).toBe(false);
    expect((await store.getMatch(lobby.id))?.chattedAt).toBe(posted.body.at);
    // through the API, a join made after it keeps it
    expect((await bea.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode })).status).toBe(
      200,
    );
    expect((await store.getMatch(lobby.id))?.chattedAt).toBe(posted.body.at);
  });
});
