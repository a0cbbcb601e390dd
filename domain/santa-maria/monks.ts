import { replaced } from "../core/clone";
import { content } from "./content";
import type { MissionaryStation } from "./content/schema";
import type { SantaMariaEvent } from "./events";
import { RULES } from "./rules";
import { adjusted, trainScholar } from "./scholars";
import type { SantaMariaState } from "./state";
import { gain, liquidity } from "./storage";

/** Coins to each player already on the space: the first monk there is free. */
export function feePerMonk(s: SantaMariaState, seat: number): number {
  return adjusted(s, seat, "monkFee", RULES.monkFee);
}

export function monkFee(s: SantaMariaState, seat: number, space: number): number {
  return feePerMonk(s, seat) * s.monkSpaces[space].monks.length;
}

/** Spaces where the seat has no monk yet, while it has monks left. */
export function openSpaces(s: SantaMariaState, seat: number): number[] {
  if (s.seats[seat].monks === 0) return [];
  const out: number[] = [];
  s.monkSpaces.forEach((space, i) => {
    if (!space.monks.includes(seat)) out.push(i);
  });
  return out;
}

/** Spaces the seat may take now: open, and the fee affordable in coins. */
export function recruitSpaces(s: SantaMariaState, seat: number): number[] {
  const each = feePerMonk(s, seat);
  return openSpaces(s, seat).filter((i) => each * s.monkSpaces[i].monks.length <= s.seats[seat].coins);
}

/** Whether a monk could be placed this turn, selling resources for the fee if need be. */
export function canRecruit(s: SantaMariaState, seat: number): boolean {
  const cash = liquidity(s, seat);
  const each = feePerMonk(s, seat);
  return openSpaces(s, seat).some((i) => each * s.monkSpaces[i].monks.length <= cash);
}

/**
 * Places a monk: 2 coins to each player already there, then a scholar is trained or a missionary
 * station pays at once; a seat's scholars may pay it for the monk (this one included).
 */
export function placeMonk(s: SantaMariaState, seat: number, index: number, events: SantaMariaEvent[]): void {
  const space = s.monkSpaces[index];
  const each = feePerMonk(s, seat);
  const fees = space.monks.map((other) => ({ seat: other, coins: each }));
  for (const fee of fees) {
    s.seats[seat].coins -= fee.coins;
    s.seats[fee.seat].coins += fee.coins;
  }
  s.monkSpaces = replaced(s.monkSpaces, index, { ...space, monks: [...space.monks, seat] });
  s.seats[seat].monks--;
  events.push({ type: "monkPlaced", seat, space: index, fees });
  if (space.kind === "scholar") trainScholar(s, seat, space.id, events);
  if (space.kind === "mission") {
    const station = content.missions.find((m) => m.id === space.id) as MissionaryStation;
    gain(s, seat, station.gain, events);
  }
  const coins = adjusted(s, seat, "monkCoins", 0);
  if (coins > 0) gain(s, seat, { coins }, events);
}
