import type { Deps } from "../deps";
import { errorFields } from "../log";
import { dueReminders, extendForVacation, nextClockAt } from "../matches/clock";
import { loadCurrent } from "../matches/current";
import { playForSeat, standInMove } from "../matches/stand-ins";
import { emitMetric } from "../metrics";
import { type Delivery, groupBy, recordAttempt, told } from "../notify/deliveries";
import { deliverDigest } from "../notify/digest";
import { deliver, newestPerReader } from "../notify/send";
import { settingsOf } from "../notify/settings";
import type { ChangeFeed } from "../store/changes";
import type { MatchRecord, NoticeRecord, RetryRecord } from "../store/records";
import type { Due } from "../store/store";
import type { WorkQueue } from "../store/table";
import { sha256 } from "../tokens/crypto";
import { processChange } from "./fan-out";

export interface WorkDone {
  fannedOut: number;
  standIns: number;
  clocks: number;
  delivered: number;
  failed: number;
  /** Changes the worker failed on again when it retried them (each is logged and kept to try later). */
  retriesFailed: number;
}

/** Waits before each new try of a change the worker failed on: at once, then backing off. */
const RETRY_SECONDS = [0, 30, 120, 600, 3600];

export interface WorkOptions {
  now?: Date;
  /** New snapshots and notices to follow: the table's stream. */
  feed?: ChangeFeed;
  /** Whether to read the work queues (clocks, retries, deliveries), or only send what the feed made. */
  queues?: boolean;
}

/**
 * Does what is due: what follows each new snapshot and notice of the feed (deliveries, "my games",
 * computer seats' moves); with the queues, the turn clocks, the changes it failed on before and the
 * due deliveries, else only the deliveries the feed made. The local server runs all of it on a
 * timer; on AWS the stream's batches run the feed and a schedule the queues.
 */
export async function runDueWork(deps: Deps, options: WorkOptions = {}): Promise<WorkDone> {
  const { now = deps.now(), feed, queues = true } = options;
  const done: WorkDone = { fannedOut: 0, standIns: 0, clocks: 0, delivered: 0, failed: 0, retriesFailed: 0 };
  const made: Delivery[] = [];
  if (feed) await follow(deps, feed, done, made);
  if (queues) {
    for (const { work, due } of await dueWork(deps, "clock", now)) {
      emitMetric(deps.log, "ClockLag", Math.max(0, now.getTime() - Date.parse(due)) / 1000);
      done.standIns += await tickClock(deps, work.matchId, due, now);
      done.clocks++;
    }
    // what the clocks did (reminders, stand-in moves) is followed in this same run
    if (feed) await follow(deps, feed, done, made);
    for (const { work } of await dueWork(deps, "retry", now)) {
      if (!(await retryChange(deps, work, now))) done.retriesFailed++;
    }
  }
  const due: Delivery[] = queues
    ? (await dueWork(deps, "delivery", now)).map(({ work }) => work)
    : made.filter((d) => d.nextAttemptAt <= now.toISOString());
  const { send, merged } = newestPerReader(due.filter((d) => d.channel !== "digest"));
  const digests = [
    ...groupBy(
      due.filter((d) => d.channel === "digest"),
      (d) => d.playerId,
    ).values(),
  ];
  const outcomes = [
    ...(await Promise.all(send.map((d) => deliver(deps, d, now)))),
    ...(await Promise.all(
      merged.map(([d, into]) => recordAttempt(deps, d, told(`merged into ${into.id}`), now)),
    )),
    ...(await Promise.all(digests.map((list) => deliverDigest(deps, list, now)))),
  ];
  const attempted: Attempted[] = [
    ...send.map(aboutOne),
    ...merged.map(([d]) => aboutOne(d)),
    ...digests.map((list) => ({ channel: "digest", deliveries: list.length })),
  ];
  recordDeliveries(deps, attempted, outcomes);
  done.delivered = outcomes.filter((o) => o === "delivered").length;
  done.failed = outcomes.filter((o) => o === "failed").length;
  return done;
}

/** A delivery tried in a run, by the match and version its move's request logged; a digest by its count. */
type Attempted = { channel: string } & (
  | { deliveryId: string; matchId: string; version: number }
  | { deliveries: number }
);

const aboutOne = (d: Delivery): Attempted => ({
  channel: d.channel,
  deliveryId: d.id,
  matchId: d.matchId,
  version: d.version,
});

/**
 * A line for each delivery tried (its email's Message-ID names the delivery id), then the run's
 * deliveries sent and failed by channel; the outcome at each index is the attempt's at it.
 */
