import { counted } from "../../core/sentences";
import { resources } from "../content/schema";
import type { Item, Phrases } from "./phrases";

const order: readonly Item[] = [...resources, "coins", "points"];

/** "2 wood", "1 point" …: each item counted, in a fixed order, the ones left out or zero skipped. */
export function amounts(what: Partial<Record<Item, number>>, items: Phrases["items"]): string[] {
  return order.flatMap((item) => {
    const n = what[item] ?? 0;
    return n > 0 ? [counted(n, ...items[item])] : [];
  });
}
