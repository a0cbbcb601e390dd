import type { Shown } from "./shown";

/** Each seat's score as the view shows it, by seat; empty before the game has a view. */
export function scoresOf(shown: Shown): number[] {
  if (shown.view === null) return [];
  switch (shown.game) {
    case "santa-cruz":
      return shown.view.seats.map((s) => s.score);
    case "santa-maria":
      return shown.view.seats.map((s) => s.points);
  }
}
