import { content } from "../content";
import { bestMonkWorth, bishopRate } from "./monks";
import { type Outlook, remember } from "./outlook";

const track = content.board.religion;

/** A blue die is one more row activated each year that is left. */
const BLUE_DIE_PER_YEAR = 2.2;

/** How likely progress toward a symbol still pays off before the game ends. */
const reach = (o: Outlook) => Math.min(1, 0.6 * o.ahead);

/** Passing a monk symbol: a monk on the best space, and for some symbols a blue die. */
function symbolWorth(o: Outlook, space: number): number {
  const symbol = track.monks.indexOf(space) + 1;
  const monk = o.me.monks > 0 ? bestMonkWorth(o) : 0;
  const blue = track.blueDice.includes(symbol) && o.s.blueReserve > 0 ? BLUE_DIE_PER_YEAR * o.ahead : 0;
  return monk + blue;
}

/** The faith bishop pays for every space the marker advanced. */
const faithWorth = (o: Outlook) => bishopRate(o, "religionSpaces");

/** The marker's way toward the next symbol, as a share of what the symbol will bring. */
export function religionProgress(o: Outlook, space: number): number {
  if (space >= track.last) return 0;
  const next = track.monks.find((m) => m > space) as number;
  const prev = track.monks.filter((m) => m <= space).pop() ?? 0;
  return ((space - prev) / (next - prev)) * symbolWorth(o, next) * reach(o);
}

/** One religion step from this space: past the end of the track it is a point. */
export function religionStep(o: Outlook, space: number): number {
  if (space >= track.last) return 1;
  const to = space + 1;
  const arrive = track.monks.includes(to) ? symbolWorth(o, to) : religionProgress(o, to);
  return arrive - religionProgress(o, space) + faithWorth(o);
}

/** What an average religion step of the rest of the game brings, for buildings and docks. */
export function religionRate(o: Outlook): number {
  return remember(o, "religionRate", averageStep, null);
}

function averageStep(o: Outlook): number {
  const space = o.me.religion;
  if (space >= track.last) return 1;
  let total = 0;
  for (const m of track.monks) if (m > space) total += symbolWorth(o, m);
  return (total * reach(o)) / (track.last - space) + faithWorth(o);
}
