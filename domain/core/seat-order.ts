import { Random, seedRandom } from "./random";

/**
 * The play order drawn from a match's seed: seat i (seat 0 starts) is taken by the player at
 * position order[i] among those seated in the lobby. Anyone holding the revealed seed recomputes it.
 */
export function drawSeatOrder(seed: string, players: number): number[] {
  const positions = Array.from({ length: players }, (_, i) => i);
  // a label of its own, so the draw shares no numbers with the game's shuffles
  return new Random(seedRandom(`seat-order|${seed}`)).shuffle(positions);
}

/** The seated players put in the drawn order. */
export function inSeatOrder<T>(lobbyOrder: readonly T[], order: readonly number[]): T[] {
  return order.map((position) => lobbyOrder[position]);
}
