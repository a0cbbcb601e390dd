import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { newPlayer, useServer } from "../api/harness";

/** A webhook receiver that never answers: each post is held until the sender gives it up. */
const held: { request: IncomingMessage; closedAt: number | null }[] = [];
let hanging = true;
const receiver = createServer((request, response) => {
  if (!hanging) return void response.end();
  const post = { request, closedAt: null as number | null };
  held.push(post);
  request.socket.on("close", () => {
    post.closedAt = Date.now();
  });
});
receiver.listen(0, "127.0.0.1");
afterAll(() => {
  receiver.closeAllConnections();
  return new Promise<void>((resolve) => receiver.close(() => resolve()));
});

// the timer runs the worker, as `npm start` does
const api = useServer({ workIntervalMs: 200 });

describe("one player's webhook receiver that hangs", () => {
  it("holds up neither the computer player's next move nor the timer's next runs", async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const ada = await newPlayer(api.url, "Ada");
    const saved = await ada.request("PUT", "/v1/me/notifications", {
      body: { webhook: { url, when: "always" } },
    });
    expect(saved.status).toBe(200);
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    const matchId = created.body.id as string;
    await ada.post(`/v1/matches/${matchId}/bots`, { level: "random" });
    const read = async () => (await ada.get(`/v1/matches/${matchId}`)).body;
    const myTurn = async () => {
      for (;;) {
        const match = await read();
        if (match.awaitingYou) return match;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    // a first move, whose notices go to the receiver and hang there
    let match = await myTurn();
    await ada.post(`/v1/matches/${matchId}/actions`, {
      action: match.legalActions[0],
      expectedVersion: match.version,
    });
    match = await myTurn();
    await expect.poll(() => held.length, { timeout: 5_000 }).toBeGreaterThan(0);
    // the next move is answered while the first post is still held, not after the sender gives it up
    await ada.post(`/v1/matches/${matchId}/actions`, {
      action: match.legalActions[0],
      expectedVersion: match.version,
    });
    const answered = await myTurn();
    expect(answered.version).toBeGreaterThan(match.version + 1);
    expect(held[0]?.closedAt).toBeNull();
    // the receiver gives up its posts: nothing is left going when the server closes
    hanging = false;
    for (const post of held) post.request.socket.destroy();
  }, 60_000);
});
