import type { StandInKind } from "../../domain/core/stand-ins";
import type { ClockSettings, SeatClock } from "../store/records";

const HOUR = 3_600_000;

/** What the clocks depend on, in a match record or a snapshot alike. */
export interface Clocked {
  clock?: ClockSettings | null;
  seats: ({ bot?: StandInKind } | null)[];
  status: string;
  activeSeats: number[];
  clocks?: Record<string, SeatClock>;
}

/**
 * The match's seat clocks after a change: a seat that has just become active starts a fresh turn;
 * one still active keeps its deadline, or its time run out (no deadline) until its turn ends; the
 * others wait with no deadline. Vacation used is kept.
 */
export function withClocks<T extends Clocked>(before: Clocked, after: T, now: Date): T {
  if (!after.clock) return after;
  const moveMs = after.clock.moveHours * HOUR;
  const clocks: Record<string, SeatClock> = {};
  after.seats.forEach((seat, index) => {
    const old = before.clocks?.[index];
    const vacationUsed = old?.vacationUsed ?? 0;
    if (!seat || seat.bot || after.status !== "active" || !after.activeSeats.includes(index)) {
      clocks[index] = { since: old?.since ?? now.toISOString(), deadline: null, reminded: 0, vacationUsed };
    } else if (old && before.status === "active" && before.activeSeats.includes(index)) {
      clocks[index] = old;
    } else {
      clocks[index] = {
        since: now.toISOString(),
        deadline: new Date(now.getTime() + moveMs).toISOString(),
        reminded: 0,
        vacationUsed,
      };
    }
  });
  return { ...after, clocks };
}

/** A person's seat whose time ran out in the turn it is still playing: its clock has no deadline while it is active. */
export function ranOut(match: Clocked, seat: number): boolean {
  return (
    match.status === "active" &&
    !!match.clock &&
    match.activeSeats.includes(seat) &&
    !!match.seats[seat] &&
    !match.seats[seat]?.bot &&
    match.clocks?.[seat]?.deadline === null
  );
}

/**
 * Pushes a seat's deadline back by the vacation its player takes now, within the match's allowance:
 * only by the part of it not yet applied this turn, however many ticks of the clock see it.
 */
export function extendForVacation(
  clock: SeatClock,
  settings: ClockSettings,
  now: Date,
  vacationUntil: string | null,
): SeatClock {
  if (!vacationUntil || clock.deadline === null) return clock;
  const from = Math.max(now.getTime(), clock.pausedThrough ? Date.parse(clock.pausedThrough) : 0);
  const leftHours = settings.vacationDays * 24 - clock.vacationUsed;
  const wantedHours = (Date.parse(vacationUntil) - from) / HOUR;
  const hours = Math.floor(Math.min(leftHours, wantedHours));
  if (hours <= 0) return clock;
  return {
    ...clock,
    deadline: new Date(Date.parse(clock.deadline) + hours * HOUR).toISOString(),
    vacationUsed: clock.vacationUsed + hours,
    pausedThrough: new Date(from + hours * HOUR).toISOString(),
  };
}

/** Reminders now due for a seat clock: the indexes of `remindHours` past their time and not yet sent. */
export function dueReminders(clock: SeatClock, settings: ClockSettings, now: Date): number[] {
  if (clock.deadline === null) return [];
  const deadline = Date.parse(clock.deadline);
  return settings.remindHours
    .map((hours, index) => ({ index, at: deadline - hours * HOUR }))
    .filter(({ index, at }) => index >= clock.reminded && at <= now.getTime() && now.getTime() < deadline)
    .map(({ index }) => index);
}

/** When the match's clock needs looking at next: the earliest reminder or deadline of an active seat. */
export function nextClockAt(match: Clocked): string | null {
  if (match.status !== "active" || !match.clock || !match.clocks) return null;
  const reminders = match.clock.remindHours;
  const times = Object.values(match.clocks).flatMap((clock) => {
    const deadline = clock.deadline;
    if (deadline === null) return [];
    const remindAt = reminders.slice(clock.reminded).map((hours) => Date.parse(deadline) - hours * HOUR);
    return [...remindAt.map((at) => new Date(at).toISOString()), deadline];
  });
  return times.length > 0 ? times.sort()[0] : null;
}
