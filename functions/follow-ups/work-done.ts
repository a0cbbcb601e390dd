/** What a run of due work did, counted; the consumers' items and the local timer's runs add up the same way. */
export interface WorkDone {
  fannedOut: number;
  standIns: number;
  clocks: number;
  delivered: number;
  failed: number;
  /** New changes the worker failed on, kept in the retry queue to try again (each is logged). */
  keptForRetry: number;
  /** Changes the worker failed on again when it retried them (each is logged and kept to try later). */
  retriesFailed: number;
  /** Items handed to the SQS work queue, for its consumers to do. */
  queued: number;
}

export const nothingDone = (): WorkDone => ({
  fannedOut: 0,
  standIns: 0,
  clocks: 0,
  delivered: 0,
  failed: 0,
  keptForRetry: 0,
  retriesFailed: 0,
  queued: 0,
});

/** Adds what an item or a part of a run did to the run's count, in place. */
export function add(done: WorkDone, more: Partial<WorkDone>): WorkDone {
  for (const [name, n] of Object.entries(more) as [keyof WorkDone, number][]) done[name] += n;
  return done;
}
