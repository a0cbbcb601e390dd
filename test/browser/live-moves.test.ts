import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPlayer, startedMatch } from "../api/harness";
import { useBrowserClient } from "./client-harness";

/** Fields of a Santa Cruz seat that only its owner sees (as test/api/redaction.test.ts). */
const privateFields = ["scoringCards", "birdValues", "pendingDiscard"];

interface Watched {
  page: Page;
  /** GETs of the match (its resource and anything under it) the page sent. */
  matchGets: string[];
  /** Every frame the page's live channel received. */
  frames: string[];
}

describe("moves pushed to open pages", () => {
  const { client } = useBrowserClient();

  async function watch(matchId: string, key: string | null, socketFails = false): Promise<Watched> {
    const { context, page } = await client().person(1024);
    if (key) await context.addInitScript((k) => localStorage.setItem("apiKey", k), key);
    // a socket that cannot open, as behind a proxy that refuses upgrades
    if (socketFails) await context.addInitScript(() => Object.assign(window, { WebSocket: undefined }));
    const watched: Watched = { page, matchGets: [], frames: [] };
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "GET" && pathname.startsWith(`/v1/matches/${matchId}`)) {
        watched.matchGets.push(pathname);
      }
    });
    page.on("websocket", (socket) =>
      socket.on("framereceived", (f) => watched.frames.push(String(f.payload))),
    );
    await page.goto(`/matches/${matchId}`);
    await page.locator(".play").waitFor();
    // the channel is open once its first version arrived
    if (!socketFails)
      await expect.poll(() => watched.frames.some((f) => f.includes('"type":"version"'))).toBe(true);
    return watched;
  }

  const shownVersion = (page: Page) => page.locator(".play").getAttribute("data-version").then(Number);

  it("a move made by one person appears on the other's page and a spectator's within 1 s, without a poll", async () => {
    const players = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(client().server.url, n)));
    const match = await startedMatch(players);
    const moverId = match.seats[match.activeSeats[0]].player.id;
    const mover = players.find((p) => p.id === moverId) as (typeof players)[number];
    const other = players.find((p) => p !== mover) as (typeof players)[number];
    const [otherPage, spectator] = [await watch(match.id, other.apiKey), await watch(match.id, null)];
    // anything the first loads asked for is done: count from here
    await new Promise((resolve) => setTimeout(resolve, 300));
    otherPage.matchGets.length = 0;
    spectator.matchGets.length = 0;

    const seen = (await mover.get(`/v1/matches/${match.id}`)).body;
    const posted = await mover.post(`/v1/matches/${match.id}/actions`, {
      action: seen.legalActions[0],
      expectedVersion: seen.version,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    // the move is made once its answer is back: from there, both pages show it within a second
    const moved = Date.now();
    await Promise.all(
      [otherPage, spectator].map((watched) =>
        watched.page.waitForFunction(
          (v) => Number(document.querySelector<HTMLElement>(".play")?.dataset.version) >= v,
          posted.body.version,
          { timeout: 1000, polling: 20 },
        ),
      ),
    );
    expect(Date.now() - moved).toBeLessThan(1000);
    expect(await shownVersion(otherPage.page)).toBe(posted.body.version);
    // no read of the match or its moves; a seated player's chat is read once, for the pushed version
    const chat = `/v1/matches/${match.id}/messages`;
    expect(otherPage.matchGets.filter((p) => p !== chat)).toEqual([]);
    expect(otherPage.matchGets.filter((p) => p === chat).length).toBeLessThanOrEqual(1);
    expect(spectator.matchGets).toEqual([]);

    // the spectator's frames hold no seat's secrets; the other player's hold their own only
    const spectatorSeats = spectator.frames
      .map((f) => JSON.parse(f))
      .filter((f) => f.type === "version")
      .flatMap((f) => f.match.view.seats);
    expect(spectatorSeats.length).toBeGreaterThan(0);
    for (const seat of spectatorSeats)
      for (const field of privateFields) expect(seat).not.toHaveProperty(field);
    const otherFrames = otherPage.frames.map((f) => JSON.parse(f)).filter((f) => f.type === "version");
    for (const frame of otherFrames) {
      for (const seat of frame.match.view.seats) {
        expect(Object.hasOwn(seat, "scoringCards")).toBe(seat.seat === frame.match.yourSeat);
      }
    }
  }, 60_000);

  it("without the socket the page falls back to polling and still shows the move", async () => {
    const players = await Promise.all(["Cy", "Dot"].map((n) => newPlayer(client().server.url, n)));
    const match = await startedMatch(players);
    const moverId = match.seats[match.activeSeats[0]].player.id;
    const mover = players.find((p) => p.id === moverId) as (typeof players)[number];
    const other = players.find((p) => p !== mover) as (typeof players)[number];
    const watched = await watch(match.id, other.apiKey, true);
    const seen = (await mover.get(`/v1/matches/${match.id}`)).body;
    const posted = await mover.post(`/v1/matches/${match.id}/actions`, {
      action: seen.legalActions[0],
      expectedVersion: seen.version,
    });
    await watched.page.waitForFunction(
      (v) => Number(document.querySelector<HTMLElement>(".play")?.dataset.version) >= v,
      posted.body.version,
      { timeout: 15_000 },
    );
    expect(watched.frames).toEqual([]);
    expect(watched.matchGets.filter((p) => p === `/v1/matches/${match.id}`).length).toBeGreaterThan(1);
  }, 60_000);
});
