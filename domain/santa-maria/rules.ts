import type { Resource } from "./content/schema";

/** The numbers of the rule text (the printed components are in `content/`). */
export const RULES = {
  years: 3,
  /** Coins by seat: the start player takes 3, the next 4, then 5 and 6. */
  startingCoins: [3, 4, 5, 6],
  startingWood: 2,
  whiteDicePerPlayer: 3,
  blueDicePerPlayer: 3,
  /** No player may use more than 3 white dice in one year. */
  whiteDiceLimit: 3,
  /** Face-up double and triple expansion tiles each year; the display is not refilled. */
  display: 5,
  storageLimit: 3,
  sellPrice: { wood: 1, grain: 1, sugar: 2, gems: 2, gold: 2 } satisfies Record<Resource, number>,
  buyPrice: 3,
  doubleCost: { wood: 2 },
  tripleCost: { wood: 2, grain: 1 },
  monks: 6,
  /** Paid to each player already on a monk space. */
  monkFee: 2,
  bishopPenalty: 2,
  coinsPerPoint: 3,
  /** A set is one ship in each dock. */
  setPoints: 3,
} as const;
