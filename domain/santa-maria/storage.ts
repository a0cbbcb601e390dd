import type { Cost, Gain, Resource } from "./content/schema";
import { basicResources, resources } from "./content/schema";
import type { SantaMariaEvent } from "./events";
import { RULES } from "./rules";
import { rulings } from "./rulings";
import { adjusterOf } from "./scholars";
import type { SantaMariaState } from "./state";

const advanced = ["sugar", "gems"] as const;

export function storageLimit(s: SantaMariaState, seat: number, adjust = adjusterOf(s, seat)): number {
  return adjust("storageLimit", RULES.storageLimit);
}

export function buyPrice(s: SantaMariaState, seat: number, adjust = adjusterOf(s, seat)): number {
  return adjust("buyPrice", RULES.buyPrice);
}

/** Whether the storage can pay the cost, gold standing in for whatever is missing. */
export function canPay(store: Record<Resource, number>, cost: Cost): boolean {
  // field by field: a keyed read by resource name is slow in this hot check
  const short =
    Math.max(0, (cost.wood ?? 0) - store.wood) +
    Math.max(0, (cost.grain ?? 0) - store.grain) +
    Math.max(0, (cost.sugar ?? 0) - store.sugar) +
    Math.max(0, (cost.gems ?? 0) - store.gems);
  return short + (cost.gold ?? 0) <= store.gold;
}

/**
 * Ruling 5 (gold is a true wildcard): gold may stand in for any resource of a cost, also one the
 * player holds, so a cost can be paid in several ways. Each way is what leaves the storage, gold
 * included; the ways are distinct, fewest gold first (the first spends gold only on what is missing).
 */
export function paymentWays(store: Record<Resource, number>, cost: Cost): Cost[] {
  const named = resources.filter((r) => r !== "gold" && (cost[r] ?? 0) > 0);
  const ways: Way[] = [];
  if ((cost.gold ?? 0) <= store.gold) chooseWays({ store, cost, named, ways }, 0, cost.gold ?? 0, {});
  return ways.sort((a, b) => a.gold - b.gold).map((way) => way.payment);
}

interface Way {
  gold: number;
  payment: Cost;
}

/** The ways to pay the named resources from the i-th on, with `gold` spent so far (a plain function: hot). */
function chooseWays(
  the: { store: Record<Resource, number>; cost: Cost; named: Resource[]; ways: Way[] },
  i: number,
  gold: number,
  payment: Cost,
): void {
  if (i === the.named.length) {
    if (gold > 0) payment.gold = gold;
    the.ways.push({ gold, payment });
    return;
  }
  const r = the.named[i];
  const need = the.cost[r] ?? 0;
  // gold covers at least what the storage lacks of r, and at most what the cost asks
  for (
    let byGold = Math.max(0, need - the.store[r]);
    byGold <= need && gold + byGold <= the.store.gold;
    byGold++
  ) {
    const next = { ...payment };
    if (need > byGold) next[r] = need - byGold;
    chooseWays(the, i + 1, gold + byGold, next);
  }
}

/**
 * Takes exactly this payment (one of the cost's `paymentWays`) and any coins; the caller checked it.
 * Before ruling 5 the payment is the cost itself, gold paying what the other resources cannot.
 */
export function pay(
  s: SantaMariaState,
  seat: number,
  payment: Cost,
  coins: number,
  events: SantaMariaEvent[],
): void {
  const store = s.seats[seat].storage;
  const taken = rulings.value.goldChoice ? payment : paymentWays(store, payment)[0];
  for (const r of resources) store[r] -= taken[r] ?? 0;
  s.seats[seat].coins -= coins;
  events.push({ type: "paid", seat, cost: payment, coins });
}

/** Gains items; resources beyond the storage limit are sold at once for their selling price. */
export function gain(s: SantaMariaState, seat: number, what: Gain, events: SantaMariaEvent[]): void {
  const me = s.seats[seat];
  const limit = storageLimit(s, seat);
  const sold: Partial<Record<Resource, number>> = {};
  for (const r of resources) {
    const n = what[r] ?? 0;
    if (n === 0) continue;
    const kept = Math.max(0, Math.min(n, limit - me.storage[r]));
    me.storage[r] += kept;
    if (n > kept) {
      sold[r] = n - kept;
      me.coins += (n - kept) * RULES.sellPrice[r];
    }
  }
  me.coins += what.coins ?? 0;
  me.points += what.points ?? 0;
  events.push({ type: "gained", seat, gain: what, sold });
}

/** Coins plus what selling every resource would bring. */
export function liquidity(s: SantaMariaState, seat: number): number {
  const me = s.seats[seat];
  return resources.reduce((sum, r) => sum + me.storage[r] * RULES.sellPrice[r], me.coins);
}

/**
 * Whether a cost could be paid this turn with free actions: what is missing must be basic
 * resources that selling the rest and buying can provide (advanced ones cannot be bought).
 */
export function withinReach(s: SantaMariaState, seat: number, cost: Cost): boolean {
  const me = s.seats[seat];
  const store = me.storage;
  if (canPay(store, cost)) return true;
  let gold = store.gold - (cost.gold ?? 0);
  if (gold < 0) return false;
  for (const r of advanced) gold -= Math.max(0, (cost[r] ?? 0) - store[r]);
  if (gold < 0) return false;
  let basicShort = 0;
  for (const r of basicResources) basicShort += Math.max(0, (cost[r] ?? 0) - store[r]);
  const toBuy = Math.max(0, basicShort - gold);
  gold = Math.max(0, gold - basicShort);
  let spare = me.coins + gold * RULES.sellPrice.gold;
  for (const r of resources) {
    if (r !== "gold") spare += Math.max(0, store[r] - (cost[r] ?? 0)) * RULES.sellPrice[r];
  }
  return spare >= toBuy * buyPrice(s, seat);
}

/** Whether any free action (sell or buy) is possible now. */
export function canTrade(s: SantaMariaState, seat: number): boolean {
  const me = s.seats[seat];
  if (resources.some((r) => me.storage[r] > 0)) return true;
  const adjust = adjusterOf(s, seat);
  if (me.coins < buyPrice(s, seat, adjust)) return false;
  const limit = storageLimit(s, seat, adjust);
  return basicResources.some((r) => me.storage[r] < limit);
}
