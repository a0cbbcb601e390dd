import { badgeRules } from "../shared/badges";
import type { SeatView, View } from "./types";

export type Badge = "toAct" | "starts" | "mayJoin" | "discarded";

const betweenRounds = new Set<View["phase"]>(["package", "discard", "over"]);

/** When a seat's panel shows each badge, in the order the panel lists them. */
const shows: Record<Badge, (seat: SeatView, view: View) => boolean> = {
  toAct: (seat, view) => view.activeSeats.includes(seat.seat),
  // between the rounds (round 2's packages and discards) the next round's start player is not known yet
  starts: (seat, view) => seat.seat === view.startSeat && !betweenRounds.has(view.phase),
  // only while someone is to act: not once the game, or a resignation, ended the match
  mayJoin: (seat, view) => seat.seat === view.lastSeat && view.joinAvailable && view.activeSeats.length > 0,
  discarded: (seat, view) => view.phase === "discard" && seat.discarded,
};

export const { seatBadges, shownBadges } = badgeRules(shows);
