import { replaced } from "../core/clone";
import { content } from "./content";
import type { Cost, ShipmentTile } from "./content/schema";
import type { SantaMariaEvent } from "./events";
import { adjusted } from "./scholars";
import type { SantaMariaState } from "./state";
import { canPay, gain, pay, withinReach } from "./storage";

export function shipmentAt(s: SantaMariaState, dock: number): ShipmentTile | null {
  const id = s.docks[dock];
  return id == null ? null : (content.shipmentById.get(id) as ShipmentTile);
}

/** Docks whose tile the seat can pay for now. */
export function shipDocks(s: SantaMariaState, seat: number): number[] {
  const out: number[] = [];
  s.docks.forEach((_, dock) => {
    const tile = shipmentAt(s, dock);
    if (tile && canPay(s.seats[seat].storage, tile.cost)) out.push(dock);
  });
  return out;
}

export function canShip(s: SantaMariaState, seat: number): boolean {
  return s.docks.some((_, dock) => {
    const tile = shipmentAt(s, dock);
    return tile !== null && withinReach(s, seat, tile.cost);
  });
}

/**
 * Pays for the tile at a dock (in one of its cost's ways) and lays it face down at the same dock of
 * the harbour; the dock is refilled from the stack (once the stack is empty, no new tiles arrive).
 */
export function ship(
  s: SantaMariaState,
  seat: number,
  dock: number,
  payment: Cost,
  events: SantaMariaEvent[],
): void {
  const tile = shipmentAt(s, dock) as ShipmentTile;
  pay(s, seat, payment, 0, events);
  const { harbour } = s.seats[seat];
  s.seats[seat].harbour = replaced(harbour, dock, [...harbour[dock], tile.id]);
  const refill = s.shipments.at(-1) ?? null;
  s.shipments = s.shipments.slice(0, -1);
  s.docks[dock] = refill;
  events.push({ type: "shipped", seat, dock, tile: tile.id, refill });
  const points = adjusted(s, seat, "shipmentPoints", 0);
  if (points > 0) gain(s, seat, { points }, events);
}
