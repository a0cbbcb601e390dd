/** Changes the worker failed on: kept to try again, backing off, and tried again when due. */
import type { Deps } from "../deps";
import { errorFields } from "../log";
import { emitMetric } from "../metrics";
import type { RetryRecord } from "../store/records";
import { processChange } from "./fan-out";

/** Waits before each new try of a change the worker failed on: at once, then backing off. */
const RETRY_SECONDS = [0, 30, 120, 600, 3600];

/** Keeps a change the worker failed on to try again, backing off (the stream moves on without it). */
export async function keepForRetry(deps: Deps, retry: RetryRecord, now: Date, again = false): Promise<void> {
  const wait = RETRY_SECONDS[Math.min(retry.attempts, RETRY_SECONDS.length - 1)];
  const at = new Date(now.getTime() + wait * 1000).toISOString();
  // a retry that failed again is kept only if no other run of it succeeded (and deleted it) meanwhile
  await deps.store.putRetry(
    { ...retry, attempts: retry.attempts + 1 },
    at,
    again ? retry.attempts : undefined,
  );
}

/** Follows a change again, read as it is now; false (logged, kept for later) when it fails again. */
export async function retryChange(deps: Deps, retry: RetryRecord, now: Date): Promise<boolean> {
  emitMetric(deps.log, "RetryAttempts", retry.attempts);
  try {
    const change = await deps.store.changeOf(retry.change);
    if (change) await processChange(deps, change);
    await deps.store.deleteRetry(retry.id);
    return true;
  } catch (error) {
    emitMetric(deps.log, "RetriesFailed", 1);
    deps.log?.({
      level: "error",
      msg: "retry failed",
      change: retry.id,
      attempts: retry.attempts,
      ...errorFields(error),
    });
    await keepForRetry(deps, retry, now, true);
    return false;
  }
}
