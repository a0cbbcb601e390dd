import type { Cost, Gain, Resource } from "../content/schema";
import { resources } from "../content/schema";
import { RULES } from "../rules";
import type { Outlook } from "./outlook";

/** What the seat holds while the strategy plays effects forward in its head. */
export interface Purse {
  coins: number;
  points: number;
  storage: Record<Resource, number>;
}

export function purseOf(o: Outlook): Purse {
  return { coins: o.me.coins, points: o.me.points, storage: { ...o.me.storage } };
}

export function copyPurse(p: Purse): Purse {
  return { coins: p.coins, points: p.points, storage: { ...p.storage } };
}

/** Coins, points and resources at their current worth. */
export function worth(o: Outlook, p: Purse): number {
  let value = p.points + p.coins * o.coin;
  for (const r of resources) value += p.storage[r] * o.resource[r];
  return value;
}

/** The payment that spends least gold (the engine's first way to pay); null if unaffordable. */
export function payment(store: Record<Resource, number>, cost: Cost): Record<Resource, number> | null {
  const out = { wood: 0, grain: 0, sugar: 0, gems: 0, gold: cost.gold ?? 0 };
  for (const r of resources) {
    if (r === "gold") continue;
    const need = cost[r] ?? 0;
    out[r] = Math.min(need, store[r]);
    out.gold += need - out[r];
  }
  return out.gold <= store.gold ? out : null;
}

/** What paying the cost from this storage gives up, or null if it cannot be paid. */
export function costWorth(o: Outlook, store: Record<Resource, number>, cost: Cost): number | null {
  const paid = payment(store, cost);
  if (paid === null) return null;
  let value = 0;
  for (const r of resources) value += paid[r] * o.resource[r];
  return value;
}

/** Pays the cost from the purse the way the strategy pays it, if it can. */
export function spend(p: Purse, cost: Cost): void {
  const paid = payment(p.storage, cost);
  if (paid !== null) for (const r of resources) p.storage[r] -= paid[r];
}

/** Gains as the engine does: resources beyond the storage limit are sold at once. */
export function receive(o: Outlook, p: Purse, gain: Gain): void {
  const limit = o.limit;
  for (const r of resources) {
    const n = gain[r] ?? 0;
    if (n === 0) continue;
    const kept = Math.max(0, Math.min(n, limit - p.storage[r]));
    p.storage[r] += kept;
    p.coins += (n - kept) * RULES.sellPrice[r];
  }
  p.coins += gain.coins ?? 0;
  p.points += gain.points ?? 0;
}

/** The worth of a gain to this purse, storage limit included. */
export function gainWorth(o: Outlook, p: Purse, gain: Gain): number {
  const after = copyPurse(p);
  receive(o, after, gain);
  return worth(o, after) - worth(o, p);
}
