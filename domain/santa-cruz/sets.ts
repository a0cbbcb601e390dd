import { content } from "./content";
import type { SetLetter } from "./content/schema";
import type { SantaCruzState } from "./state";

export const setLetters = Object.keys(content.components.buildingSets) as SetLetter[];

/** Sets still on offer in the draft; those not taken leave the game (ruling 1). */
export function setsLeft(s: SantaCruzState): SetLetter[] {
  return setLetters.filter((set) => !s.seats.some((seat) => seat.set === set));
}

export function cardsInHand(s: SantaCruzState, seat: number): number {
  const { cards, scoring } = s.seats[seat];
  return cards.ship + cards.road + cards.river + cards.double + scoring.length;
}
