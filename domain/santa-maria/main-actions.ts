import { content } from "./content";
import type { Cost } from "./content/schema";
import { RULES } from "./rules";
import { adjusted } from "./scholars";
import type { SantaMariaState } from "./state";

/** 2 wood for a double tile; 2 wood and 1 grain for a triple. */
export function expansionCost(s: SantaMariaState, seat: number, tile: string): Cost {
  if (content.expansionById.get(tile)?.size === "double") return { ...RULES.doubleCost };
  const grain = adjusted(s, seat, "tripleGrain", RULES.tripleCost.grain);
  return grain > 0 ? { wood: RULES.tripleCost.wood, grain } : { wood: RULES.tripleCost.wood };
}

/** The 1st single-building activation of a year costs 1 coin, the 2nd 2 coins, and so on. */
export function activationCost(s: SantaMariaState, seat: number): number {
  return adjusted(s, seat, "activationCost", s.seats[seat].activations + 1);
}

/** 1 coin per point of change; values do not wrap around (1 to 6 costs 5). */
export function dieChangeCost(s: SantaMariaState, seat: number, from: number, to: number): number {
  return adjusted(s, seat, "dieChangeCost", Math.abs(to - from));
}

export function whiteDiceLimit(s: SantaMariaState, seat: number): number {
  return adjusted(s, seat, "whiteDiceLimit", RULES.whiteDiceLimit);
}

/**
 * The dice a seat may take now, one entry per value (dice of one value are alike): white dice from
 * the pool up to the yearly limit; its own blue dice, or in the common-pool variant blue dice from
 * the pool up to the number it has unlocked.
 */
export function diceFor(s: SantaMariaState, seat: number, color: "white" | "blue"): number[] {
  const me = s.seats[seat];
  let dice: number[];
  if (color === "white") dice = me.whiteTaken < whiteDiceLimit(s, seat) ? s.white : [];
  else if (s.options.blueDice === "commonPool") dice = me.blueTaken < me.blueUnlocked ? s.bluePool : [];
  else dice = me.blue;
  return [...new Set(dice)];
}
