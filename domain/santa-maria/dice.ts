import { Random } from "../core/random";
import type { SantaMariaState } from "./state";

/** Ruling 3: every roll and shuffle comes from the generator kept in the state. */
export function rollDice(s: SantaMariaState, count: number): number[] {
  const random = new Random(s.rng);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(random.int(6) + 1);
  s.rng = random.state();
  return out.sort((a, b) => a - b);
}

export function shuffled<T>(s: SantaMariaState, items: readonly T[]): T[] {
  const random = new Random(s.rng);
  const out = random.shuffle(items);
  s.rng = random.state();
  return out;
}

/** Adds a die to a list kept sorted by value. */
export function addDie(dice: number[], value: number): void {
  let i = 0;
  while (i < dice.length && dice[i] < value) i++;
  dice.splice(i, 0, value);
}

/** Removes one die of this value; false if there is none. */
export function takeDie(dice: number[], value: number): boolean {
  const i = dice.indexOf(value);
  if (i < 0) return false;
  dice.splice(i, 1);
  return true;
}
