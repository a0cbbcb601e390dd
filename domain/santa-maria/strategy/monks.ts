import { bishopCounts } from "../bishops";
import { gridOf } from "../colony";
import { content, contentInPlay } from "../content";
import {
  type Bishop,
  type BishopCount,
  bishopCounts as countKinds,
  type ScholarAbility,
} from "../content/schema";
import { monkFee, openSpaces } from "../monks";
import { RULES } from "../rules";
import { scholarsOf } from "../scholars";
import { bishopsOf } from "../scoring";
import { expectedLines } from "./lines";
import { type Outlook, remember } from "./outlook";
import { gainWorth, purseOf } from "./purse";

const religionLast = content.board.religion.last;

/**
 * What each scholar's ability is worth per year left (the fee exemption: per monk left), as measured
 * by test/bench/scholar-worths.ts: the policy's final score with the ability held from the start less
 * without it, over 40 paired games each of 2, 3 and 4 players, divided by the 3 years (the
 * Quartermaster's and the Banker's came to nothing: storage rarely overflows, few ships go to the coin dock).
 */
const ABILITY_PER_YEAR: Record<ScholarAbility, number> = {
  cheapActivation: 0.9,
  cheapDieChange: 2.6,
  extraWhiteDie: 0.9,
  largeStorage: 0,
  cheapPurchase: 2.9,
  grainFreeTriple: 3.7,
  feeExempt: 0,
  goldPoints: 1,
  shipPoints: 1.7,
  coinDockBonus: 0.1,
};

/**
 * The same alone, over 30 paired solo games: the Friar's own die and the Almoner's 2 coins a monk
 * (ruling 7) are worth far more there, and the Cartographer nothing.
 */
const ABILITY_PER_YEAR_ALONE: Record<ScholarAbility, number> = {
  cheapActivation: 2,
  cheapDieChange: 2.9,
  extraWhiteDie: 3.3,
  largeStorage: 0.3,
  cheapPurchase: 3.1,
  grainFreeTriple: 3.4,
  feeExempt: 4.6,
  goldPoints: 0,
  shipPoints: 1.7,
  coinDockBonus: 0.9,
};

export function abilityWorth(o: Outlook, ability: ScholarAbility): number {
  if (o.s.seats.length === 1) return ABILITY_PER_YEAR_ALONE[ability] * o.ahead;
  if (ability === "feeExempt") return 0.4 * o.me.monks;
  return ABILITY_PER_YEAR[ability] * o.ahead;
}

/** What a bishop's count is likely to reach by the end of the game, from where it stands. */
function forecastCount(o: Outlook, count: BishopCount): number {
  const now = bishopCounts[count](o.s, o.seat);
  switch (count) {
    case "shipmentTiles":
      return now + 2.5 * o.ahead;
    case "colonists":
      return now + 2.5 * o.ahead;
    case "expansionTiles":
      return now + 3 * o.ahead;
    case "monksPlaced":
      return now + Math.min(o.me.monks, 2 * o.ahead);
    case "developedLines":
      return expectedLines(o, gridOf(o.me));
    case "religionSpaces":
      return Math.min(religionLast, now + 4 * o.ahead);
  }
}

/** A bishop's forecast requirement points, less the 2 it costs. */
function bishopWorth(o: Outlook, bishop: Bishop): number {
  return (forecastCount(o, bishop.count) / bishop.per) * bishop.points - RULES.bishopPenalty;
}

const bishopKeys = Object.fromEntries(countKinds.map((c) => [c, `bishopRate:${c}`])) as Record<
  BishopCount,
  string
>;

function heldRate(o: Outlook, count: BishopCount): number {
  let rate = 0;
  for (const b of bishopsOf(o.s, o.seat)) if (b.count === count) rate += b.points / b.per;
  return rate;
}

/** Points per unit of a count from the bishops the seat holds (e.g. 2 per monk for brotherhood). */
export function bishopRate(o: Outlook, count: BishopCount): number {
  return remember(o, bishopKeys[count], heldRate, count);
}

/** A monk on this space: the station's reward, the scholar or the bishop, less the fees. */
export function spaceWorth(o: Outlook, index: number): number {
  const space = o.s.monkSpaces[index];
  const fee = monkFee(o.s, o.seat, index) * o.coin;
  const brotherhood = bishopRate(o, "monksPlaced");
  switch (space.kind) {
    case "mission": {
      const station = content.missions.find((m) => m.id === space.id);
      return (station ? gainWorth(o, purseOf(o), station.gain) : 0) + brotherhood - fee;
    }
    case "scholar": {
      const scholar = contentInPlay.value.scholarById.get(space.id);
      return (scholar ? scholar.points + abilityWorth(o, scholar.ability) : 0) + brotherhood - fee;
    }
    case "bishop": {
      const bishop = content.bishopById.get(space.id) as Bishop;
      // a new brotherhood bishop also counts the monk placed on it
      const own = bishop.count === "monksPlaced" ? bishop.points / bishop.per : 0;
      return bishopWorth(o, bishop) + own + brotherhood - fee;
    }
  }
}

/** The best space for the seat's next monk (0 when declining is better or none is left). */
export function bestMonkWorth(o: Outlook): number {
  return remember(o, "bestMonk", bestSpaceWorth, null);
}

function bestSpaceWorth(o: Outlook): number {
  let best = 0;
  for (const index of openSpaces(o.s, o.seat)) best = Math.max(best, spaceWorth(o, index));
  return best;
}

/** The seat's trained scholars: their points and what their abilities will still bring. */
export function scholarsWorth(o: Outlook): number {
  return scholarsOf(o.s, o.seat).reduce(
    (sum, scholar) => sum + scholar.points + abilityWorth(o, scholar.ability),
    0,
  );
}

/** The seat's bishops at their forecast. */
export function bishopsWorth(o: Outlook): number {
  return bishopsOf(o.s, o.seat).reduce((sum, b) => sum + bishopWorth(o, b), 0);
}
