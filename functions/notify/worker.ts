import { type Deps, sha256 } from "../deps";
import { dueReminders, extendForVacation } from "../matches/clock";
import { loadCurrent } from "../matches/current";
import { playForSeat, standInMove } from "../matches/play";
import type { MatchRecord, NoticeRecord } from "../store/records";
import { type Delivery, groupBy, recordAttempt, told } from "./deliveries";
import { deliverDigest } from "./digest";
import { processOutboxItem } from "./fan-out";
import { deliver, newestPerReader } from "./send";

export interface WorkDone {
  fannedOut: number;
  standIns: number;
  clocks: number;
  delivered: number;
  failed: number;
}

/**
 * Does everything that is due: fans moves and notices out into deliveries (and lets computer seats
 * play), runs the turn clocks, sends due deliveries. The local server runs it on a timer; on AWS
 * the stream consumer and the scheduled function run its parts.
 */
export async function runDueWork(deps: Deps, now = deps.now()): Promise<WorkDone> {
  const done: WorkDone = { fannedOut: 0, standIns: 0, clocks: 0, delivered: 0, failed: 0 };
  // clocks first: the reminders and stand-in moves they make are fanned out in this same run
  for (const { record } of await deps.store.dueWork("clock", now)) {
    done.standIns += await tickClock(deps, record.id as string, now);
    done.clocks++;
  }
  // a computer seat's move is itself new outbox work: go round until none is left (bounded)
  for (let round = 0; round < 500; round++) {
    // computer seats' moves are stamped after `now`: ask with the current time
    const items = await deps.store.dueWork("outbox", new Date(Math.max(now.getTime(), deps.now().getTime())));
    if (items.length === 0) break;
    for (const { key, record } of items) {
      const result = await processOutboxItem(deps, key, record);
      done.fannedOut += result.notices;
      done.standIns += result.standIns;
    }
  }
  const due = (await deps.store.dueWork("delivery", now)).map(({ record }) => record as unknown as Delivery);
  const { send, merged } = newestPerReader(due.filter((d) => d.channel !== "digest"));
  const outcomes = [
    ...(await Promise.all(send.map((d) => deliver(deps, d, now)))),
    ...(await Promise.all(
      merged.map(([d, into]) => recordAttempt(deps, d, told(`merged into ${into.id}`), now)),
    )),
    ...(await Promise.all(
      [
        ...groupBy(
          due.filter((d) => d.channel === "digest"),
          (d) => d.playerId,
        ).values(),
      ].map((list) => deliverDigest(deps, list, now)),
    )),
  ];
  done.delivered = outcomes.filter((o) => o === "delivered").length;
  done.failed = outcomes.filter((o) => o === "failed").length;
  return done;
}

/** One match's clock: vacation extensions, reminders, and what happens at a deadline. */
async function tickClock(deps: Deps, matchId: string, now: Date): Promise<number> {
  const match = await loadCurrent(deps, matchId);
  if (!match.clock || !match.clocks || match.status !== "active") return 0;
  const settings = match.clock;
  const clocks = { ...match.clocks };
  const notices: NoticeRecord[] = [];
  const timedOut: number[] = [];
  for (const [key, clock] of Object.entries(match.clocks)) {
    const seat = Number(key);
    const playerId = match.seats[seat]?.playerId;
    if (clock.deadline === null || !playerId) continue;
    const player = await deps.store.getPlayer(playerId);
    let next = extendForVacation(clock, settings, now, player?.notifications?.vacationUntil ?? null);
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
  await deps.store.replaceMatch({ ...match, clocks }, match.version);
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
