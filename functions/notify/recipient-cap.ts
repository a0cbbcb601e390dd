/**
 * A per-recipient cap: at most a few notification emails to one address an hour, counted across
 * every sender in the table (a rate window per address, as the API's limits count). One more
 * waits for the next hour and is sent then, merged with what came meanwhile: none is dropped.
 */
import type { Deps } from "../deps";

/** A turn a minute, the fastest anyone plays by email: a flood aimed at an address is cut to it. */
export const EMAILS_PER_ADDRESS_PER_HOUR = 60;

const HOUR = 3600;

/** When an email to `to` may go if this hour's are used up; null when it may go now (and is counted). */
export async function cappedUntil(deps: Deps, to: string, now: Date): Promise<Date | null> {
  const start = Math.floor(now.getTime() / 1000 / HOUR) * HOUR;
  const window = { limit: "email-recipient", subject: to.toLowerCase(), start, seconds: HOUR };
  const count = await deps.store.countRequest(window);
  return count > EMAILS_PER_ADDRESS_PER_HOUR ? new Date((start + HOUR) * 1000) : null;
}
