import { type Resource, resources } from "../content/schema";
import { activationCost, whiteDiceLimit } from "../main-actions";
import { RULES } from "../rules";
import { adjusted } from "../scholars";
import type { SantaMariaState, SeatState } from "../state";
import { storageLimit } from "../storage";
import { hasRetired } from "../turns";

/** What a resource is worth while it can still be turned into points (shipments, tiles, trades). */
const USE_VALUE: Record<Resource, number> = { wood: 1.8, grain: 1.8, sugar: 1.8, gems: 1.9, gold: 2.1 };

/**
 * One seat's view of the time left and of what things are worth to it now, in points. Every value
 * of the strategy reads it; `memo` keeps the dearer derived values (monks, tracks) for one decision.
 */
export interface Outlook {
  s: SantaMariaState;
  seat: number;
  me: SeatState;
  retired: boolean;
  /** Whole years after the current one. */
  later: number;
  /** The share of the current year still ahead of the seat: 0 once it retired. */
  yearLeft: number;
  /** Years of play left to the seat: later + yearLeft. */
  ahead: number;
  /** Retirements to come, each paying the harbour's income. */
  retirements: number;
  coin: number;
  resource: Record<Resource, number>;
  /** The seat's storage limit, and its scholars' points for a gold symbol and for a shipment. */
  limit: number;
  goldPoints: number;
  shipPoints: number;
  /** Buildings with a die or coins on them this year. */
  blocked: number[];
  /** White dice the seat may use a year, and coins its scholars take off each single activation. */
  whiteLimit: number;
  activationDiscount: number;
  memo: Map<string, number>;
}

export function outlook(s: SantaMariaState, seat: number): Outlook {
  const me = s.seats[seat];
  const retired = s.phase !== "play" ? false : hasRetired(s, seat);
  const later = RULES.years - s.year;
  const yearLeft = retired ? 0 : yearShareLeft(s, seat);
  const ahead = later + yearLeft;
  const use = Math.min(1, ahead);
  const resource = {} as Record<Resource, number>;
  for (const r of resources) {
    const sale = RULES.sellPrice[r] / RULES.coinsPerPoint;
    resource[r] = sale + (USE_VALUE[r] - sale) * use;
  }
  return {
    s,
    seat,
    me,
    retired,
    later,
    yearLeft,
    ahead,
    retirements: later + (retired && !incomeToCome(s, seat) ? 0 : 1),
    // a coin is a third of a point at the end, more while it can still buy activations and goods
    coin: 1 / RULES.coinsPerPoint + 0.3 * use,
    resource,
    limit: storageLimit(s, seat),
    goldPoints: adjusted(s, seat, "goldSymbolPoints", 0),
    shipPoints: adjusted(s, seat, "shipmentPoints", 0),
    blocked: me.occupied.map((x) => x.cell),
    whiteLimit: whiteDiceLimit(s, seat),
    activationDiscount: me.activations + 1 - activationCost(s, seat),
    memo: new Map(),
  };
}

/** Dice are what a year is made of: the share of its dice the seat has not used yet. */
function yearShareLeft(s: SantaMariaState, seat: number): number {
  const me = s.seats[seat];
  const white = whiteDiceLimit(s, seat);
  const blueLeft =
    s.options.blueDice === "commonPool" ? Math.max(0, me.blueUnlocked - me.blueTaken) : me.blue.length;
  const left = Math.max(0, white - me.whiteTaken) + blueLeft;
  return (left + 1) / (white + me.blueUnlocked + 1);
}

/** A seat that is retiring still has its harbour's income of this year to come. */
function incomeToCome(s: SantaMariaState, seat: number): boolean {
  return s.turn === seat && s.pending.some((t) => t.kind === "income");
}

/** A cached derived value of the outlook. */
export function remember<A>(
  o: Outlook,
  key: string,
  compute: (o: Outlook, arg: A) => number,
  arg: A,
): number {
  const known = o.memo.get(key);
  if (known !== undefined) return known;
  const value = compute(o, arg);
  o.memo.set(key, value);
  return value;
}
