import type { Cell, Effect } from "./types";
import type { Words } from "./words";

type Amount = Partial<Record<"wood" | "grain" | "sugar" | "gems" | "gold" | "coins" | "points", number>>;

const order = ["wood", "grain", "sugar", "gems", "gold", "coins", "points"] as const;

/** Resources, coins and points in words: "1 wood, 2 coins". */
export function amountText(amount: Amount, w: Words): string {
  return order
    .filter((key) => amount[key])
    .map((key) => w.count(amount[key] ?? 0, ...w.counted[key]))
    .join(", ");
}

/** One effect in words, a trade's choices joined by "/". */
function effectText(effect: Effect, w: Words): string {
  switch (effect.kind) {
    case "produce":
      return amountText(effect.gain, w);
    case "trade":
      return `${effect.pay.map((c) => amountText(c, w)).join(" / ")} → ${effect.gain.map((g) => amountText(g, w)).join(" / ")}`;
    case "ship":
      return w.ship;
    case "religion":
      return w.religion;
    case "conquistador":
      return w.conquistador;
  }
}

/** What a colony space holds, in words, for its accessible name. */
export function cellText(cell: Cell | null, w: Words): string {
  if (!cell) return w.empty;
  if (cell.kind === "road") return `${w.road}, ${w.colonists(cell.colonists)}`;
  return `${w.terrain[cell.terrain]}: ${cell.effects.map((e) => effectText(e, w)).join("; ")}`;
}
