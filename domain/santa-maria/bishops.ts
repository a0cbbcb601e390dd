import { colonists, developedLines, gridOf } from "./colony";
import { content } from "./content";
import type { Bishop, BishopCount } from "./content/schema";
import type { SantaMariaState } from "./state";

/** One small rule hook per bishop requirement: what it counts for a seat at the end of the game. */
export const bishopCounts: Record<BishopCount, (s: SantaMariaState, seat: number) => number> = {
  shipmentTiles: (s, seat) => s.seats[seat].harbour.reduce((n, dock) => n + dock.length, 0),
  colonists: (s, seat) => colonists(gridOf(s.seats[seat])),
  expansionTiles: (s, seat) => s.seats[seat].tiles.filter((p) => content.expansionById.has(p.tile)).length,
  monksPlaced: (s, seat) => s.monkSpaces.filter((space) => space.monks.includes(seat)).length,
  developedLines: (s, seat) => developedLines(gridOf(s.seats[seat])).length,
  religionSpaces: (s, seat) => s.seats[seat].religion,
};

/** Points for meeting one bishop's requirement (the −2 for appointing it is counted apart). */
export function bishopPoints(s: SantaMariaState, seat: number, bishop: Bishop): number {
  return Math.floor(bishopCounts[bishop.count](s, seat) / bishop.per) * bishop.points;
}
