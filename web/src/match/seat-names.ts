import { levelLabels } from "../../../domain/core/players/level-labels";
import type { StandInKind } from "../../../domain/core/stand-ins";
import type { Schemas } from "../api/client";
import { lang, t } from "../i18n";

type Seat = Schemas["Seat"];

/** Each seat's name for people: the player's name, else "Seat n" (counted from 1). */
export function seatNames(seats: Seat[]): string[] {
  return seats.map((s) => s.player?.name ?? t("seat.free", { seat: s.seat + 1 }));
}

/** A computer level in the reader's language; a level this build does not know is shown as the API names it. */
export function levelName(level: string): string {
  return levelLabels[level as StandInKind]?.[lang.value] ?? level;
}

/** Each seat's name with what plays there, for the seat lists: "Ada (computer, strong)". */
export function seatLabels(seats: Seat[]): string[] {
  const names = seatNames(seats);
  return seats.map((s, i) => {
    const name = names[i] as string;
    if (s.resigned) return t("seat.resigned", { name });
    return s.player?.computer ? t("seat.computer", { name, level: levelName(s.player.level ?? "") }) : name;
  });
}

/** Who plays, for a heading: the seated players' names as a list in the reader's language. */
export function playersLine(seats: Seat[]): string {
  const names = seats.flatMap((s) => (s.player ? [s.player.name] : []));
  return new Intl.ListFormat(lang.value, { type: "conjunction" }).format(names);
}
