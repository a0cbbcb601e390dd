import type { SantaMariaAction } from "../actions";
import { basicResources, type Cost, type Resource } from "../content/schema";
import { RULES } from "../rules";
import { buyPrice, canPay } from "../storage";
import type { Outlook } from "./outlook";
import { copyPurse, type Purse } from "./purse";

const advanced = ["sugar", "gems"] as const;
const sellable = ["sugar", "gems", "gold"] as const;

/** A plan's free actions, in order, and the purse they leave. */
interface Funded {
  steps: SantaMariaAction[];
  purse: Purse;
}

/** Basic resources to buy so that storage and gold cover the cost, and the gold that covers the rest. */
function shortfall(store: Record<Resource, number>, cost: Cost) {
  let gold = cost.gold ?? 0;
  for (const r of advanced) gold += Math.max(0, (cost[r] ?? 0) - store[r]);
  const short = basicResources.map((r) => Math.max(0, (cost[r] ?? 0) - store[r]));
  const spare = Math.max(0, store.gold - gold);
  const buys: Resource[] = [];
  let covered = spare;
  basicResources.forEach((r, i) => {
    for (let k = 0; k < short[i]; k++) {
      if (covered > 0) covered--;
      else buys.push(r);
    }
  });
  return { buys, gold: gold + (spare - covered), feasible: gold <= store.gold };
}

/**
 * The free actions that let the seat pay `cost` and `coins`: buy the basic resources that neither
 * storage nor gold covers, and sell advanced resources the cost does not need while coins are short.
 * Basic resources are never sold for a plan, so no plan buys back what another one sold.
 */
export function fund(o: Outlook, purse: Purse, cost: Cost, coins: number): Funded | null {
  if (purse.coins >= coins && canPay(purse.storage, cost)) return { steps: [], purse: copyPurse(purse) };
  const p = copyPurse(purse);
  const { buys, gold, feasible } = shortfall(p.storage, cost);
  if (!feasible) return null;
  const price = buyPrice(o.s, o.seat);
  const steps: SantaMariaAction[] = [];
  while (p.coins < coins + buys.length * price) {
    let pick: Resource | null = null;
    for (const r of sellable) {
      if (p.storage[r] <= (r === "gold" ? gold : (cost[r] ?? 0))) continue;
      if (pick === null || o.resource[r] < o.resource[pick]) pick = r;
    }
    if (pick === null) return null;
    p.storage[pick]--;
    p.coins += RULES.sellPrice[pick];
    steps.push({ type: "sell", resource: pick });
  }
  for (const r of buys) {
    p.coins -= price;
    p.storage[r]++;
    steps.push({ type: "buy", resource: r as "wood" | "grain" });
  }
  return { steps, purse: p };
}
