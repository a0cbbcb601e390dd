import type { Deps } from "../deps";
import { errorFields } from "../log";
import { type Delivery, groupBy, settle, told } from "../notify/deliveries";
import { newestPerReader } from "../notify/send";
import type { ChangeFeed } from "../store/changes";
import type { Due } from "../store/store";
import type { WorkQueue as QueueName } from "../store/table";
import { aboutOne, tally } from "./do-work";
import { processChange } from "./fan-out";
import { add, nothingDone, type WorkDone } from "./work-done";

export type { WorkDone } from "./work-done";

import type { WorkItem } from "./work-item";
import { inProcessQueue, type WorkQueue } from "./work-queue";

export interface WorkOptions {
  now?: Date;
  /** New snapshots and notices to follow: the table's stream. */
  feed?: ChangeFeed;
  /** Whether to read the work queues (clocks, retries, deliveries), or only send what the feed made. */
  queues?: boolean;
  /** Where the due work goes: consumers in process (8 at a time unless given), or SQS on AWS. */
  queue?: WorkQueue;
}

/**
 * Does what is due: what follows each new snapshot and notice of the feed (deliveries, "my games",
 * computer seats' moves); with the queues, the turn clocks, the changes it failed on before and the
 * due deliveries, else only the deliveries the feed made. Each item found goes to the queue's
 * consumers: in process for `npm start` and a stream batch, SQS for the schedule on AWS.
 */
export async function runDueWork(deps: Deps, options: WorkOptions = {}): Promise<WorkDone> {
  const { now = deps.now(), feed, queues = true, queue = inProcessQueue(deps, 8) } = options;
  const done = nothingDone();
  const made: Delivery[] = [];
  if (feed) await follow(deps, feed, done, made);
  if (queues) {
    const clocks = await dueWork(deps, "clock", now, queue.findPerShard);
    add(
      done,
      await handOver(
        queue,
        clocks.map(({ work, due }) => ({ kind: "clock", ...work, due })),
        now,
      ),
    );
    // what the clocks did (reminders, stand-in moves) is followed in this same run
    if (feed) await follow(deps, feed, done, made);
    const retries = await dueWork(deps, "retry", now, queue.findPerShard);
    add(
      done,
      await handOver(
        queue,
        retries.map(({ work }) => ({ kind: "retry", id: work.id })),
        now,
      ),
    );
  }
  const due: Delivery[] = queues
    ? (await dueWork(deps, "delivery", now, queue.findPerShard)).map(({ work }) => work)
    : made.filter((d) => d.nextAttemptAt <= now.toISOString());
  const { items, merged } = deliveryWork(due);
  // a merge never overwrites a delivery another sender claimed meanwhile (it may be sending it):
  // the newest then waits for the next run, which finds that one told
  const outcomes = await Promise.all(
    merged.map(([d, into]) => settle(deps, d, told(`merged into ${into.id}`), now)),
  );
  const waiting = new Set(merged.filter((_, i) => outcomes[i] === "taken").map(([, into]) => into.id));
  add(
    done,
    tally(
      deps,
      merged.map(([d]) => aboutOne(d)),
      outcomes,
    ),
  );
  const ready = items.filter((item) => item.kind !== "delivery" || !waiting.has(item.id));
  return add(done, await handOver(queue, ready, now));
}

const handOver = async (queue: WorkQueue, items: WorkItem[], now: Date) =>
  items.length > 0 ? queue.send(items, now) : {};

/**
 * Due deliveries as work items: a digest's entries as one item per player; of several notices to
 * one reader about one match only the newest, the others recorded as merged into it here.
 */
function deliveryWork(due: Delivery[]): { items: WorkItem[]; merged: [Delivery, Delivery][] } {
  const { send, merged } = newestPerReader(due.filter((d) => d.channel !== "digest"));
  const digests = groupBy(
    due.filter((d) => d.channel === "digest"),
    (d) => d.playerId,
  );
  const items: WorkItem[] = [
    ...send.map((d): WorkItem => ({ kind: "delivery", playerId: d.playerId, id: d.id })),
    ...[...digests].map(
      ([playerId, list]): WorkItem => ({ kind: "digest", playerId, ids: list.map((d) => d.id) }),
    ),
  ];
  return { items, merged };
}

/** Follows every new snapshot and notice; a computer seat's move is one again, until none is left (bounded). */
async function follow(deps: Deps, feed: ChangeFeed, done: WorkDone, made: Delivery[]): Promise<void> {
  for (let round = 0; round < 500; round++) {
    const changes = feed.pending();
    if (changes.length === 0) return;
    for (const change of changes) {
      try {
        const result = await processChange(deps, change);
        done.fannedOut += result.notices;
        done.standIns += result.standIns;
        made.push(...result.deliveries);
        feed.done(change);
      } catch (error) {
        await feed.failed(change, error);
        done.keptForRetry += 1;
      }
    }
  }
}

/** A queue's due work; an item that is malformed is logged and left where it is, for a person to mend. */
async function dueWork<Q extends QueueName>(
  deps: Deps,
  name: Q,
  now: Date,
  perShard: number,
): Promise<Due<Q>[]> {
  const { due, malformed } = await deps.store.dueWork(name, now, perShard);
  for (const error of malformed)
    deps.log?.({ level: "error", msg: "malformed work", queue: name, ...errorFields(error) });
  return due;
}
