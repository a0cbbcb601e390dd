import { content } from "./content";
import type { Scholar, ScholarAbility } from "./content/schema";
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
}

type Hook = { [K in keyof Adjustable]?: (value: number) => number };

/** One small rule hook per scholar ability (see the scholars' descriptions in content/scholars.json). */
export const scholarHooks: Record<ScholarAbility, Hook> = {
  cheapActivation: { activationCost: (coins) => Math.max(0, coins - 1) },
  cheapDieChange: { dieChangeCost: (coins) => Math.max(0, coins - 1) },
  extraWhiteDie: { whiteDiceLimit: (limit) => limit + 1 },
  largeStorage: { storageLimit: (limit) => limit + 1 },
  cheapPurchase: { buyPrice: (coins) => Math.max(1, coins - 1) },
  grainFreeTriple: { tripleGrain: () => 0 },
  feeExempt: { monkFee: () => 0 },
  goldPoints: { goldSymbolPoints: (points) => points + 1 },
  shipPoints: { shipmentPoints: (points) => points + 1 },
  coinDockBonus: { incomeCoins: (coins) => (coins > 0 ? coins + 1 : coins) },
};

/** The scholars a seat has trained: monks under scholar tiles, and the town hall's scholar. */
export function scholarsOf(s: SantaMariaState, seat: number): Scholar[] {
  const ids: string[] = [];
  for (const space of s.monkSpaces)
    if (space.kind === "scholar" && space.monks.includes(seat)) ids.push(space.id);
  const own = s.seats[seat].townHallScholar;
  if (own !== null) ids.push(own);
  return ids.map((id) => content.scholarById.get(id) as Scholar);
}

/** A rule's number for this seat after its scholars' hooks. */
export function adjusted<K extends keyof Adjustable>(
  s: SantaMariaState,
  seat: number,
  key: K,
  value: Adjustable[K],
): number {
  let out = value;
  for (const scholar of scholarsOf(s, seat)) {
    const hook = scholarHooks[scholar.ability][key];
    if (hook) out = hook(out);
  }
  return out;
}
