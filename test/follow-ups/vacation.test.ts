import { describe, expect, it } from "vitest";
import { extendForVacation } from "../../functions/matches/clock";
import type { ClockSettings, SeatClock } from "../../functions/store/records";

const HOUR = 3_600_000;
const start = Date.parse("2026-03-01T00:00:00.000Z");
const at = (hours: number) => new Date(start + hours * HOUR);
const iso = (hours: number) => at(hours).toISOString();
const settings: ClockSettings = {
  moveHours: 2,
  remindHours: [1],
  onTimeout: "standIn",
  standIn: "quick",
  vacationDays: 1,
};
const turn: SeatClock = { since: iso(0), deadline: iso(2), reminded: 0, vacationUsed: 0 };

describe("a vacation pauses a turn clock", () => {
  it("pushes the deadline back by the vacation left when a tick sees it", () => {
    const paused = extendForVacation(turn, settings, at(1), iso(10));
    expect(paused).toMatchObject({ deadline: iso(11), vacationUsed: 9 });
  });

  it("pauses a turn once for a vacation, however many ticks see it", () => {
    const first = extendForVacation(turn, settings, at(1), iso(10));
    const second = extendForVacation(first, settings, at(9), iso(10));
    const third = extendForVacation(second, settings, at(9.5), iso(10));
    expect(third).toEqual(first);
  });

  it("pauses again only for the part of a vacation made longer", () => {
    const first = extendForVacation(turn, settings, at(1), iso(10));
    const longer = extendForVacation(first, settings, at(5), iso(13));
    expect(longer).toMatchObject({ deadline: iso(14), vacationUsed: 12 });
  });

  it("pauses within the match's allowance", () => {
    const paused = extendForVacation(turn, settings, at(1), iso(100));
    expect(paused).toMatchObject({ deadline: iso(26), vacationUsed: 24 });
    expect(extendForVacation(paused, settings, at(20), iso(200))).toEqual(paused);
  });

  it("leaves a clock alone without a vacation, or one that has ended", () => {
    expect(extendForVacation(turn, settings, at(1), null)).toBe(turn);
    expect(extendForVacation(turn, settings, at(1), iso(0.5))).toBe(turn);
  });
});
