import { afterAll, describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import {
  Client,
  type Json,
  newPlayer,
  playToEnd,
  replayHistory,
  startedMatch,
  useServer,
} from "../api/harness";
import { connectLive, type LiveClient } from "./live-client";

const api = useServer();
const open: LiveClient[] = [];
afterAll(() => {
  for (const client of open) client.close();
});

/** Keys of the engine state that no frame may carry before the end (as test/api/redaction.test.ts). */
const hiddenKeys = ["seed", "rng", "deck", "spare", "birdPile", "faceUp", "tiles", "discard"];
const privateFields = ["scoringCards", "birdValues", "pendingDiscard"];
const secretEvents = ["cardDrawn", "birdTaken", "cardDiscarded"];

function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, found);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      found.add(key);
      keysIn(item, found);
    }
  }
  return found;
}

describe("redaction over the push channel", () => {
  it("each seat, an outsider's key and a spectator get every version with only their own secrets", async () => {
    const players = await Promise.all(["Ivy", "Jon", "Kit"].map((n) => newPlayer(api.url, n)));
    const outsider = await newPlayer(api.url, "Lou");
    const started = await startedMatch(players, {
      seed: "live-redaction-seed",
      options: { setAssignment: "draft" },
    });
    const readers = [...players.map((p) => p.apiKey), outsider.apiKey, null];
    const clients = await Promise.all(readers.map((key) => connectLive(api.url, key)));
    open.push(...clients);
    for (const client of clients) {
      client.send({ type: "subscribe", matchId: started.id });
      await client.next((f) => f.type === "version");
    }
    const played = await playToEnd(players, started.id, { chooserSeed: "live-redaction" });
    const finalVersion: number = played.finals[0].version;
    await Promise.all(clients.map((c) => c.next((f) => f.type === "version" && f.version === finalVersion)));

    const history = (await new Client(api.url).get(`/v1/matches/${started.id}/history`)).body;
    const { states } = replayHistory(history);
    let hiddenSecrets = 0;
    let ownSecrets = 0;
    clients.forEach((client, reader) => {
      // seats are drawn at the start: each player's seat is read from the match
      const seat =
        reader < players.length
          ? started.seats.findIndex((s: Json) => s.player?.id === players[reader].id)
          : null;
      const frames = client.frames.filter((f) => f.type === "version");
      // the first on subscribing, then one per move, in order
      expect(frames.map((f) => f.version)).toEqual(
        Array.from({ length: finalVersion - started.version + 1 }, (_, i) => started.version + i),
      );
      for (const frame of frames.filter((f) => f.version < finalVersion)) {
        const where = `reader ${reader} at version ${frame.version}`;
        expect(JSON.stringify(frame).includes(history.seed), where).toBe(false);
        expect(
          hiddenKeys.filter((key) => keysIn(frame).has(key)),
          where,
        ).toEqual([]);
        expect(frame.match.yourSeat, where).toBe(seat);
        expect(frame.match.view, where).toEqual(santaCruz.view(states.get(frame.version) as never, seat));
        for (const seen of frame.match.view.seats) {
          for (const field of privateFields)
            expect(Object.hasOwn(seen, field), where).toBe(seen.seat === seat);
        }
        const full = history.moves.find((m: Json) => m.version === frame.version);
        expect(frame.events, where).toEqual(
          full ? full.events.map((e: Json) => santaCruz.viewEvent(e, seat)) : [],
        );
        for (const event of frame.events.filter((e: Json) => secretEvents.includes(e.type))) {
          expect(Object.hasOwn(event, "secret"), where).toBe(event.seat === seat);
          if (event.seat === seat) ownSecrets++;
          else hiddenSecrets++;
        }
      }
    });
    // the checks above did meet the secrets they guard
    expect(hiddenSecrets).toBeGreaterThan(10);
    expect(ownSecrets).toBeGreaterThan(3);
  });

  it("a message said at the table reaches each seat's connection at once, never a spectator's or an outsider's", async () => {
    const players = await Promise.all(["Mo", "Ned"].map((n) => newPlayer(api.url, n)));
    const outsider = await newPlayer(api.url, "Ola");
    const match = await startedMatch(players);
    const followers = await Promise.all([
      connectLive(api.url, players[0].apiKey),
      connectLive(api.url, players[1].apiKey),
      connectLive(api.url, outsider.apiKey),
      connectLive(api.url),
    ]);
    open.push(...followers);
    for (const follower of followers) {
      follower.send({ type: "subscribe", matchId: match.id });
      await follower.next((f) => f.type === "subscribed");
    }
    const said = await players[1].post(`/v1/matches/${match.id}/messages`, { text: "Your move, Mo" });
    expect(said.status).toBe(201);
    for (const seat of followers.slice(0, 2)) {
      const frame = await seat.next((f) => f.type === "chat");
      expect(frame).toEqual({ type: "chat", matchId: match.id, message: said.body });
    }
    // the seats heard it; a moment more for anything sent elsewhere to arrive
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const other of followers.slice(2)) {
      expect(other.frames.filter((f) => f.type === "chat")).toEqual([]);
      expect(JSON.stringify(other.frames)).not.toContain("Your move, Mo");
    }
  });
});
