import type { Deps } from "../deps";
import { emitMetric } from "../metrics";
import { claim, type Delivery, type Outcome } from "../notify/deliveries";
import { deliverDigest } from "../notify/digest";
import { deliver } from "../notify/send";
import type { DeliveryRecord } from "../store/records";
import { tickClock } from "./clock-tick";
import { retryChange } from "./retries";
import type { WorkDone } from "./work-done";
import type { WorkItem } from "./work-item";

/**
 * Does one item of due work, read again by its keys: an item done already (a clock ticked, a
 * delivery sent or claimed by another sender, a retry deleted) is left alone, so that a message
 * handled twice does nothing twice.
 */
export async function doWork(deps: Deps, item: WorkItem, now: Date): Promise<Partial<WorkDone>> {
  if (item.kind === "clock") {
    if ((await deps.store.clockDue(item.matchId)) !== item.due) return {};
    emitMetric(deps.log, "ClockLag", Math.max(0, now.getTime() - Date.parse(item.due)) / 1000);
    return { clocks: 1, standIns: await tickClock(deps, item.matchId, item.due, now) };
  }
  if (item.kind === "retry") {
    const retry = await deps.store.getRetry(item.id);
    if (!retry) return {};
    return (await retryChange(deps, retry, now)) ? {} : { retriesFailed: 1 };
  }
  if (item.kind === "delivery") {
    const d = await deps.store.getDelivery(item.playerId, item.id);
    if (!d || !isDue(d, now)) return {};
    return tally(deps, [aboutOne(d)], [await deliver(deps, d, now)]);
  }
  const read = await Promise.all(item.ids.map((id) => deps.store.getDelivery(item.playerId, id)));
  const due = read.filter((d): d is DeliveryRecord => d !== null && isDue(d, now));
  const claimed = (await Promise.all(due.map(async (d) => ((await claim(deps, d, now)) ? d : null)))).filter(
    (d): d is DeliveryRecord => d !== null,
  );
  if (claimed.length === 0) return {};
  const outcome = await deliverDigest(deps, claimed, now);
  return tally(deps, [{ channel: "digest", deliveries: claimed.length }], [outcome]);
}

const isDue = (d: DeliveryRecord, now: Date) =>
  d.status === "pending" && d.nextAttemptAt <= now.toISOString();

/** A delivery tried, by the match and version its move's request logged; a digest by its count. */
export type Attempted = { channel: string } & (
  | { deliveryId: string; matchId: string; version: number }
  | { deliveries: number }
);

export const aboutOne = (d: Delivery): Attempted => ({
  channel: d.channel,
  deliveryId: d.id,
  matchId: d.matchId,
  version: d.version,
});

/**
 * A line for each delivery tried (its email's Message-ID names the delivery id), then the
 * deliveries sent and failed by channel; the outcome at each index is the attempt's at it.
 */
export function tally(deps: Deps, attempted: Attempted[], outcomes: Outcome[]): Partial<WorkDone> {
  for (const [i, about] of attempted.entries())
    deps.log?.({ level: "info", msg: "delivery", ...about, outcome: outcomes[i] });
  for (const channel of new Set(attempted.map((a) => a.channel))) {
    const of = (outcome: Outcome) =>
      outcomes.filter((o, i) => o === outcome && attempted[i].channel === channel).length;
    emitMetric(deps.log, "DeliveriesSent", of("delivered"), channel);
    emitMetric(deps.log, "DeliveriesFailed", of("failed"), channel);
  }
  return {
    delivered: outcomes.filter((o) => o === "delivered").length,
    failed: outcomes.filter((o) => o === "failed").length,
  };
}
