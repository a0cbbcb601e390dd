import { afterEach, describe, expect, it, vi } from "vitest";
import { snapshotItems } from "../../functions/store/entities/snapshot";
import { Client, newPlayer, startedMatch, useServer } from "./harness";

const api = useServer();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a poll answered 304 unpacks no snapshot", () => {
  it("a poll whose ETag still holds is answered from the header and the snapshot's key; a changed match is read in full", async () => {
    const players = await Promise.all(["Ann", "Ben"].map((n) => newPlayer(api.url, n)));
    const started = await startedMatch(players);
    const path = `/v1/matches/${started.id}`;
    const views = await Promise.all([...players, new Client(api.url)].map((p) => p.get(path)));
    const unpacked = vi.spyOn(snapshotItems, "decode");

    // each seat and a spectator have their own ETag, and each one's poll is a 304 with no state unpacked
    for (const [i, p] of [...players, new Client(api.url)].entries()) {
      const etag = views[i].headers.get("etag") ?? "";
      const polled = await p.request("GET", path, { headers: { "If-None-Match": etag } });
      expect(polled.status).toBe(304);
      expect(polled.headers.get("etag")).toBe(etag);
    }
    expect(unpacked).not.toHaveBeenCalled();
    expect(new Set(views.map((v) => v.headers.get("etag"))).size).toBe(3);

    // another's ETag, or one from before a move, is answered in full
    const other = await players[0].request("GET", path, {
      headers: { "If-None-Match": views[1].headers.get("etag") ?? "" },
    });
    expect(other.status).toBe(200);
    expect(unpacked).toHaveBeenCalledTimes(1);
    const mover = players.find((_, i) => views[i].body.awaitingYou) ?? players[0];
    const seen = views[players.indexOf(mover)].body;
    const moved = await mover.post(`${path}/actions`, {
      action: seen.legalActions[0],
      expectedVersion: seen.version,
    });
    expect(moved.status).toBe(201);
    const stale = await mover.request("GET", path, {
      headers: { "If-None-Match": views[players.indexOf(mover)].headers.get("etag") ?? "" },
    });
    expect(stale.status).toBe(200);
    expect(stale.body.version).toBe(seen.version + 1);
    expect(stale.headers.get("etag")).toContain(`v${seen.version + 1}-`);
  });
});
