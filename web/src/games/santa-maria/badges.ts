import type { SeatView, View } from "./types";

export type Badge = "toAct" | "starts" | "retired";

/** When a seat's panel shows each badge, in the order the panel lists them. */
const shows: Record<Badge, (seat: SeatView, view: View) => boolean> = {
  toAct: (seat, view) => view.activeSeats.includes(seat.seat),
  starts: (seat, view) => seat.seat === view.startSeat,
  retired: (seat) => seat.retired !== null,
};

const order = Object.keys(shows) as Badge[];

/** The badges one seat's panel shows now. */
export const seatBadges = (seat: SeatView, view: View): Badge[] => order.filter((b) => shows[b](seat, view));

/** The badges any seat's panel shows now: the legend explains these, so that it speaks of what is on screen. */
export const shownBadges = (view: View): Badge[] =>
  order.filter((b) => view.seats.some((seat) => shows[b](seat, view)));
