import { describe, expect, it } from "vitest";
import { followMatch, type VersionFrame } from "../../examples/live";
import { newPlayer, startedMatch, useServer } from "../api/harness";

const api = useServer();

describe("the client guide's live example (examples/live.ts)", () => {
  it("prints each new version of a match as it happens, for a player and for a spectator", async () => {
    const players = await Promise.all(["Kay", "Lee"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players);
    const asPlayer: VersionFrame[] = [];
    const asSpectator: VersionFrame[] = [];
    const stops = [
      await followMatch(api.url, match.id, players[0].apiKey, (f) => asPlayer.push(f)),
      await followMatch(api.url, match.id, null, (f) => asSpectator.push(f)),
    ];
    const moverId = match.seats[match.activeSeats[0]].player.id;
    const mover = players.find((p) => p.id === moverId) as (typeof players)[number];
    const seen = (await mover.get(`/v1/matches/${match.id}`)).body;
    await mover.post(`/v1/matches/${match.id}/actions`, {
      action: seen.legalActions[0],
      expectedVersion: seen.version,
    });
    await expect.poll(() => asPlayer.length + asSpectator.length).toBe(4);
    for (const stop of stops) stop();
    expect(asPlayer.map((f) => f.version)).toEqual([seen.version, seen.version + 1]);
    expect(asPlayer[1].move?.seat).toBe(match.activeSeats[0]);
    expect(asPlayer[1].match.yourSeat).toBe(
      match.seats.findIndex((s: { player: { id: string } }) => s.player.id === players[0].id),
    );
    expect(asSpectator.map((f) => f.match.yourSeat)).toEqual([null, null]);
  });
});
