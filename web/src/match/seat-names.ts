import type { Schemas } from "../api/client";
import { t } from "../i18n";

/** Each seat's name for people: the player's name, else "Seat n" (counted from 1). */
export function seatNames(seats: Schemas["Seat"][]): string[] {
  return seats.map((s) => s.player?.name ?? t("seat.free", { seat: s.seat + 1 }));
}
