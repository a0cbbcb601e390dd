import { describe, expect, it } from "vitest";
import { drawSeatOrder, inSeatOrder } from "../../domain/core/seat-order";
import { sha256 } from "../../functions/tokens/crypto";
import { finishMatch, newPlayer, useServer } from "./harness";

const api = useServer();
const MATCHES = 200;

/** A 2-seat match opened by its host and joined by its guest: the lobby's order is host, guest. */
async function openedAndJoined(i: number) {
  const [host, guest] = await Promise.all([
    newPlayer(api.url, `Host ${i}`),
    newPlayer(api.url, `Guest ${i}`),
  ]);
  const lobby = await host.post("/v1/matches", { game: "santa-maria", seats: 2 });
  const started = await guest.post(`/v1/matches/${lobby.body.id}/join`, {
    inviteCode: lobby.body.inviteCode,
  });
  expect(started.body.status).toBe("active");
  return { host, guest, started: started.body };
}

describe("the seat order drawn at the start", () => {
  it("comes from the committed seed over 200 matches started through the API, each seat starting about equally often", async () => {
    let hostStarts = 0;
    for (let i = 0; i < MATCHES; i++) {
      const { host, guest, started } = await openedAndJoined(i);
      const stored = await api.server.deps.store.getMatch(started.id);
      if (!stored) throw new Error("the started match is not stored");
      // the seed behind the published commitment draws exactly the seats the match started with
      expect(sha256(stored.seed)).toBe(started.seedCommitment);
      const drawn = inSeatOrder([host.id, guest.id], drawSeatOrder(stored.seed, 2));
      expect(started.seats.map((s: { player: { id: string } }) => s.player.id)).toEqual(drawn);
      // Santa Maria's start player is seat 0
      expect(started.activeSeats).toEqual([0]);
      if (drawn[0] === host.id) hostStarts++;
    }
    // a fair coin lands on one side between 70 and 130 times in 200 but for about 1 in 10^5 runs
    expect(hostStarts).toBeGreaterThan(70);
    expect(hostStarts).toBeLessThan(130);
  }, 240_000);

  it("is recomputed from the seed a finished match reveals", async () => {
    const { host, guest, started } = await openedAndJoined(MATCHES);
    await finishMatch([host, guest], started.id);
    const history = (await host.get(`/v1/matches/${started.id}/history`)).body;
    expect(sha256(history.seed)).toBe(started.seedCommitment);
    expect(inSeatOrder([host.id, guest.id], drawSeatOrder(history.seed, 2))).toEqual(
      started.seats.map((s: { player: { id: string } }) => s.player.id),
    );
  }, 120_000);
});
