import type { Deps } from "../deps";
import { errorFields } from "../log";
import { doWork } from "./do-work";
import { add, nothingDone, type WorkDone } from "./work-done";
import type { WorkItem } from "./work-item";

/**
 * Where due work goes once found: consumers that do each item. On AWS an SQS queue (`sqs-queue.ts`)
 * whose consumer function does them; `npm start` and a stream batch do them in process.
 */
export interface WorkQueue {
  /** Hands items over; what was done (in process) or how many were queued (SQS). */
  send(items: WorkItem[], now: Date): Promise<Partial<WorkDone>>;
  /** How many due items a run reads from each shard of a queue. */
  readonly findPerShard: number;
}

/**
 * Does the items in process, `consumers` at a time, each as the consumer function would; one that
 * fails is logged and stays due in the table, so the next run finds it again. `waitAtMostMs`: a run
 * waits that long for an item (a receiver that hangs), which then goes on by itself, its delivery
 * claimed, so that one reader's slow receivers hold up no one else's work; `idle` awaits them.
 */
export function inProcessQueue(
  deps: Deps,
  consumers: number,
  options: { waitAtMostMs?: number } = {},
): WorkQueue & { idle(): Promise<void> } {
  const going = new Set<Promise<unknown>>();
  const waited = (work: Promise<unknown>) => {
    if (options.waitAtMostMs === undefined) return work;
    going.add(work);
    void work.finally(() => going.delete(work));
    return Promise.race([work, new Promise((resolve) => setTimeout(resolve, options.waitAtMostMs))]);
  };
  return {
    findPerShard: 50,
    async send(items, now) {
      const done = nothingDone();
      await eachAtMost(consumers, items, (item) =>
        waited(consumeOne(deps, item, now).then((one) => add(done, one))),
      );
      return done;
    },
    async idle() {
      await Promise.all([...going]);
    },
  };
}

/** One item, its failure logged and answered as nothing done; the caller decides whether to retry. */
export async function consumeOne(deps: Deps, item: WorkItem, now: Date): Promise<Partial<WorkDone>> {
  try {
    return await doWork(deps, item, now);
  } catch (error) {
    deps.log?.({ level: "error", msg: "work item failed", item: item.kind, ...errorFields(error) });
    return {};
  }
}

/** Runs `each` over the items with at most `limit` running at once. */
export async function eachAtMost<T>(limit: number, items: T[], each: (item: T) => Promise<unknown>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await each(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
