import { describe, expect, it } from "vitest";
import { inSeats, newPlayer, startedMatch, useServer } from "./harness";

const api = useServer();

describe("a match played over HTTP", () => {
  it("starts when the last seat is taken and accepts the first legal action", async () => {
    const players = await Promise.all(["Ada", "Bo"].map((name) => newPlayer(api.url, name)));
    const match = await startedMatch(players, { seed: "smoke" });
    expect(match.status).toBe("active");
    const [seat] = match.activeSeats;
    const seated = inSeats(match, players);
    const me = await seated[seat].get(`/v1/matches/${match.id}`);
    expect(me.body.awaitingYou).toBe(true);
    const action = me.body.legalActions[0];
    const moved = await seated[seat].post(`/v1/matches/${match.id}/actions`, {
      action,
      expectedVersion: me.body.version,
    });
    expect(moved.status).toBe(201);
    expect(moved.body.version).toBe(me.body.version + 1);
  });
});
