import { describe, expect, it } from "vitest";
import { newPlayer, useServer } from "./harness";

const api = useServer();

/** A public Santa Cruz lobby of `seats` opened by a new host, with `others` new players seated. */
async function lobby(seats: number, others: number) {
  const host = await newPlayer(api.url, "Host");
  const made = (await host.post("/v1/matches", { game: "santa-cruz", seats, public: true })).body;
  const seated = [];
  for (let i = 0; i < others; i++) {
    const guest = await newPlayer(api.url, `Guest${i}`);
    expect((await guest.post(`/v1/matches/${made.id}/join`, {})).status).toBe(200);
    seated.push(guest);
  }
  return { host, matchId: made.id as string, seated };
}

describe("a table that fills starts itself only while it is full", () => {
  it("a computer player seated as someone leaves never starts the match short of a seat, and is never refused", async () => {
    for (let round = 0; round < 8; round++) {
      const { host, matchId, seated } = await lobby(3, 1);
      const [bot, left] = await Promise.all([
        host.post(`/v1/matches/${matchId}/bots`, { level: "random" }),
        seated[0]?.post(`/v1/matches/${matchId}/leave`),
      ]);
      expect(bot.status, `round ${round}`).toBe(200);
      const now = (await host.get(`/v1/matches/${matchId}`)).body;
      if (now.status === "active") {
        // started full, before the leave: which was then refused
        expect(now.seats.length).toBe(3);
        expect(left?.status).toBe(409);
      } else {
        expect(now.status).toBe("lobby");
        expect(now.seats.filter((s: { player: unknown }) => s.player !== null)).toHaveLength(2);
      }
    }
  });

  /**
   * A newcomer's join sent at once with the host's `race` (a start, a leave), round after round: the
   * join is answered with the match whenever it took a seat, and refused only when it took none.
   */
  async function joinRacing(seats: number, others: number, race: "start" | "leave") {
    for (let round = 0; round < 8; round++) {
      const { host, matchId } = await lobby(seats, others);
      const joiner = await newPlayer(api.url, "Joiner");
      const [joined] = await Promise.all([
        joiner.post(`/v1/matches/${matchId}/join`, {}),
        host.post(`/v1/matches/${matchId}/${race}`),
      ]);
      const now = (await joiner.get(`/v1/matches/${matchId}`)).body;
      const seatedNow = now.seats.some((s: { player: { id: string } | null }) => s.player?.id === joiner.id);
      expect({ round, status: joined.status, seated: seatedNow }).toEqual({
        round,
        status: seatedNow ? 200 : 409,
        seated: seatedNow,
      });
    }
  }

  it("a join that takes the last seat as the host starts is answered with the match, never refused once seated", () =>
    joinRacing(3, 1, "start"));

  it("a join as the only other player leaves is answered with the match it took a seat in", () =>
    joinRacing(2, 0, "leave"));
});
