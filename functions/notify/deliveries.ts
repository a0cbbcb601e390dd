import { randomUUID } from "node:crypto";
import type { Deps } from "../deps";
import type { DeliveryRecord } from "../store/records";
import type { ChatService } from "./chat";

/** Waits between a failed delivery and its next attempt; after the last, the delivery has failed. */
const RETRY_SECONDS = [30, 120, 600, 3600, 6 * 3600];

export const chatServices: readonly ChatService[] = ["discord", "slack"];

export type Channel = DeliveryRecord["channel"] | ChatService;
/** A delivery through any channel; the store keeps a chat's under its service's name. */
export type Delivery = Omit<DeliveryRecord, "channel"> & { channel: Channel };

/** Settled without anything sent: no longer worth telling (`not sent: …`) or told by another (`merged into …`). */
export const wasSkipped = (d: Pick<DeliveryRecord, "status" | "attempts">) =>
  d.status === "delivered" && /^(not sent|merged into)/.test(d.attempts.at(-1)?.detail ?? "");

/** Channels a person reads: several notices due at once for one match are told as one. */
export const readChannels: readonly Channel[] = ["email", ...chatServices];

/** An attempt's outcome; `told` is the match version a delivered message told the reader up to. */
export interface Attempt {
  ok: boolean;
  detail: string;
  told?: number;
}

/** The delivery after an attempt: a failure is retried with backoff, then given up. */
function attempted(d: Delivery, result: Attempt, now: Date): Delivery {
  const { told: upTo, ...outcome } = result;
  const attempts = [...d.attempts, { at: now.toISOString(), ...outcome }];
  const retryIn = RETRY_SECONDS[attempts.length - 1];
  return result.ok
    ? { ...d, attempts, status: "delivered", version: upTo ?? d.version }
    : retryIn === undefined
      ? { ...d, attempts, status: "failed" }
      : { ...d, attempts, nextAttemptAt: new Date(now.getTime() + retryIn * 1000).toISOString() };
}

/** Keeps an attempt by a sender that claimed the delivery (or merged it into another). */
export async function recordAttempt(
  deps: Deps,
  d: Delivery,
  result: Attempt,
  now: Date,
): Promise<DeliveryRecord["status"]> {
  const next = attempted(d, result, now);
  await deps.store.replaceDelivery(next as DeliveryRecord);
  return next.status;
}

/**
 * Keeps what a sender decided without claiming, as nothing was sent (not sent, failed before
 * sending, or held until `held`): only if the delivery is still as it read it and nobody's claim
 * runs, so a decision never overwrites another sender's; `taken` when one got there first.
 */
export async function settle(
  deps: Deps,
  d: Delivery,
  result: Attempt | { held: Date },
  now: Date,
): Promise<Outcome> {
  const next =
    "held" in result ? { ...d, nextAttemptAt: result.held.toISOString() } : attempted(d, result, now);
  const kept = await deps.store.settleDelivery(next as DeliveryRecord, d as DeliveryRecord, now);
  return kept ? next.status : "taken";
}

/** What a run did with a delivery: its status after the attempt, or `taken` when another sender held it. */
export type Outcome = DeliveryRecord["status"] | "taken";

/** How long a claim holds: longer than any send and its record, short enough to retry a crash soon. */
const CLAIM_SECONDS = 300;

/**
 * Claims a delivery before it is sent, so that the stream's worker and the queue's consumers (or
 * one message handled twice) never both send it; false when another sender holds it or did it.
 */
export function claim(deps: Deps, d: Delivery, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString();
  return deps.store.claimDelivery(d as DeliveryRecord, { by: randomUUID(), until }, now);
}

/** A notice that counts as delivered without a message of its own. */
export const told = (detail: string): Attempt => ({ ok: true, detail });

export function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
