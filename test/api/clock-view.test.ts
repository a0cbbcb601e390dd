import { describe, expect, it } from "vitest";
import { expectProblem, newPlayer, useServer } from "./harness";

const api = useServer();

describe("turn clocks a person can see", () => {
  it("refuses a reminder that would not come before the deadline, and changes nothing", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const refused = await ada.post("/v1/matches", {
      game: "santa-cruz",
      seats: 2,
      clock: { moveHours: 24, remindHours: [24] },
    });
    expectProblem(refused, 400, "validation-error");
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ path: "clock.remindHours" }));
    expect((await ada.get("/v1/me/matches")).body.matches).toEqual([]);
  });

  it("reminds by default when a third of the move time is left", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, clock: { moveHours: 24 } });
    expect(created.status).toBe(201);
    expect(created.body.clock).toMatchObject({ moveHours: 24, remindHours: [8] });
    const hourly = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, clock: { moveHours: 1 } });
    expect(hourly.body.clock.remindHours).toEqual([]);
  });

  it("shows each seat's deadline and time left in the match", async () => {
    const [ada, bea] = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(api.url, n)));
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, clock: { moveHours: 48 } });
    const started = await bea.post(`/v1/matches/${created.body.id}/join`, {
      inviteCode: created.body.inviteCode,
    });
    const [active] = started.body.activeSeats;
    const seen = (await ada.get(`/v1/matches/${created.body.id}`)).body.clock;
    const mine = seen.seats.find((s: { seat: number }) => s.seat === active);
    const other = seen.seats.find((s: { seat: number }) => s.seat !== active);
    expect(Date.parse(mine.deadline) - Date.parse(started.body.updatedAt)).toBe(48 * 3_600_000);
    expect(mine.secondsLeft).toBeGreaterThan(48 * 3600 - 60);
    expect(mine.secondsLeft).toBeLessThanOrEqual(48 * 3600);
    expect(other).toMatchObject({ deadline: null, secondsLeft: null, vacationHoursLeft: 14 * 24 });
  });

  it("has no clock when the match was opened without one", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    expect(created.body.clock).toBeNull();
  });
});
