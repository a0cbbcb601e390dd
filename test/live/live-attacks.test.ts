import { afterEach, describe, expect, it } from "vitest";
import { liveLimits } from "../../functions/live/protocol";
import { Client, type Json, newPlayer, startedMatch, useServer } from "../api/harness";
import { connectLive, type LiveClient } from "./live-client";

const api = useServer();
const open: LiveClient[] = [];

async function connect(key: string | null = null) {
  const client = await connectLive(api.url, key);
  open.push(client);
  return client;
}

afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

const problemOf = (kind: string) => (f: Json) =>
  f.type === "problem" && f.problem.type === `/problems/${kind}`;

describe("attacks on the push channel", () => {
  it("a forged key is refused with the API's unauthorized problem and the connection closes", async () => {
    const player = await newPlayer(api.url, "Forger");
    const forged = `${player.id}.${"A".repeat(43)}`;
    const client = await connect(forged);
    const problem = await client.next(problemOf("unauthorized"));
    expect(problem.problem).toMatchObject({ status: 401, title: "A valid API key is required" });
    expect(await client.closed).toBe(4401);
  });

  it("a forged key in a first auth frame is refused the same way", async () => {
    const client = await connect();
    client.send({ type: "auth", key: "nobody.AAAAAAAAAAAAAAAAAAAAAAAA" });
    const problem = await client.next(problemOf("unauthorized"));
    // the channel's own ways to show a key, not an HTTP header a WebSocket cannot send
    expect(problem.problem.detail).toMatch(/key\.<apiKey>.*auth/);
    expect(problem.problem.detail).not.toMatch(/Authorization/);
    expect(await client.closed).toBe(4401);
  });

  it("another person's key subscribing to a match they do not sit in gets the spectator's view", async () => {
    const players = await Promise.all(["Ada", "Bo"].map((n) => newPlayer(api.url, n)));
    const outsider = await newPlayer(api.url, "Cy");
    const match = await startedMatch(players);
    const client = await connect(outsider.apiKey);
    await client.next((f) => f.type === "authenticated");
    client.send({ type: "subscribe", matchId: match.id });
    const frame = await client.next((f) => f.type === "version");
    expect(frame.match).toEqual(await fetchMatch(match.id, null));
    expect(frame.match).toMatchObject({ yourSeat: null, legalActions: [] });
    for (const seat of frame.match.view.seats) expect(seat).not.toHaveProperty("scoringCards");
  });

  it("a replayed auth frame is refused: a connection reads as one player only", async () => {
    const player = await newPlayer(api.url, "Dee");
    const other = await newPlayer(api.url, "Eve");
    const client = await connect(player.apiKey);
    await client.next((f) => f.type === "authenticated");
    client.send({ type: "auth", key: other.apiKey });
    await client.next(problemOf("conflict"));
    expect(client.frames.filter((f) => f.type === "authenticated")).toEqual([
      { type: "authenticated", playerId: player.id },
    ]);
  });

  it("garbage frames get problem frames and the connection stays usable", async () => {
    const client = await connect();
    client.send("{not json");
    await client.next(problemOf("malformed-json"));
    client.send({ type: "subscribe", matchId: "../../etc/passwd" });
    client.send({ type: "subscribe", matchId: "m1", extra: true });
    client.send({ type: "shout" });
    client.socket.send(Buffer.from([0, 1, 2]), { binary: true });
    await client.next(() => client.frames.filter(problemOf("validation-error")).length === 3);
    await client.next(() => client.frames.filter(problemOf("malformed-json")).length === 2);
    client.send({ type: "subscribe", matchId: "no-such-match" });
    const missing = await client.next(problemOf("not-found"));
    expect(missing.matchId).toBe("no-such-match");
    client.send({ type: "ping" });
    await client.next((f) => f.type === "pong");
  });

  it("an oversized frame closes the connection (1009)", async () => {
    const client = await connect();
    client.send({ type: "ping", pad: "x".repeat(liveLimits.maxFrameBytes) });
    expect(await client.closed).toBe(1009);
  });

  it("too many subscriptions on one connection are refused, the ones before kept", async () => {
    const host = await newPlayer(api.url, "Fay");
    const lobbies: Json[] = [];
    for (let i = 0; i <= liveLimits.maxSubscriptions; i++) {
      lobbies.push((await host.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body);
    }
    const client = await connect(host.apiKey);
    await client.next((f) => f.type === "authenticated");
    for (const lobby of lobbies) client.send({ type: "subscribe", matchId: lobby.id });
    const refused = await client.next(problemOf("rate-limited"));
    expect(refused.matchId).toBe(lobbies[liveLimits.maxSubscriptions].id);
    await client.next(
      () => client.frames.filter((f) => f.type === "version").length === liveLimits.maxSubscriptions,
    );
    expect(client.frames.filter((f) => f.type === "subscribed").map((f) => f.matchId)).toEqual(
      lobbies.slice(0, liveLimits.maxSubscriptions).map((l) => l.id),
    );
  });

  it("a frame flood is cut off with a rate-limited problem and the connection closes (1008)", async () => {
    const client = await connect();
    for (let i = 0; i < liveLimits.frameBurst * 3; i++) client.send({ type: "ping" });
    await client.next(problemOf("rate-limited"));
    expect(await client.closed).toBe(1008);
    expect(client.frames.filter((f) => f.type === "pong").length).toBeLessThanOrEqual(
      liveLimits.frameBurst + 1,
    );
  });

  it("a player holds at most the connections the limit allows", async () => {
    const player = await newPlayer(api.url, "Hal");
    const clients = await Promise.all(
      Array.from({ length: liveLimits.maxConnectionsPerPlayer }, () => connect(player.apiKey)),
    );
    await Promise.all(clients.map((c) => c.next((f) => f.type === "authenticated")));
    const extra = await connect(player.apiKey);
    await extra.next(problemOf("rate-limited"));
    expect(await extra.closed).toBe(4429);
  });

  it("a key rotated while its connection is open reads nothing more: the next version closes it with 4401", async () => {
    const { players, match, follower: gus } = await followedByItsFirstSeat("Gus", "Hal");
    const rotated = await players[0].post("/v1/me/api-key");
    expect(rotated.status).toBe(200);
    await moveOnce(match.id, [new Client(api.url, rotated.body.apiKey), players[1]]);
    await gus.next(problemOf("unauthorized"));
    expect(await gus.closed).toBe(4401);
    expect(gus.frames.filter((f) => f.type === "version")).toHaveLength(1);
  });

  it("a key rotated while its connection is open hears no more table talk: the next message closes it", async () => {
    const { players, match, follower: ian } = await followedByItsFirstSeat("Ian", "Jay");
    expect((await players[0].post("/v1/me/api-key")).status).toBe(200);
    expect(
      (await players[1].post(`/v1/matches/${match.id}/messages`, { text: "secret table talk" })).status,
    ).toBe(201);
    await ian.next(problemOf("unauthorized"));
    expect(await ian.closed).toBe(4401);
    expect(JSON.stringify(ian.frames)).not.toContain("secret table talk");
  });

  it("a key rotated before a subscribe gets no view of the match", async () => {
    const players = await Promise.all(["Kai", "Lee"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players);
    const kai = await connect(players[0].apiKey);
    await kai.next((f) => f.type === "authenticated");
    expect((await players[0].post("/v1/me/api-key")).status).toBe(200);
    kai.send({ type: "subscribe", matchId: match.id });
    await kai.next(problemOf("unauthorized"));
    expect(await kai.closed).toBe(4401);
    expect(kai.frames.filter((f) => f.type === "version" || f.type === "subscribed")).toEqual([]);
  });
});

/** A started match of two new players, the first of whom follows it on a connection of their own. */
async function followedByItsFirstSeat(...names: [string, string]) {
  const players = await Promise.all(names.map((n) => newPlayer(api.url, n)));
  const match = await startedMatch(players);
  const follower = await connect(players[0].apiKey);
  follower.send({ type: "subscribe", matchId: match.id });
  await follower.next((f) => f.type === "version");
  return { players, match, follower };
}

async function fetchMatch(matchId: string, key: string | null): Promise<Json> {
  const res = await fetch(`${api.url}/v1/matches/${matchId}`, {
    headers: key ? { Authorization: `Bearer ${key}` } : {},
  });
  return res.json();
}

/** The first legal action of whoever's turn it is, posted: a new version for the match's followers. */
async function moveOnce(matchId: string, players: Client[]): Promise<void> {
  for (const player of players) {
    const match = (await player.get(`/v1/matches/${matchId}`)).body;
    if (!match.awaitingYou) continue;
    const reply = await player.post(`/v1/matches/${matchId}/actions`, {
      action: match.legalActions[0],
      expectedVersion: match.version,
    });
    expect(reply.status).toBe(201);
    return;
  }
  throw new Error("no seat awaited");
}
