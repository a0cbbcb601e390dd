import type { Schemas } from "../api/client";
import { lang, t } from "../i18n";

/** Each seat's name for people: the player's name, else "Seat n" (counted from 1). */
export function seatNames(seats: Schemas["Seat"][]): string[] {
  return seats.map((s) => s.player?.name ?? t("seat.free", { seat: s.seat + 1 }));
}

/** Who plays, for a heading: the seated players' names as a list in the reader's language. */
export function playersLine(seats: Schemas["Seat"][]): string {
  const names = seats.flatMap((s) => (s.player ? [s.player.name] : []));
  return new Intl.ListFormat(lang.value, { type: "conjunction" }).format(names);
}
