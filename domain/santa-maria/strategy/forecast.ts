import type { Effect } from "../content/schema";
import { shipmentAt } from "../shipping";
import { canPay } from "../storage";
import { conquistadorStep } from "./conquest";
import type { Outlook } from "./outlook";
import { copyPurse, costWorth, gainWorth, type Purse, receive, spend } from "./purse";
import { religionStep } from "./religion";
import { bestShipment, shipWorth } from "./shipments";

/** The seat's position while effects are played forward: its purse, markers and ships so far. */
export interface Forecast {
  purse: Purse;
  religion: number;
  conquistador: number;
  counts: number[];
  /** Docks already shipped from (their next tile is unknown). */
  shipped: boolean[];
  /** Worth gained beyond the purse: steps on the tracks and shipment tiles. */
  extra: number;
}

export function forecastOf(o: Outlook, purse: Purse): Forecast {
  return {
    purse: copyPurse(purse),
    religion: o.me.religion,
    conquistador: o.me.conquistador,
    counts: o.me.harbour.map((ships) => ships.length),
    shipped: o.me.harbour.map(() => false),
    extra: 0,
  };
}

/** The best trade of a trading building for this storage, if any gains more than it costs. */
export function bestTrade(
  o: Outlook,
  f: Forecast,
  building: Effect & { kind: "trade" },
): { pay: number; gain: number; net: number } | null {
  let best: { pay: number; gain: number; net: number } | null = null;
  building.pay.forEach((cost, pay) => {
    const paid = costWorth(o, f.purse.storage, cost);
    if (paid === null) return;
    building.gain.forEach((g, gain) => {
      const net = gainWorth(o, f.purse, g) - paid;
      if (net > 0 && (best === null || net > best.net)) best = { pay, gain, net };
    });
  });
  return best;
}

/** Carries out one effect in the forecast, deciding as the strategy's decisions do. */
export function foresee(o: Outlook, f: Forecast, effect: Effect): void {
  switch (effect.kind) {
    case "produce":
      receive(o, f.purse, effect.gain);
      return;
    case "trade": {
      const trade = bestTrade(o, f, effect);
      if (trade === null) return;
      spend(f.purse, effect.pay[trade.pay]);
      receive(o, f.purse, effect.gain[trade.gain]);
      return;
    }
    case "ship": {
      const best = bestShipment(o, f.purse.storage, f.counts, f.shipped);
      const tile = best && best.net > 0 ? shipmentAt(o.s, best.dock) : null;
      if (best === null || tile === null) return;
      f.extra += shipWorth(o, best.dock, f.counts);
      spend(f.purse, tile.cost);
      f.counts[best.dock]++;
      f.shipped[best.dock] = true;
      return;
    }
    case "religion": {
      f.extra += religionStep(o, f.religion);
      f.religion++;
      // the extra step for a grain, when it brings more than the grain is worth
      if (canPay(f.purse.storage, { grain: 1 }) && religionStep(o, f.religion) > o.resource.grain) {
        spend(f.purse, { grain: 1 });
        f.extra += religionStep(o, f.religion);
        f.religion++;
      }
      return;
    }
    case "conquistador":
      f.extra += conquistadorStep(o, f.conquistador);
      f.conquistador++;
      return;
  }
}
