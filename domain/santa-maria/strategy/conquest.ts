import { content } from "../content";
import type { Outlook } from "./outlook";

const track = content.board.conquistador;
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Points of the year's table for a place, 0 past its end (the last player scores nothing). */
function placePoints(table: readonly number[], place: number): number {
  const low = Math.floor(place);
  const at = (k: number) => (k >= 1 && k <= table.length ? table[k - 1] : 0);
  return at(low) + (at(low + 1) - at(low)) * (place - low);
}

/**
 * The conquistador points the seat can expect at this year's end with its marker on `space`:
 * its likely place among the others, surer the less of the year is left. `last` says whether it
 * arrived after everyone on its space (a marker that just moved).
 */
export function expectedConquest(o: Outlook, space: number, last: boolean): number {
  const { s } = o;
  const n = s.seats.length;
  const table = content.board.conquistadorPoints[String(n) as "1"][s.year - 1];
  const spread = 0.5 + 1.5 * o.yearLeft;
  if (n === 1) {
    const tree = track.trees[s.year - 1];
    if (space >= tree) return table[0];
    if (o.retired) return 0;
    return table[0] * logistic((space + 2.5 * o.yearLeft - tree + 0.5) / spread);
  }
  let behind = 0;
  s.seats.forEach((other, seat) => {
    if (seat === o.seat) return;
    let lead = space - other.conquistador;
    if (lead === 0 && space > 0) lead = last || o.me.arrival > other.arrival ? -0.35 : 0.35;
    behind += 1 - logistic((1.7 * lead) / spread);
  });
  const points = placePoints(table, 1 + behind);
  // a seat without conquistadors this year scores nothing
  return space === 0 ? points * Math.min(1, 1.5 * o.yearLeft) : points;
}

/** One conquistador from this space: the better expected place, and a gold symbol if passed. */
export function conquistadorStep(o: Outlook, space: number): number {
  if (space >= track.last) return 0;
  const to = space + 1;
  const gold = track.gold.includes(to) ? o.resource.gold + o.goldPoints : 0;
  return expectedConquest(o, to, true) - expectedConquest(o, space, false) + gold;
}

/** What a conquistador does for a later year's place, on average. */
export const PLACE_PER_CONQUISTADOR = 1;

/** What an average conquistador of a later year brings, for buildings and docks: its place and gold. */
export function conquistadorRate(o: Outlook): number {
  const gold = (o.resource.gold + o.goldPoints) / track.gold.length;
  return PLACE_PER_CONQUISTADOR + gold;
}
