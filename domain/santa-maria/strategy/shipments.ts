import { content } from "../content";
import type { Resource } from "../content/schema";
import { RULES } from "../rules";
import { adjusted } from "../scholars";
import { shipmentAt } from "../shipping";
import { conquistadorRate } from "./conquest";
import { bishopRate } from "./monks";
import { type Outlook, remember } from "./outlook";
import { costWorth, gainWorth, purseOf } from "./purse";
import { religionRate } from "./religion";

const docks = content.board.docks;
const incomeKeys = docks.map((_, dock) => `income:${dock}`);

/** One retirement's income of one ship at this dock. */
export function incomeWorth(o: Outlook, dock: number): number {
  return remember(o, incomeKeys[dock], dockIncome, dock);
}

function dockIncome(o: Outlook, dock: number): number {
  const income = docks[dock].income;
  switch (income.kind) {
    case "produce": {
      const coins = income.gain.coins ? adjusted(o.s, o.seat, "incomeCoins", income.gain.coins) : 0;
      return gainWorth(o, purseOf(o), { ...income.gain, ...(coins ? { coins } : {}) });
    }
    case "religion":
      return religionRate(o);
    case "conquistador":
      return conquistadorRate(o);
    default:
      return 0;
  }
}

/** Sets of one ship per dock: the sets made, and a share of the next one while time is left. */
export function setsWorth(o: Outlook, counts: number[]): number {
  const least = Math.min(...counts);
  const above = counts.filter((n) => n > least).length;
  const odds = Math.min(1, 0.6 * o.ahead);
  return RULES.setPoints * (least + (above / counts.length) * odds);
}

/** Taking the tile at a dock: its points, the sets, its income and the bishop's and scholar's points. */
export function shipWorth(o: Outlook, dock: number, counts: number[]): number {
  const tile = shipmentAt(o.s, dock);
  if (tile === null) return 0;
  const after = counts.slice();
  after[dock]++;
  return (
    tile.points +
    setsWorth(o, after) -
    setsWorth(o, counts) +
    incomeWorth(o, dock) * o.retirements +
    bishopRate(o, "shipmentTiles") +
    o.shipPoints
  );
}

export const harbourCounts = (o: Outlook) => o.me.harbour.map((ships) => ships.length);

/** The best shipment this storage pays for (net of what it costs), or null. */
export function bestShipment(
  o: Outlook,
  storage: Record<Resource, number>,
  counts: number[],
  skip: readonly boolean[] = [],
): { dock: number; net: number } | null {
  let best: { dock: number; net: number } | null = null;
  for (let dock = 0; dock < docks.length; dock++) {
    const tile = skip[dock] ? null : shipmentAt(o.s, dock);
    if (tile === null) continue;
    const cost = costWorth(o, storage, tile.cost);
    if (cost === null) continue;
    const net = shipWorth(o, dock, counts) - cost;
    if (best === null || net > best.net) best = { dock, net };
  }
  return best;
}
