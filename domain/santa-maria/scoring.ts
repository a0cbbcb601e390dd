import type { Standing } from "../core/game";
import { bishopPoints } from "./bishops";
import { colonistPoints, gridOf, terrainChain } from "./colony";
import { content } from "./content";
import type { Bishop } from "./content/schema";
import { resources } from "./content/schema";
import type { SantaMariaEvent } from "./events";
import { RULES } from "./rules";
import { scholarsOf } from "./scholars";
import type { FinalScore, SantaMariaState } from "./state";

/** Remaining resources are sold, then 1 point per 3 coins (rounded down). */
export function coinPoints(s: SantaMariaState, seat: number): number {
  const me = s.seats[seat];
  const coins = resources.reduce((sum, r) => sum + me.storage[r] * RULES.sellPrice[r], me.coins);
  return Math.floor(coins / RULES.coinsPerPoint);
}

/** 3 points per set: a set is one ship in each dock. */
export function harbourSets(s: SantaMariaState, seat: number): number {
  return Math.min(...s.seats[seat].harbour.map((dock) => dock.length));
}

export function shipmentPoints(s: SantaMariaState, seat: number): number {
  return s.seats[seat].harbour
    .flat()
    .reduce((sum, id) => sum + (content.shipmentById.get(id)?.points ?? 0), 0);
}

export function bishopsOf(s: SantaMariaState, seat: number): Bishop[] {
  return s.monkSpaces
    .filter((space) => space.kind === "bishop" && space.monks.includes(seat))
    .map((space) => content.bishopById.get(space.id) as Bishop);
}

/** The bishops' requirements alone (solo "Theocracy" counts these, without the −2 each). */
export function bishopRequirementPoints(s: SantaMariaState, seat: number): number {
  return bishopsOf(s, seat).reduce((sum, bishop) => sum + bishopPoints(s, seat, bishop), 0);
}

/** The end-of-game points of one seat, by kind. */
export function finalScore(s: SantaMariaState, seat: number): FinalScore {
  const bishops = bishopsOf(s, seat);
  return {
    coins: coinPoints(s, seat),
    colonists: colonistPoints(gridOf(s.seats[seat])),
    // ruling 8 (a town hall's scholar scores): trained without a monk, it scores like one with a monk
    scholars: scholarsOf(s, seat).reduce((sum, scholar) => sum + scholar.points, 0),
    bishops: bishopRequirementPoints(s, seat) - RULES.bishopPenalty * bishops.length,
    harbours: RULES.setPoints * harbourSets(s, seat),
    shipments: shipmentPoints(s, seat),
  };
}

export const total = (f: FinalScore) =>
  f.coins + f.colonists + f.scholars + f.bishops + f.harbours + f.shipments;

/** Highest score first; a tie goes to the seat that retired closest to the "1st" symbol in the last year. */
export function ranking(s: SantaMariaState): number[] {
  return s.seats
    .map((_, seat) => seat)
    .sort((a, b) => s.seats[b].points - s.seats[a].points || retiredAt(s, a) - retiredAt(s, b) || a - b);
}

function retiredAt(s: SantaMariaState, seat: number): number {
  const i = s.retiring.indexOf(seat);
  return i < 0 ? s.retiring.length : i;
}

export function standings(s: SantaMariaState): Standing[] {
  return ranking(s).map((seat, i) => ({ seat, score: s.seats[seat].points, place: i + 1 }));
}

/** Solo: which achievements the final colony reached. */
export function soloAchievements(s: SantaMariaState, final: FinalScore): string[] {
  const measures = {
    total: s.seats[0].points,
    colonistPoints: final.colonists,
    harbourSets: harbourSets(s, 0),
    bishopPoints: bishopRequirementPoints(s, 0),
    terrainChain: terrainChain(gridOf(s.seats[0])) ? 1 : 0,
  };
  return content.board.solo.achievements.filter((a) => measures[a.measure] >= a.atLeast).map((a) => a.id);
}

/** Final scoring after the third year. */
export function endGame(s: SantaMariaState, events: SantaMariaEvent[]): void {
  s.final = s.seats.map((_, seat) => finalScore(s, seat));
  s.final.forEach((score, seat) => {
    const points = total(score);
    s.seats[seat].points += points;
    events.push({ type: "finalScored", seat, score, total: s.seats[seat].points });
  });
  if (s.seats.length === 1) {
    s.solo = {
      win: s.seats[0].points >= content.board.solo.win,
      achievements: soloAchievements(s, s.final[0]),
    };
  }
  s.phase = "over";
  s.pending = [];
  events.push({ type: "gameEnded", result: { standings: standings(s) } });
}
