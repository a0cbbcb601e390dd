import { badgeRules } from "../shared/badges";
import type { SeatView, View } from "./types";

export type Badge = "toAct" | "starts" | "retired";

/** When a seat's panel shows each badge, in the order the panel lists them. */
const shows: Record<Badge, (seat: SeatView, view: View) => boolean> = {
  toAct: (seat, view) => view.activeSeats.includes(seat.seat),
  starts: (seat, view) => seat.seat === view.startSeat,
  retired: (seat) => seat.retired !== null,
};

export const { seatBadges, shownBadges } = badgeRules(shows);
