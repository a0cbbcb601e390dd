import type { Standing } from "../core/game";
import type { SantaCruzEvent, ScoreReason } from "./events";
import type { SantaCruzState } from "./state";

/**
 * Moves a seat's marker. ruling 10: a score never goes below 0, and a marker that moves arrives
 * behind those already on its new score.
 */
export function addScore(
  s: SantaCruzState,
  seat: number,
  points: number,
  reason: ScoreReason,
  events: SantaCruzEvent[],
): void {
  const player = s.seats[seat];
  if (points === 0) return;
  const score = Math.max(0, player.score + points);
  const moved = score - player.score;
  if (moved !== 0) {
    player.score = score;
    player.arrival = ++s.arrivals;
  }
  events.push({ type: "scored", seat, points: moved, score, reason });
}

/** Seats from first to last place: higher score first, then earlier arrival (ruling 10: no ties). */
export function ranking(s: SantaCruzState): number[] {
  return s.seats
    .map((_, seat) => seat)
    .sort((a, b) => s.seats[b].score - s.seats[a].score || s.seats[a].arrival - s.seats[b].arrival);
}

export function standings(s: SantaCruzState): Standing[] {
  return ranking(s).map((seat, i) => ({ seat, score: s.seats[seat].score, place: i + 1 }));
}
