import { contentInPlay } from "./content";
import type { Scholar, ScholarAbility } from "./content/schema";
import { addDie, rollDice } from "./dice";
import type { SantaMariaEvent } from "./events";
import { RULES } from "./rules";
import { rulings } from "./rulings";
import type { SantaMariaState } from "./state";

/** The numbers a scholar may change; each rule reads its number through `adjusted`. */
export interface Adjustable {
  /** Coins for the next single-building activation. */
  activationCost: number;
  /** Coins for changing a die's value. */
  dieChangeCost: number;
  whiteDiceLimit: number;
  storageLimit: number;
  /** Coins for one basic resource. */
  buyPrice: number;
  /** Grain in the price of a triple expansion tile. */
  tripleGrain: number;
  /** Coins paid to each player already on a monk space. */
  monkFee: number;
  /** Points for passing a gold symbol on the conquistador track. */
  goldSymbolPoints: number;
  /** Points for taking a shipment tile. */
  shipmentPoints: number;
  /** Coins of one harbour income that pays coins. */
  incomeCoins: number;
  /** Coins for each monk the seat places. */
  monkCoins: number;
  /** White dice rolled into the pool for the seat each year, beyond the 3 per player. */
  ownWhiteDice: number;
}

/** A hook changes a rule's number; `solo` lets a scholar do in a solo game what it cannot do there. */
type Hook = { [K in keyof Adjustable]?: (value: number, solo: boolean) => number };

/**
 * One small rule hook per scholar ability (see the scholars' descriptions in content/scholars.json).
 * Ruling 7 (every scholar does something in every game): a solo game has no fees to waive and no
 * fourth white die, so there the Almoner collects the fee instead and the Friar brings his own die.
 */
export const scholarHooks: Record<ScholarAbility, Hook> = {
  cheapActivation: { activationCost: (coins) => Math.max(0, coins - 1) },
  cheapDieChange: { dieChangeCost: (coins) => Math.max(0, coins - 1) },
  extraWhiteDie: {
    whiteDiceLimit: (limit) => limit + 1,
    ownWhiteDice: (dice, solo) => (solo ? dice + 1 : dice),
  },
  largeStorage: { storageLimit: (limit) => limit + 1 },
  cheapPurchase: { buyPrice: (coins) => Math.max(1, coins - 1) },
  grainFreeTriple: { tripleGrain: () => 0 },
  feeExempt: {
    monkFee: () => 0,
    monkCoins: (coins, solo) => (solo ? coins + RULES.monkFee : coins),
  },
  goldPoints: { goldSymbolPoints: (points) => points + 1 },
  shipPoints: { shipmentPoints: (points) => points + 1 },
  coinDockBonus: { incomeCoins: (coins) => (coins > 0 ? coins + 1 : coins) },
};

/** The scholars a seat has trained: monks under scholar tiles, and the town hall's scholar. */
export function scholarsOf(s: SantaMariaState, seat: number): Scholar[] {
  const out: Scholar[] = [];
  for (const space of s.monkSpaces)
    if (space.kind === "scholar" && space.monks.includes(seat))
      out.push(contentInPlay.value.scholarById.get(space.id) as Scholar);
  const own = s.seats[seat].townHallScholar;
  if (own !== null) out.push(contentInPlay.value.scholarById.get(own) as Scholar);
  return out;
}

/** A seat's rule numbers after its scholars' hooks. */
export type Adjust = (key: keyof Adjustable, value: number) => number;

const unchanged: Adjust = (_key, value) => value;

/** The seat's `Adjust`, its scholars looked up once: pass it on where one state asks for many numbers. */
export function adjusterOf(s: SantaMariaState, seat: number): Adjust {
  const scholars = scholarsOf(s, seat);
  if (scholars.length === 0) return unchanged;
  const solo = soloGame(s);
  return (key, value) => applyHooks(scholars, key, value, solo);
}

/** Whether scholars play their solo part (ruling 7): in a solo game, since rules version 2. */
const soloGame = (s: SantaMariaState): boolean => rulings.value.soloScholars && s.seats.length === 1;

/** A rule's number for this seat after its scholars' hooks. */
export function adjusted<K extends keyof Adjustable>(
  s: SantaMariaState,
  seat: number,
  key: K,
  value: Adjustable[K],
): number {
  return applyHooks(scholarsOf(s, seat), key, value, soloGame(s));
}

function applyHooks(scholars: Scholar[], key: keyof Adjustable, value: number, solo: boolean): number {
  let out = value;
  for (const scholar of scholars) {
    const change = scholarHooks[scholar.ability][key];
    if (change) out = change(out, solo);
  }
  return out;
}

/** A scholar just trained: the white dice it brings are rolled into the pool at once. */
export function trainScholar(s: SantaMariaState, seat: number, id: string, events: SantaMariaEvent[]): void {
  const scholar = contentInPlay.value.scholarById.get(id) as Scholar;
  const dice = scholarHooks[scholar.ability].ownWhiteDice?.(0, soloGame(s)) ?? 0;
  for (const value of rollDice(s, dice)) {
    addDie(s.white, value);
    events.push({ type: "whiteDieAdded", seat, value });
  }
}
