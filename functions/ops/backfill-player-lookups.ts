/**
 * One-off, after deploying the release that finds players by name and by confirmed address: files
 * every earlier player under their name, and their confirmed address under them unless someone
 * holds it already (an address confirmed since is never taken away). Safe to run again, and beside
 * live sign-ups (see docs/storage.md).
 */
import { emailStatusOf } from "../notify/address-status";
import { playerItems } from "../store/entities/player";
import type { Store } from "../store/store";
import { scanPages } from "./scan-pages";

export interface LookupsBackfilled {
  /** Players read. */
  players: number;
  /** Confirmed addresses filed under their player now. */
  addresses: number;
  /** Confirmed addresses another player holds already: left as they are. */
  addressesHeld: number;
}

export async function backfillPlayerLookups(store: Store): Promise<LookupsBackfilled> {
  const done: LookupsBackfilled = { players: 0, addresses: 0, addressesHeld: 0 };
  for await (const page of scanPages(store, playerItems.everyOne)) {
    for (const item of page) {
      const player = playerItems.decode(item);
      done.players++;
      await store.putPlayerName(player.name, player.id);
      if (player.email !== null && emailStatusOf(player) === "confirmed") {
        if (await store.putAddressIfFree(player.email, player.id)) done.addresses++;
        else done.addressesHeld++;
      }
    }
  }
  return done;
}
