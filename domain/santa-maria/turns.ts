import type { SantaMariaEvent } from "./events";
import type { SantaMariaState } from "./state";
import { endYear } from "./years";

export function hasRetired(s: SantaMariaState, seat: number): boolean {
  return s.retiring.includes(seat);
}

/** The turn passes clockwise to the next seat that has not retired; when none is left the year ends. */
export function endTurn(s: SantaMariaState, events: SantaMariaEvent[]): void {
  events.push({ type: "turnEnded", seat: s.turn });
  s.mainDone = false;
  s.pending = [];
  const n = s.seats.length;
  for (let i = 1; i <= n; i++) {
    const seat = (s.turn + i) % n;
    if (!hasRetired(s, seat)) {
      s.turn = seat;
      return;
    }
  }
  endYear(s, events);
}
