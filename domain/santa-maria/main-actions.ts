import { content } from "./content";
import type { Cost, ExpansionTile } from "./content/schema";
import { RULES } from "./rules";
import { type Adjust, adjusterOf } from "./scholars";
import type { SantaMariaState } from "./state";

/** 2 wood for a double tile; 2 wood and 1 grain for a triple. */
export function expansionCost(s: SantaMariaState, seat: number, tile: string): Cost {
  return sizeCost(
    content.expansionById.get(tile)?.size === "double" ? "double" : "triple",
    adjusterOf(s, seat),
  );
}

/** What a tile of this size costs the seat whose `Adjust` this is: the price goes by size alone. */
export function sizeCost(size: ExpansionTile["size"], adjust: Adjust): Cost {
  if (size === "double") return { ...RULES.doubleCost };
  const grain = adjust("tripleGrain", RULES.tripleCost.grain);
  return grain > 0 ? { wood: RULES.tripleCost.wood, grain } : { wood: RULES.tripleCost.wood };
}

/** The 1st single-building activation of a year costs 1 coin, the 2nd 2 coins, and so on. */
export function activationCost(s: SantaMariaState, seat: number, adjust = adjusterOf(s, seat)): number {
  return adjust("activationCost", s.seats[seat].activations + 1);
}

/** 1 coin per point of change; values do not wrap around (1 to 6 costs 5). */
export function dieChangeCost(
  s: SantaMariaState,
  seat: number,
  from: number,
  to: number,
  adjust = adjusterOf(s, seat),
): number {
  return adjust("dieChangeCost", Math.abs(to - from));
}

export function whiteDiceLimit(s: SantaMariaState, seat: number, adjust = adjusterOf(s, seat)): number {
  return adjust("whiteDiceLimit", RULES.whiteDiceLimit);
}

/**
 * The dice a seat may take now, one entry per value (dice of one value are alike): white dice from
 * the pool up to the yearly limit; its own blue dice, or in the common-pool variant blue dice from
 * the pool up to the number it has unlocked.
 */
export function diceFor(
  s: SantaMariaState,
  seat: number,
  color: "white" | "blue",
  adjust = adjusterOf(s, seat),
): number[] {
  const me = s.seats[seat];
  let dice: number[];
  if (color === "white") dice = me.whiteTaken < whiteDiceLimit(s, seat, adjust) ? s.white : [];
  else if (s.options.blueDice === "commonPool") dice = me.blueTaken < me.blueUnlocked ? s.bluePool : [];
  else dice = me.blue;
  const values: number[] = [];
  for (const die of dice) if (!values.includes(die)) values.push(die);
  return values;
}