function recordDeliveries(deps: Deps, attempted: Attempted[], outcomes: string[]): void {
  for (const [i, about] of attempted.entries())
    deps.log?.({ level: "info", msg: "delivery", ...about, outcome: outcomes[i] });
  for (const channel of new Set(attempted.map((a) => a.channel))) {
    const of = (outcome: string) =>
      outcomes.filter((o, i) => o === outcome && attempted[i].channel === channel).length;
    emitMetric(deps.log, "DeliveriesSent", of("delivered"), channel);
    emitMetric(deps.log, "DeliveriesFailed", of("failed"), channel);
  }
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
      }
    }
  }
}

/** A queue's due work; an item that is malformed is logged and left where it is, for a person to mend. */
async function dueWork<Q extends WorkQueue>(deps: Deps, queue: Q, now: Date): Promise<Due<Q>[]> {
  const { due, malformed } = await deps.store.dueWork(queue, now);
  for (const error of malformed)
    deps.log?.({ level: "error", msg: "malformed work", queue, ...errorFields(error) });
  return due;
}

/** Keeps a change the worker failed on to try again, backing off (the stream moves on without it). */
export async function keepForRetry(deps: Deps, retry: RetryRecord, now: Date): Promise<void> {
  const wait = RETRY_SECONDS[Math.min(retry.attempts, RETRY_SECONDS.length - 1)];
  await deps.store.putRetry(
    { ...retry, attempts: retry.attempts + 1 },
    new Date(now.getTime() + wait * 1000).toISOString(),
  );
}

/** Follows a change again, read as it is now; false (logged, kept for later) when it fails again. */
async function retryChange(deps: Deps, retry: RetryRecord, now: Date): Promise<boolean> {
  emitMetric(deps.log, "RetryAttempts", retry.attempts);
  try {
    const change = await deps.store.changeOf(retry.change);
    if (change) await processChange(deps, change);
    await deps.store.deleteRetry(retry.id);
    return true;
  } catch (error) {
    deps.log?.({
      level: "error",
      msg: "retry failed",
      change: retry.id,
      attempts: retry.attempts,
      ...errorFields(error),
    });
    await keepForRetry(deps, retry, now);
    return false;
  }
}

/** One match's clock: vacation extensions, reminders, and what happens at a deadline. */
async function tickClock(deps: Deps, matchId: string, looked: string, now: Date): Promise<number> {
  const match = await loadCurrent(deps, matchId);
  if (!match.clock || !match.clocks || match.status !== "active") {
    await deps.store.setClockDue(matchId, null, { ifDueAt: looked });
    return 0;
  }
  const settings = match.clock;
  const clocks = { ...match.clocks };
  const notices: NoticeRecord[] = [];
  const timedOut: number[] = [];
  for (const [key, clock] of Object.entries(match.clocks)) {
    const seat = Number(key);
    const playerId = match.seats[seat]?.playerId;
    if (clock.deadline === null || !playerId) continue;
    const player = await deps.store.getPlayer(playerId);
    let next = extendForVacation(clock, settings, now, player ? settingsOf(player).vacationUntil : null);
    for (const index of dueReminders(next, settings, now)) {
      notices.push(notice(match, "reminder", playerId, `${clock.since}:${seat}:r${index}`, now));
      next = { ...next, reminded: index + 1 };
    }
    if (next.deadline !== null && Date.parse(next.deadline) <= now.getTime()) {
      timedOut.push(seat);
      notices.push(notice(match, "timedOut", playerId, `${clock.since}:${seat}:t`, now));
      next = { ...next, deadline: null };
    }
    clocks[key] = next;
  }
  // the clock's own bookkeeping first, so that a crash after it sends no second reminder
  if (JSON.stringify(clocks) !== JSON.stringify(match.clocks))
    await deps.store.setSnapshotClocks(matchId, match.version, clocks);
  await deps.store.setClockDue(matchId, nextClockAt({ ...match, clocks }), { ifDueAt: looked });
  for (const n of notices) await deps.store.putNotice(n);
  let played = 0;
  for (const seat of timedOut) {
    if (settings.onTimeout === "standIn" && (await standInMove(deps, match.id, seat, settings.standIn)))
      played++;
    if (settings.onTimeout === "skip") played += await skipTurn(deps, match, seat);
  }
  return played;
}

/** Skips where the rules allow it: the game's action that only ends the turn; otherwise the seat waits. */
async function skipTurn(deps: Deps, match: MatchRecord, seat: number): Promise<number> {
  const move = await playForSeat(
    deps,
    match.id,
    seat,
    (game, current) => game.skipAction(current.state, seat) ?? undefined,
  );
  return move ? 1 : 0;
}

function notice(
  match: MatchRecord,
  kind: NoticeRecord["kind"],
  playerId: string,
  key: string,
  now: Date,
): NoticeRecord {
  return {
    id: `${kind}-${sha256(`${match.id}|${key}`).slice(0, 20)}`,
    matchId: match.id,
    kind,
    playerIds: [playerId],
    at: now.toISOString(),
    version: match.version,
  };
}
